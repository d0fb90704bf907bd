import { useId, useMemo, useState } from "react";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import type { Block, BlockModule, BlockStyle } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { FieldList } from "./field-input";
import { PageBlocksContext, PanelContext, type PanelContextValue } from "./panel-context";
import { panelTabs, type PanelTab } from "./tabs";
import { useStableCallback } from "~/lib/use-stable-callback";
import { contentValues, type PathSegment } from "./values";

const t = deEditor.properties;

export interface PropertiesPanelProps {
  block: Block;
  module: BlockModule;
  /** Merge `patch` into the block's content; `coalesceKey` (`${block.id}:${fieldPath}`) marks typing. */
  onContent(patch: Record<string, unknown>, coalesceKey?: string): void;
  /** Merge `patch` into the block's style (a key set to undefined means "as the theme says"). */
  onStyle(patch: Partial<BlockStyle>, coalesceKey?: string): void;
  /** The site's pages for link fields (a page is chosen by id and stored as its path). */
  pages: Array<{ id: string; title: string; slug: string }>;
  /** Value lists for text fields with `suggestions` (e.g. blogCategories). */
  suggestions?: Readonly<Record<string, readonly string[]>>;
  /** The page's blocks, for fields with a `computed` value (e.g. the read time). */
  pageBlocks?: readonly Block[];
}

const NO_SUGGESTIONS = {};
const NO_BLOCKS: readonly Block[] = [];
const CONTENT_PATH: readonly PathSegment[] = [];
const STYLE_PATH: readonly PathSegment[] = ["style"];
const NO_STYLE = {};

/**
 * The properties panel of the selected block, generated from its module's field descriptions
 * (spec §2): 'Inhalt' (content fields), 'Stil' (box style), 'Text' (typography; hidden for
 * rich-text block types) and 'Abstände' (margin and padding per side).
 */
export function PropertiesPanel({ block, module, onContent, onStyle, pages, suggestions = NO_SUGGESTIONS, pageBlocks = NO_BLOCKS }: PropertiesPanelProps) {
  const idPrefix = useId().replace(/[^\w-]/g, "");
  const tabs = useMemo(() => panelTabs(module), [module]);
  const [chosen, setChosen] = useState<PanelTab>("content");
  // A block without the chosen tab (a paragraph after a heading's 'Text') shows 'Inhalt'.
  const active = tabs.some((tab) => tab.tab === chosen) ? chosen : "content";
  const content = useMemo(() => contentValues(module, block.content), [module, block.content]);
  const style = (block.style ?? NO_STYLE) as Record<string, unknown>;
  // Typing changes the content on every key: the fields get it through their values, the context
  // only through a getter, so an unchanged field (memoised in FieldList) does not re-render.
  const getContent = useStableCallback(() => block.content);
  const context = useMemo<PanelContextValue>(() => ({ idPrefix, pages, module, content: getContent, suggestions }), [idPrefix, pages, module, getContent, suggestions]);
  const coalesce = (typingPath?: string) => (typingPath ? `${block.id}:${typingPath}` : undefined);
  const changeContent = useStableCallback((key: string, value: unknown, typingPath?: string, siblings?: Record<string, unknown>) =>
    onContent({ ...siblings, [key]: value }, coalesce(typingPath)),
  );
  const changeStyle = useStableCallback((key: string, value: unknown, typingPath?: string) => onStyle({ [key]: value } as Partial<BlockStyle>, coalesce(typingPath)));

  return (
    <PanelContext.Provider value={context}>
      <PageBlocksContext.Provider value={pageBlocks}>
        {/* '--panel': a field's id is `${idPrefix}-${key}` (fieldId), so '-title' was also the id of the
            'Titel' field of a hero or a section, and its label pointed at this heading (issue 38). */}
        <section aria-labelledby={`${idPrefix}--panel`} className="flex min-h-0 flex-col gap-3" data-block-type={block.type}>
          <h2 id={`${idPrefix}--panel`} className="text-sm font-semibold">
            {t.title(module.label)}
          </h2>
          <Tabs value={active} onValueChange={(value) => setChosen(value as PanelTab)} className="min-h-0">
            <TabsList aria-label={t.tabsLabel} className="w-full">
              {tabs.map(({ tab }) => (
                <TabsTrigger key={tab} value={tab}>
                  {t.tabs[tab]}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map(({ tab, fields }) => (
              <TabsContent key={tab} value={tab} className="pt-2">
                {Object.keys(fields).length === 0 ? (
                  <p className="text-sm text-muted-foreground">{tab === "content" ? t.empty.content : t.empty.tab}</p>
                ) : tab === "content" ? (
                  <FieldList fields={fields} values={content} path={CONTENT_PATH} onChange={changeContent} />
                ) : (
                  <FieldList
                    fields={fields}
                    values={style}
                    path={STYLE_PATH}
                    optional
                    onChange={changeStyle}
                  />
                )}
              </TabsContent>
            ))}
          </Tabs>
        </section>
      </PageBlocksContext.Provider>
    </PanelContext.Provider>
  );
}
