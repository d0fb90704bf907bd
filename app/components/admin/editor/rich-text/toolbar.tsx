import type { Editor } from "@tiptap/core";
import { Bold, Italic, List, ListOrdered, Redo2, Underline, Undo2 } from "lucide-react";
import type { CSSProperties, KeyboardEvent } from "react";
import { deEditor } from "~/i18n/editor";
import { isTextSize, TEXT_FONTS, TEXT_SIZES_PX } from "~/lib/text-styles";
import { ColourPopover } from "./colour-popover";
import { HEADING_LEVELS, type HeadingLevel } from "./extensions";
import { LinkPopover } from "./link-popover";
import { ToolbarButton } from "./toolbar-button";
import type { ToolbarState } from "./toolbar-state";

const t = deEditor.richText;
const SELECT_CLASS = "h-8 max-w-36 rounded-md border border-input bg-background px-1.5 text-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-40";

/** Left/Right (and Home/End) move between the toolbar's controls, as the ARIA toolbar pattern expects. */
function moveFocus(e: KeyboardEvent<HTMLDivElement>) {
  if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
  const items = [...e.currentTarget.querySelectorAll<HTMLElement>("[data-toolbar-item]:not(:disabled)")];
  const at = items.indexOf(document.activeElement as HTMLElement);
  if (at < 0) return;
  e.preventDefault();
  const next = e.key === "Home" ? 0 : e.key === "End" ? items.length - 1 : (at + (e.key === "ArrowRight" ? 1 : -1) + items.length) % items.length;
  items[next]?.focus();
}

/** A native select in the toolbar (block format, font, size): keyboard-reachable like the buttons. */
function ToolbarSelect({
  label,
  value,
  disabled,
  onChange,
  options,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
  options: { value: string; label: string; style?: CSSProperties }[];
}) {
  return (
    <select aria-label={label} title={label} data-toolbar-item="" disabled={disabled} value={value} onChange={(e) => onChange(e.target.value)} className={SELECT_CLASS}>
      {options.map((option) => (
        <option key={option.value} value={option.value} style={option.style}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function RichTextToolbar({
  editor,
  state,
  label,
  onCommand,
}: {
  editor: Editor | null;
  state: ToolbarState | null;
  label: string;
  /** Runs a toolbar command so that its change counts as one step of its own, not as typing. */
  onCommand: (command: () => void) => void;
}) {
  const off = !editor || !state?.editable;
  const run = (command: (editor: Editor) => void) => () => {
    if (editor) onCommand(() => command(editor));
  };
  // Size and font apply to the selected text (a span with an inline style); '' is 'Standard'.
  const setFontSize = (value: string) => {
    if (!editor) return;
    onCommand(() => (value === "" ? editor.chain().focus().unsetFontSize().run() : editor.chain().focus().setFontSize(value).run()));
  };
  const setFontFamily = (value: string) => {
    if (!editor) return;
    onCommand(() => (value === "" ? editor.chain().focus().unsetFontFamily().run() : editor.chain().focus().setFontFamily(value).run()));
  };
  const setBlock = (value: string) => {
    if (!editor) return;
    const level = Number(value) as HeadingLevel | 0;
    onCommand(() => (level === 0 ? editor.chain().focus().setParagraph().run() : editor.chain().focus().setHeading({ level }).run()));
  };

  return (
    <div role="toolbar" aria-label={t.toolbar(label)} onKeyDown={moveFocus} className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1">
      <ToolbarSelect
        label={t.blockType}
        disabled={off}
        value={String(state?.heading ?? 0)}
        onChange={setBlock}
        options={[{ value: "0", label: t.paragraph }, ...HEADING_LEVELS.map((level) => ({ value: String(level), label: t.heading(level) }))]}
      />
      <ToolbarSelect
        label={t.fontFamily}
        disabled={off}
        value={state?.fontFamily && (TEXT_FONTS as readonly string[]).includes(state.fontFamily) ? state.fontFamily : ""}
        onChange={setFontFamily}
        options={[{ value: "", label: t.standard }, ...TEXT_FONTS.map((font) => ({ value: font, label: font, style: { fontFamily: font } }))]}
      />
      <ToolbarSelect
        label={t.fontSize}
        disabled={off}
        value={state?.fontSize && isTextSize(state.fontSize) ? state.fontSize : ""}
        onChange={setFontSize}
        options={[{ value: "", label: t.standard }, ...TEXT_SIZES_PX.map((size) => ({ value: `${size}px`, label: t.px(size) }))]}
      />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <ToolbarButton label={t.bold} pressed={state?.bold ?? false} disabled={off} onClick={run((e) => e.chain().focus().toggleBold().run())}>
        <Bold aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t.italic} pressed={state?.italic ?? false} disabled={off} onClick={run((e) => e.chain().focus().toggleItalic().run())}>
        <Italic aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t.underline} pressed={state?.underline ?? false} disabled={off} onClick={run((e) => e.chain().focus().toggleUnderline().run())}>
        <Underline aria-hidden="true" />
      </ToolbarButton>
      <LinkPopover editor={editor} current={state?.link ?? null} disabled={off} onCommand={onCommand} />
      <ColourPopover editor={editor} current={state?.colour ?? null} disabled={off} onCommand={onCommand} />
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <ToolbarButton label={t.bulletList} pressed={state?.bulletList ?? false} disabled={off} onClick={run((e) => e.chain().focus().toggleBulletList().run())}>
        <List aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t.orderedList} pressed={state?.orderedList ?? false} disabled={off} onClick={run((e) => e.chain().focus().toggleOrderedList().run())}>
        <ListOrdered aria-hidden="true" />
      </ToolbarButton>
      <span aria-hidden="true" className="mx-1 h-5 w-px bg-border" />
      <ToolbarButton label={t.undo} disabled={off || !state?.canUndo} onClick={run((e) => e.chain().focus().undo().run())}>
        <Undo2 aria-hidden="true" />
      </ToolbarButton>
      <ToolbarButton label={t.redo} disabled={off || !state?.canRedo} onClick={run((e) => e.chain().focus().redo().run())}>
        <Redo2 aria-hidden="true" />
      </ToolbarButton>
    </div>
  );
}
