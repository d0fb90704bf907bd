import { Download, FileText, Film, Image as ImageIcon, Presentation, Search } from "lucide-react";
import { useId, useState } from "react";
import type { DownloadFile } from "../data";
import { island } from "../island";

export const TYPE_FILTERS = [
  { value: "", label: "Alle Dateitypen" },
  { value: "document", label: "Dokumente" },
  { value: "image", label: "Bilder" },
  { value: "video", label: "Videos" },
  { value: "presentation", label: "Präsentationen" },
] as const;

/** What the list needs of a file (plain JSON: island props). */
export type DownloadItem = Pick<DownloadFile, "id" | "name" | "description" | "url" | "assetType" | "folderId"> & {
  /** Formatted on the server ("1,2 MB"), "" when hidden. */
  size: string;
};

export interface DownloadGroup {
  /** Folder name; "" when not grouped. */
  title: string;
  items: DownloadItem[];
}

export interface DownloadsListProps {
  groups: DownloadGroup[];
  showDescription: boolean;
  enableSearch: boolean;
  enableFiltering: boolean;
  layout: "grid" | "list";
  /** Responsive column classes, literal so Tailwind sees them. */
  gridClass: string;
}

/** Search in name and description (case- and umlaut-insensitive enough: lower case), and file type. */
export function filterDownloads<T extends Pick<DownloadItem, "name" | "description" | "assetType">>(items: T[], query: string, type: string): T[] {
  const q = query.trim().toLocaleLowerCase("de-DE");
  return items.filter(
    (item) => (!type || item.assetType === type) && (!q || `${item.name} ${item.description}`.toLocaleLowerCase("de-DE").includes(q)),
  );
}

const ICONS = { document: FileText, image: ImageIcon, video: Film, presentation: Presentation } as const;

function DownloadCard({ item, showDescription }: { item: DownloadItem; showDescription: boolean }) {
  const Icon = ICONS[item.assetType] ?? FileText;
  return (
    <li className="flex items-start gap-4 rounded-lg border border-border bg-card p-4">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary-strong">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words">{item.name}</p>
        {showDescription && item.description && <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>}
        {item.size && <p className="mt-1 text-xs text-muted-foreground">{item.size}</p>}
      </div>
      {item.url && (
        <a
          href={item.url}
          download=""
          className="inline-flex shrink-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-primary-strong hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <Download aria-hidden="true" className="size-4" />
          <span>
            Herunterladen<span className="sr-only">: {item.name}</span>
          </span>
        </a>
      )}
    </li>
  );
}

function DownloadsListIsland({ groups, showDescription, enableSearch, enableFiltering, layout, gridClass }: DownloadsListProps) {
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const id = useId();
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const filtered = groups.map((g) => ({ ...g, items: filterDownloads(g.items, query, type) })).filter((g) => g.items.length > 0);
  const count = filtered.reduce((n, g) => n + g.items.length, 0);
  const listClass = layout === "grid" ? `grid list-none gap-4 p-0 ${gridClass}` : "grid list-none gap-3 p-0";

  return (
    <div>
      {(enableSearch || enableFiltering) && total > 0 && (
        <div className="mb-5 flex flex-col gap-3 sm:flex-row">
          {enableSearch && (
            <div className="relative flex-1">
              <label htmlFor={`${id}-suche`} className="sr-only">
                Downloads durchsuchen
              </label>
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <input
                id={`${id}-suche`}
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Downloads durchsuchen..."
                className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              />
            </div>
          )}
          {enableFiltering && (
            <div>
              <label htmlFor={`${id}-typ`} className="sr-only">
                Dateityp
              </label>
              <select
                id={`${id}-typ`}
                value={type}
                onChange={(e) => setType(e.target.value)}
                className="h-10 w-full rounded-md border border-input bg-background px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-auto"
              >
                {TYPE_FILTERS.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            </div>
          )}
        </div>
      )}
      <p className="sr-only" aria-live="polite">
        {count === 1 ? "1 Download" : `${count} Downloads`}
      </p>
      {total === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">Es sind noch keine Downloads verfügbar</p>
      ) : count === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-6 text-center">
          <p className="font-medium">Keine Downloads gefunden</p>
          <p className="mt-1 text-sm text-muted-foreground">Versuchen Sie andere Suchbegriffe oder Filter</p>
        </div>
      ) : (
        filtered.map((group) => (
          <section key={group.title || "alle"} className="mb-6 last:mb-0" aria-label={group.title || undefined}>
            {group.title && <h3 className="mb-3 text-lg font-semibold">{group.title}</h3>}
            <ul role="list" className={listClass}>
              {group.items.map((item) => (
                <DownloadCard key={item.id} item={item} showDescription={showDescription} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

/** Hydrated as an island for search and filter; without JavaScript the full list is there. */
export const DownloadsList = island("downloads/downloads-list", DownloadsListIsland);
