import { useDraggable } from "@dnd-kit/core";
import { Search } from "lucide-react";
import { useId, useMemo, useState, type PointerEventHandler } from "react";
import { BlockIcon, getBlockEditor } from "~/blocks/admin-registry";
import { allBlockModules } from "~/blocks/registry";
import type { BlockModule } from "~/blocks/types";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { deEditor } from "~/i18n/editor";
import { libraryItemId, type NewBlockData } from "./drop-model";
import { withContent } from "./insert/with-content";
import { libraryGroups } from "./library";

const t = deEditor.builder.library;
const ti = deEditor.insert;

/**
 * The element library 'Elemente': every registered block type (the registry is the one list, so a
 * new block type shows up here by itself), grouped by category, with a search. Entries are dragged
 * onto the canvas with the pointer; a click or Enter inserts at the end (the keyboard way). A block
 * whose editor module has an InsertDialog (image, button, card, hero, table, downloads) asks first;
 * what it produces is inserted through the same `onInsert` (see withContent). A drag inserts the defaults:
 * the drop is the user's choice of place, a dialog in the middle of it would only be in the way.
 */
export function ElementLibrary({ onInsert }: { onInsert: (module: BlockModule) => boolean | void }) {
  const [query, setQuery] = useState("");
  const [asking, setAsking] = useState<BlockModule | null>(null);

  function choose(module: BlockModule) {
    if (getBlockEditor(module.type)?.InsertDialog) setAsking(module);
    else onInsert(module);
  }

  function insertWith(module: BlockModule, content: Record<string, unknown>) {
    setAsking(null);
    const strings = getBlockEditor(module.type)?.strings;
    try {
      // False: the builder refused it (e.g. the selected container is gone); nothing was inserted.
      if (onInsert(withContent(module, content)) === false) throw new Error("Einfügen abgelehnt");
      if (strings) toast.success(strings.inserted);
    } catch (error) {
      console.error(`Einfügen fehlgeschlagen: ${module.type}`, error);
      toast.error(ti.failedTitle, strings ? { description: strings.insertFailed } : undefined);
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
          <div key={group.category} data-library-category={group.category} className="mb-3 last:mb-0">
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
      {asking && <AskingDialog module={asking} onCancel={() => setAsking(null)} onInsert={(content) => insertWith(asking, content)} />}
    </section>
  );
}

/** The insert dialog of the block being inserted, from its editor module. */
function AskingDialog({ module, onCancel, onInsert }: { module: BlockModule; onCancel: () => void; onInsert: (content: Record<string, unknown>) => void }) {
  const Dialog = getBlockEditor(module.type)?.InsertDialog;
  return Dialog ? <Dialog onCancel={onCancel} onInsert={onInsert} /> : null;
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
      <BlockIcon type={module.type} className="size-5 text-muted-foreground" />
      {/* Long German labels ('Kontaktinformationen') wrap inside the tile, hyphenated where the browser can. */}
      <span lang="de" className="max-w-full hyphens-auto [overflow-wrap:anywhere]">
        {module.label}
      </span>
    </button>
  );
}
