import type { Editor } from "@tiptap/core";
import { textFontOf } from "~/lib/text-styles";
import { HEADING_LEVELS, type HeadingLevel } from "./extensions";

/** What the toolbar shows for the current selection (read through useEditorState on each transaction). */
export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  bulletList: boolean;
  orderedList: boolean;
  /** 0 for 'Absatz'. */
  heading: HeadingLevel | 0;
  link: { href: string; newTab: boolean } | null;
  colour: string | null;
  /** "24px", or null for the text's own size. */
  fontSize: string | null;
  /** A font name, or null for 'Standard'. */
  fontFamily: string | null;
  canUndo: boolean;
  canRedo: boolean;
  editable: boolean;
}

export function readToolbarState(editor: Editor): ToolbarState {
  const level = HEADING_LEVELS.find((l) => editor.isActive("heading", { level: l })) ?? 0;
  const link = editor.getAttributes("link") as { href?: unknown; target?: unknown };
  const style = editor.getAttributes("textStyle") as { color?: unknown; fontSize?: unknown; fontFamily?: unknown };
  const colour = style.color;
  return {
    bold: editor.isActive("bold"),
    italic: editor.isActive("italic"),
    underline: editor.isActive("underline"),
    bulletList: editor.isActive("bulletList"),
    orderedList: editor.isActive("orderedList"),
    heading: level,
    link: typeof link.href === "string" && link.href !== "" ? { href: link.href, newTab: link.target === "_blank" } : null,
    colour: typeof colour === "string" && colour !== "" ? colour : null,
    fontSize: typeof style.fontSize === "string" && style.fontSize !== "" ? style.fontSize : null,
    fontFamily: typeof style.fontFamily === "string" && style.fontFamily !== "" ? (textFontOf(style.fontFamily) ?? style.fontFamily) : null,
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
    editable: editor.isEditable,
  };
}
