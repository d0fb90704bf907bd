import type { Editor } from "@tiptap/core";
import { Link2 } from "lucide-react";
import { Popover } from "radix-ui";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deEditor } from "~/i18n/editor";
import { acceptLinkUrl, linkAttributes } from "./link-url";
import { ToolbarButton, ToolbarPopoverContent } from "./toolbar-button";

const t = deEditor.richText.link;

/**
 * Add, change or remove the link at the selection. Without selected text the address itself is
 * inserted as the link text; inside an existing link the whole link is edited.
 */
export function LinkPopover({
  editor,
  current,
  disabled,
  onCommand,
}: {
  editor: Editor | null;
  current: { href: string; newTab: boolean } | null;
  disabled?: boolean;
  onCommand: (command: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState("");
  const [newTab, setNewTab] = useState(false);
  const [error, setError] = useState(false);
  const id = useId();

  const begin = (next: boolean) => {
    if (next) {
      setUrl(current?.href ?? "");
      setNewTab(current?.newTab ?? false);
      setError(false);
    }
    setOpen(next);
  };

  const apply = () => {
    if (!editor) return;
    const href = acceptLinkUrl(url);
    if (href === null) {
      setError(true);
      return;
    }
    const attrs = linkAttributes(href, newTab);
    onCommand(() => {
      const chain = editor.chain().focus();
      if (editor.state.selection.empty && !editor.isActive("link")) {
        chain.insertContent({ type: "text", text: href.replace(/^(mailto|tel):/i, ""), marks: [{ type: "link", attrs }] }).run();
      } else {
        chain.extendMarkRange("link").setLink(attrs).run();
      }
    });
    setOpen(false);
  };

  const remove = () => {
    if (editor) onCommand(() => editor.chain().focus().extendMarkRange("link").unsetLink().run());
    setOpen(false);
  };

  return (
    <Popover.Root open={open} onOpenChange={begin}>
      <Popover.Trigger asChild>
        <ToolbarButton label={t.button} pressed={current !== null} disabled={disabled}>
          <Link2 aria-hidden="true" />
        </ToolbarButton>
      </Popover.Trigger>
      <ToolbarPopoverContent editor={editor} label={t.title} className="w-80">
        <form
          className="grid gap-2"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            e.stopPropagation();
            apply();
          }}
        >
          <label htmlFor={`${id}-url`} className="text-sm font-medium">
            {t.url}
          </label>
          <Input
            id={`${id}-url`}
            value={url}
            autoComplete="off"
            spellCheck={false}
            placeholder={t.placeholder}
            aria-invalid={error || undefined}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              setUrl(e.target.value);
              setError(false);
            }}
          />
          <p id={`${id}-hint`} className={error ? "text-xs font-medium text-destructive" : "text-xs text-muted-foreground"} role={error ? "alert" : undefined}>
            {error ? t.invalid : t.hint}
          </p>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary-strong"
              checked={newTab}
              onChange={(e) => setNewTab(e.target.checked)}
            />
            {t.newTab}
          </label>
          <div className="mt-1 flex flex-wrap justify-end gap-2">
            {current && (
              <Button type="button" variant="ghost" size="sm" className="mr-auto text-destructive" onClick={remove}>
                {t.remove}
              </Button>
            )}
            <Popover.Close asChild>
              <Button type="button" variant="outline" size="sm">
                {t.cancel}
              </Button>
            </Popover.Close>
            <Button type="submit" size="sm">
              {t.apply}
            </Button>
          </div>
        </form>
      </ToolbarPopoverContent>
    </Popover.Root>
  );
}
