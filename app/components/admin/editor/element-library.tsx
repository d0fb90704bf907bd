import { useDraggable } from "@dnd-kit/core";
import { Search } from "lucide-react";
import { useId, useMemo, useState, type PointerEventHandler } from "react";
import { allBlockModules } from "~/blocks/registry";
import type { BlockModule } from "~/blocks/types";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { deEditor } from "~/i18n/editor";
import { BlockIcon } from "./block-icon";
import { DownloadsConfigDialog } from "./downloads-config/downloads-config-dialog";
import { libraryItemId, type NewBlockData } from "./drop-model";
import { isInsertDialogType } from "./insert/content";
import { InsertDialog } from "./insert/insert-dialog";
import { withContent } from "./insert/with-content";
import { libraryGroups } from "./library";

const t = deEditor.builder.library;
const ti = deEditor.insert;

/** Types whose click/Enter insert asks first (spec §2 insert dialogs, downloads configuration). */
function hasDialog(type: string): boolean {
  return isInsertDialogType(type) || type === "downloads";
}

/**
 * The element library 'Elemente': every registered block type (the registry is the one list, so a
 * new block type shows up here by itself), grouped by category, with a search. Entries are dragged
 * onto the canvas with the pointer; a click or Enter inserts at the end (the keyboard way). For
 * image, button, card, hero, table and downloads a click opens their insert dialog first; what it
 * produces is inserted through the same `onInsert` (see withContent). A drag inserts the defaults:
 * the drop is the user's choice of place, a dialog in the middle of it would only be in the way.
 */
export function ElementLibrary({ onInsert }: { onInsert: (module: BlockModule) => boolean | void }) {
  const [query, setQuery] = useState("");
  const [asking, setAsking] = useState<BlockModule | null>(null);

  function choose(module: BlockModule) {
    if (hasDialog(module.type)) setAsking(module);
    else onInsert(module);
  }

  function insertWith(module: BlockModule, content: Record<string, unknown>) {
    setAsking(null);
    const type = module.type as keyof typeof ti.success;
    try {
      // False: the builder refused it (e.g. the selected container is gone); nothing was inserted.
      if (onInsert(withContent(module, content)) === false) throw new Error("Einfügen abgelehnt");
      toast.success(ti.success[type]);
    } catch (error) {
      console.error(`Einfügen fehlgeschlagen: ${module.type}`, error);
      toast.error(ti.failedTitle, { description: ti.failed[type] });
    }
  }

  const modules = useMemo(() => allBlockModules(), []);
  const groups = useMemo(() => libraryGroups(modules, query), [modules, query]);
  const titleId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-h-0 flex-col gap-3 rounded-lg border bg-card p-3">
      <div>
        <h2 id={titleId} className="font-semibold">
          {t.title}
        </h2>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t.hint}
        </p>
      </div>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" aria-label={t.search} placeholder={t.search} value={query} onChange={(e) => setQuery(e.target.value)} className="pl-8" />
      </div>
      {/* Never sideways: a drag's auto-scroll once left it scrolled, with the first letters cut off. */}
      <div data-testid="library-list" className="-mr-1 min-h-0 flex-1 overflow-x-hidden overflow-y-auto pr-1">
        {groups.length === 0 && <p className="text-sm text-muted-foreground">{t.noMatch(query.trim())}</p>}
        {groups.map((group) => (
          <div key={group.category} className="mb-3 last:mb-0">
            <h3 className="mb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.categories[group.category]}</h3>
            <ul className="grid grid-cols-2 gap-1.5" aria-label={t.categories[group.category]}>
              {group.modules.map((module) => (
                <li key={module.type} className="min-w-0">
                  <LibraryItem module={module} onInsert={choose} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {asking && isInsertDialogType(asking.type) && (
        <InsertDialog type={asking.type} onCancel={() => setAsking(null)} onInsert={(content) => insertWith(asking, content)} />
      )}
      <DownloadsConfigDialog
        open={asking?.type === "downloads"}
        onOpenChange={(open) => !open && setAsking(null)}
        content={{}}
        submitLabel={ti.downloads.insert}
        onSave={(content) => asking && insertWith(asking, content)}
      />
    </section>
  );
}

function LibraryItem({ module, onInsert }: { module: BlockModule; onInsert: (module: BlockModule) => boolean | void }) {
  const data: NewBlockData = { kind: "new", type: module.type, label: module.label };
  const { setNodeRef, listeners, isDragging } = useDraggable({ id: libraryItemId(module.type), data });
  return (
    <button
      type="button"
      ref={setNodeRef}
      // Only the pointer drags from here; Enter and Space click (insert), so keyboard users are not
      // dropped into a drag they did not ask for.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLButtonElement> | undefined}
      onClick={() => onInsert(module)}
      title={t.addHint}
      aria-label={t.add(module.label)}
      data-library-item={module.type}
      className="flex h-full w-full min-w-0 cursor-grab touch-none flex-col items-center gap-1 rounded-md border bg-background px-1.5 py-2 text-center text-xs leading-tight hover:border-primary hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[dragging=true]:opacity-50"
      data-dragging={isDragging}
    >
      <BlockIcon name={module.icon} className="size-5 text-muted-foreground" />
      {/* Long German labels ('Kontaktinformationen') wrap inside the tile, hyphenated where the browser can. */}
      <span lang="de" className="max-w-full hyphens-auto [overflow-wrap:anywhere]">
        {module.label}
      </span>
    </button>
  );
}
