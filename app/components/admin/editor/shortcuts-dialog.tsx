import { memo } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { deBuilderShortcuts } from "~/i18n/builder-shortcuts";

const t = deBuilderShortcuts;

type Item = keyof typeof t.items;

/** The overlay's groups in order: what a person does with blocks first, then history, then text. */
const GROUPS: ReadonlyArray<{ title: string; items: readonly Item[] }> = [
  { title: t.groups.blocks, items: ["remove", "copy", "paste", "duplicate", "parent", "help"] },
  { title: t.groups.history, items: ["undo", "redo", "save"] },
  { title: t.groups.text, items: ["finish", "cancel"] },
];

/** Every keyboard shortcut of the page builder ('?' or the toolbar's button opens it). Memoised: the builder re-renders on every keystroke. */
export const ShortcutsDialog = memo(function ShortcutsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-testid="shortcuts-dialog" className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        {GROUPS.map((group) => (
          <section key={group.title} className="grid gap-1.5">
            <h3 className="text-sm font-semibold">{group.title}</h3>
            <dl className="grid gap-1 text-sm">
              {group.items.map((name) => {
                const item = t.items[name];
                return (
                  <div key={name} data-shortcut={name} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-3 rounded-md px-2 py-1 odd:bg-muted/50">
                    <dt>{item.label}</dt>
                    <dd className="flex flex-wrap items-center justify-end gap-1 text-muted-foreground">
                      {item.keys.map((keys, i) => (
                        <span key={keys} className="flex items-center gap-1">
                          {i > 0 && <span className="text-xs">{t.or}</span>}
                          <kbd className="rounded border bg-background px-1.5 py-0.5 font-mono text-xs text-foreground shadow-xs">{keys}</kbd>
                        </span>
                      ))}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </section>
        ))}
      </DialogContent>
    </Dialog>
  );
});
