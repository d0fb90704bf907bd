import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useEffect, useMemo, useRef } from "react";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";
import { richTextExtensions } from "./extensions";
import { RichTextToolbar } from "./toolbar";
import { readToolbarState } from "./toolbar-state";

const t = deEditor.richText;

export interface RichTextEditorProps {
  /** The stored HTML. */
  value: string;
  /**
   * The editor's HTML after a change ("" when empty). `typing` is true for keystrokes and false for
   * a toolbar command, so the builder's history can coalesce typing into one step per pause.
   */
  onChange: (html: string, typing: boolean) => void;
  /** Accessible name of the text area (used for the toolbar's name too). */
  label: string;
  /** Id of a visible label; preferred over `label` for the text area's name when given. */
  "aria-labelledby"?: string;
  "aria-describedby"?: string;
  placeholder?: string;
  /** "large": the modal editor's tall writing area; "canvas": in place on the builder's canvas, in the block's own type. */
  size?: "inline" | "large" | "canvas";
  autoFocus?: boolean;
  /** false shows the content without letting it be changed (content the editor would lose). */
  editable?: boolean;
  className?: string;
}

/**
 * TipTap with the CMS toolbar. The value is HTML in and out. While the user writes, the field keeps
 * its own document: a value coming back from the builder (the same HTML, or an older one while
 * the builder catches up) must never reset the cursor. A value that changes from outside (undo in
 * the builder, a server version) is loaded when the text is not focused.
 */
export function RichTextEditor({
  value,
  onChange,
  label,
  "aria-labelledby": labelledBy,
  "aria-describedby": describedBy,
  placeholder = t.placeholder,
  size = "inline",
  autoFocus,
  editable = true,
  className,
}: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The HTML the editor holds as far as the outside knows: what was last loaded or emitted. */
  const known = useRef(value);
  /** Set by a toolbar command, so its change is a step of its own in the builder's history. */
  const discrete = useRef(false);
  const extensions = useMemo(() => richTextExtensions(), []);

  const editor = useEditor({
    extensions,
    content: value,
    editable,
    // Server rendering has no DOM; the editor appears after hydration (TipTap's SSR rule).
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    autofocus: autoFocus ? "end" : false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        ...(labelledBy ? { "aria-labelledby": labelledBy } : { "aria-label": label }),
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        class: cn(
          "prose-cms max-w-none outline-none [&_a]:cursor-text",
          // On the canvas the text keeps the block's own size and spacing (what you see is what is published).
          size !== "canvas" && "px-3 py-2 text-sm",
          size === "large" ? "min-h-[50vh]" : size === "inline" && "min-h-28 max-h-80 overflow-y-auto",
        ),
      },
    },
    onUpdate: ({ editor: ed }) => {
      const html = ed.isEmpty ? "" : ed.getHTML();
      const typing = !discrete.current;
      if (html === known.current) return;
      known.current = html;
      onChangeRef.current(html, typing);
    },
  });

  useEffect(() => {
    if (!editor || value === known.current || editor.isFocused) return;
    known.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(editable, false);
  }, [editor, editable]);

  // Transactions are dispatched synchronously, so onUpdate sees the flag only for this command's change.
  const runDiscrete = (command: () => void) => {
    discrete.current = true;
    try {
      command();
    } finally {
      discrete.current = false;
    }
  };

  const state = useEditorState({ editor, selector: ({ editor: ed }) => (ed ? readToolbarState(ed) : null) });
  const empty = useEditorState({ editor, selector: ({ editor: ed }) => ed?.isEmpty ?? value === "" });

  return (
    <div
      data-rich-text-editor=""
      data-editable={editable}
      className={cn(
        "overflow-hidden rounded-md border border-input bg-background shadow-xs focus-within:border-ring focus-within:ring-[3px] focus-within:ring-ring/50",
        !editable && "bg-muted/40",
        className,
      )}
    >
      <RichTextToolbar editor={editor} state={state} label={label} onCommand={runDiscrete} />
      <div className="relative">
        {empty && editable && (
          <p aria-hidden="true" className={cn("pointer-events-none absolute text-sm text-muted-foreground", size === "canvas" ? "top-0 left-0" : "top-2 left-3")}>
            {placeholder}
          </p>
        )}
        {editor ? (
          <EditorContent editor={editor} />
        ) : (
          // Before hydration: the same box, so the panel does not jump when the editor appears.
          <div aria-hidden="true" className={size === "large" ? "min-h-[50vh]" : size === "inline" ? "min-h-28" : "min-h-6"} />
        )}
      </div>
    </div>
  );
}
