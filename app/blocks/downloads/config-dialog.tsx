import { useState } from "react";
import type { FoldersField } from "../types";
import { SelectField, SwitchField, TextField } from "~/components/admin/forms/fields";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { FoldersInput } from "~/components/admin/editor/properties/folders-input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { block } from "./block";
import { deDownloadsEditor } from "./editor-strings";

const t = deDownloadsEditor;

/** Spec §5: columns desktop 1–6, tablet 1–4, mobile 1–2. */
const COLUMN_LIMITS = { columnsDesktop: 6, columnsTablet: 4, columnsMobile: 2 } as const;

const range = (max: number) => Array.from({ length: max }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));

/** The downloads block's content through its own schema: defaults, clamps, fallbacks 3/2/1. */
export function downloadsContent(content: Record<string, unknown>): Record<string, unknown> {
  return block.schema.parse(content) as Record<string, unknown>;
}

export interface DownloadsConfigDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The block's current content (or {} for a new block). */
  content: Record<string, unknown>;
  onSave: (content: Record<string, unknown>) => void;
  /** Label of the confirm button; 'Übernehmen' by default, 'Einfügen' when inserting. */
  submitLabel?: string;
}

/**
 * The downloads block configuration (spec §2): tabs 'Inhalt' (title, description), 'Ordner'
 * (the folder tree as checkboxes, or 'Alle Dateien anzeigen') and 'Darstellung' (grid or list,
 * columns per device, what each entry shows). Mounted per opening, so it starts from `content`.
 */
export function DownloadsConfigDialog(props: DownloadsConfigDialogProps) {
  if (!props.open) return null;
  return <DownloadsConfigForm {...props} />;
}

function DownloadsConfigForm({ onOpenChange, content, onSave, submitLabel }: DownloadsConfigDialogProps) {
  const [values, setValues] = useState(() => downloadsContent(content));
  const [tab, setTab] = useState("content");
  const set = (patch: Record<string, unknown>) => setValues((v) => ({ ...v, ...patch }));
  const bool = (key: string) => values[key] === true;
  const foldersField = block.fields.selectedFolders as FoldersField | undefined;
  const showAll = bool("showAllAssets");
  const switchField = (key: "showFileSize" | "showDescription" | "enableSearch" | "enableFiltering" | "groupByFolder") => (
    <SwitchField key={key} id={`downloads-${key}`} label={t[key]} checked={bool(key)} onChange={(on) => set({ [key]: on })} />
  );
  return (
    <FormDialog
      title={t.title}
      description={t.description}
      onClose={() => onOpenChange(false)}
      submitLabel={submitLabel ?? t.save}
      onSubmit={() => {
        onSave(downloadsContent(values));
        onOpenChange(false);
      }}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl"
    >
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label={t.tabsLabel} className="w-full">
          <TabsTrigger value="content">{t.tabs.content}</TabsTrigger>
          <TabsTrigger value="folders">{t.tabs.folders}</TabsTrigger>
          <TabsTrigger value="display">{t.tabs.display}</TabsTrigger>
        </TabsList>
        <TabsContent value="content" className="grid gap-4 pt-2">
          <TextField id="downloads-title" label={t.blockTitle} value={String(values.title ?? "")} onChange={(title) => set({ title })} />
          <TextField id="downloads-description" label={t.blockDescription} value={String(values.description ?? "")} multiline onChange={(description) => set({ description })} />
        </TabsContent>
        <TabsContent value="folders" className="grid gap-4 pt-2">
          <SwitchField id="downloads-showAllAssets" label={t.showAll} hint={t.showAllHint} checked={showAll} onChange={(on) => set({ showAllAssets: on })} />
          {foldersField && (
            <div className={showAll ? "opacity-60" : undefined}>
              <FoldersInput
                field={{ ...foldersField, label: t.foldersLabel, help: showAll ? t.foldersInactive : t.foldersHint }}
                value={values.selectedFolders}
                path={["selectedFolders"]}
                id="downloads-folders"
                onChange={(selectedFolders) => set({ selectedFolders })}
              />
            </div>
          )}
        </TabsContent>
        <TabsContent value="display" className="grid gap-4 pt-2">
          <SelectField
            id="downloads-layout"
            label={t.layout}
            value={String(values.layout)}
            options={[
              { value: "grid", label: t.grid },
              { value: "list", label: t.list },
            ]}
            onChange={(layout) => set({ layout })}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            {(Object.keys(COLUMN_LIMITS) as (keyof typeof COLUMN_LIMITS)[]).map((key) => (
              <SelectField
                key={key}
                id={`downloads-${key}`}
                label={t[key]}
                value={String(values[key])}
                options={range(COLUMN_LIMITS[key])}
                disabled={values.layout === "list"}
                onChange={(n) => set({ [key]: Number(n) })}
              />
            ))}
          </div>
          {switchField("showFileSize")}
          {switchField("showDescription")}
          {switchField("enableSearch")}
          {switchField("enableFiltering")}
          {switchField("groupByFolder")}
        </TabsContent>
      </Tabs>
    </FormDialog>
  );
}
