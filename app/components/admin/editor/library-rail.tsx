import { Blocks, Columns3, Image, Plus, TextCursorInput, Type, type LucideIcon } from "lucide-react";
import { BLOCK_CATEGORIES, type BlockCategory } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { cn } from "~/lib/utils";

const t = deEditor.builder.library;

const CATEGORY_ICONS: Record<BlockCategory, LucideIcon> = { Basic: Type, Layout: Columns3, Components: Blocks, Media: Image, Forms: TextCursorInput };

/** The flyout's id, for the rail buttons' aria-controls. */
export const LIBRARY_FLYOUT_ID = "element-library-flyout";

/**
 * The element library folded to a rail of icons (issue 38: the canvas needs the width at 1280 px):
 * 'Elemente' and one button per category open the library as a flyout over the canvas's edge,
 * scrolled to that category, with the focus in its search. The flyout closes again after an insert,
 * with Escape, its close button or the same button here.
 */
export function LibraryRail({ open, onOpen, onClose }: { open: boolean; onOpen: () => void; onClose: () => void }) {
  const show = (category?: BlockCategory) => {
    onOpen();
    // After the flyout has rendered: the category at the top of its list, the search focused.
    requestAnimationFrame(() => {
      const flyout = document.getElementById(LIBRARY_FLYOUT_ID);
      if (!flyout) return;
      const list = flyout.querySelector<HTMLElement>("[data-testid=library-list]");
      const group = category ? flyout.querySelector<HTMLElement>(`[data-library-category="${category}"]`) : null;
      if (list) list.scrollTop = group ? group.offsetTop - list.offsetTop : 0;
      flyout.querySelector<HTMLInputElement>("input[type=search]")?.focus();
    });
  };
  const button = "grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";
  return (
    <div role="group" aria-label={t.rail} data-testid="library-rail" className="flex flex-col items-center gap-1 rounded-lg border bg-card p-1">
      <button
        type="button"
        aria-label={t.title}
        title={t.railOpen}
        aria-expanded={open}
        // Only while the flyout exists: a reference to a missing element is an axe finding.
        aria-controls={open ? LIBRARY_FLYOUT_ID : undefined}
        data-panel-toggle="library-rail"
        onClick={() => (open ? onClose() : show())}
        className={cn(button, "text-primary-strong", open && "bg-accent text-foreground")}
      >
        <Plus aria-hidden="true" className="size-5" />
      </button>
      <div aria-hidden="true" className="my-0.5 h-px w-6 bg-border" />
      {BLOCK_CATEGORIES.map((category) => {
        const Icon = CATEGORY_ICONS[category];
        const label = t.categories[category];
        return (
          <button key={category} type="button" aria-label={label} title={label} onClick={() => show(category)} className={button}>
            <Icon aria-hidden="true" className="size-4" />
          </button>
        );
      })}
    </div>
  );
}
