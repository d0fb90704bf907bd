import { deSite as de } from "~/i18n/site";
import { useBlockData } from "./data";
import { EDIT_BLOCK_ATTR } from "./editable";
import { parsedContent } from "./hooks";
import { getBlockModule } from "./registry";
import { blockStyleToCss } from "./style";
import { slotsOf, type Slot } from "./tree";
import type { Block } from "./types";

export function UnknownBlock({ type }: { type: string }) {
  return (
    <div role="note" className="rounded-lg border border-dashed border-border bg-muted/50 p-4 text-sm text-muted-foreground">
      <p className="font-medium text-foreground">{de.blocks.unknownType(type)}</p>
      <p>{de.blocks.unsupported}</p>
    </div>
  );
}

export function BlockView({ block }: { block: Block }) {
  const { editMode } = useBlockData();
  const module = getBlockModule(block.type);
  if (!module) return <UnknownBlock type={block.type} />;
  // Content of the wrong shape renders with the defaults instead of breaking the page.
  const content = parsedContent(module, block.content);
  const Render = module.Render;
  let slots: Slot[] | undefined;
  const renderSlot = (name: string) => {
    slots ??= slotsOf(block);
    const blocks = slots.find((s) => s.name === name)?.blocks;
    return blocks && blocks.length > 0 ? <BlockList blocks={blocks} /> : null;
  };
  return (
    <div data-block={module.type} {...(editMode ? { [EDIT_BLOCK_ATTR]: block.id } : {})} className="mb-4 last:mb-0" style={blockStyleToCss(block.style)}>
      <Render block={block} content={content} renderSlot={renderSlot} renderBlocks={renderBlocks} />
    </div>
  );
}

const renderBlocks = (blocks: Block[]) => <BlockList blocks={blocks} />;

export function BlockList({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block) => (
        <BlockView key={block.id} block={block} />
      ))}
    </>
  );
}
