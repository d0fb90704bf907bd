import { Download, FileText, Film, Image as ImageIcon, Music, Presentation, Search } from "lucide-react";
import { useId, useState } from "react";
import type { DownloadFile } from "./downloads-data";
import { island } from "../island";
import { deDownloads as t } from "./strings";

/** Spec §9 filter types (all, document, presentation, image, video). */
export const TYPE_FILTERS = [
  { value: "", label: t.types.all },
  { value: "document", label: t.types.document },
  { value: "image", label: t.types.image },
  { value: "video", label: t.types.video },
  { value: "presentation", label: t.types.presentation },
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
  /** Level of the folder headings: 3 below the block's title, else 2 (no skipped levels). */
  headingLevel: 2 | 3;
}

/** Search in name and description (case-insensitive) and by file type ("" = all types). */
export function filterDownloads<T extends Pick<DownloadItem, "name" | "description" | "assetType">>(items: T[], query: string, type: string): T[] {
  const q = query.trim().toLocaleLowerCase("de-DE");
  return items.filter(
    (item) => (!type || item.assetType === type) && (!q || `${item.name} ${item.description}`.toLocaleLowerCase("de-DE").includes(q)),
  );
}

/** The text of the live region: "1 Download", "3 Downloads". */
export function resultCountLabel(count: number): string {
  return t.count(count);
}

const ICONS = { document: FileText, image: ImageIcon, video: Film, audio: Music, presentation: Presentation } as const;

function DownloadCard({ item, showDescription, layout }: { item: DownloadItem; showDescription: boolean; layout: "grid" | "list" }) {
  const Icon = ICONS[item.assetType] ?? FileText;
  const grid = layout === "grid";
  return (
    <li
      className={`flex gap-4 rounded-lg border border-border bg-card p-4 ${grid ? "flex-col" : "flex-col sm:flex-row sm:items-center"}`}
    >
      <div className="flex min-w-0 flex-1 items-start gap-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary-strong">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          {/* File names are not words: wrap them anywhere rather than hyphenate. */}
          <p className="font-medium break-words hyphens-manual">{item.name}</p>
          {showDescription && item.description && <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>}
          {item.size && <p className="mt-1 text-xs text-muted-foreground">{item.size}</p>}
        </div>
      </div>
      {item.url && (
        <a
          href={item.url}
          // Stored files have random names (spec §7); the attribute saves them under their own name.
          download={item.name}
          className={`inline-flex shrink-0 items-center gap-1.5 self-start rounded-md px-2 py-1.5 text-sm font-medium text-primary-strong hover:bg-primary/10 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${grid ? "mt-auto ml-12" : "ml-12 sm:ml-0 sm:self-center"}`}
        >
          <Download aria-hidden="true" className="size-4" />
          <span>
            {t.download}
            <span className="sr-only">: {item.name}</span>
          </span>
        </a>
      )}
    </li>
  );
}

export interface DownloadsListViewProps extends DownloadsListProps {
  query: string;
  type: string;
  onQueryChange?: (query: string) => void;
  onTypeChange?: (type: string) => void;
  /** Prefix for the control ids (useId of the island). */
  idPrefix: string;
}

/** The list for a given search term and type; pure, so the server render and tests can use it. */
export function DownloadsListView({
  groups,
  showDescription,
  enableSearch,
  enableFiltering,
  layout,
  gridClass,
  headingLevel,
  query,
  type,
  onQueryChange,
  onTypeChange,
  idPrefix,
}: DownloadsListViewProps) {
  const total = groups.reduce((n, g) => n + g.items.length, 0);
  const filtered = groups.map((g) => ({ ...g, items: filterDownloads(g.items, query, type) })).filter((g) => g.items.length > 0);
  const count = filtered.reduce((n, g) => n + g.items.length, 0);
  const listClass = layout === "grid" ? `grid list-none gap-4 p-0 ${gridClass}` : "grid list-none grid-cols-1 gap-3 p-0";
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <div>
      {(enableSearch || enableFiltering) && total > 0 && (
        <div className="mb-5 flex flex-col gap-3 sm:flex-row">
          {enableSearch && (
            <div className="relative flex-1">
              <label htmlFor={`${idPrefix}-suche`} className="sr-only">
                {t.searchLabel}
              </label>
              <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
              <input
                id={`${idPrefix}-suche`}
                type="search"
                value={query}
                onChange={(e) => onQueryChange?.(e.target.value)}
                placeholder={t.searchPlaceholder}
                className="h-10 w-full rounded-md border border-input bg-background pr-3 pl-9 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
              />
            </div>
          )}
          {enableFiltering && (
            <div>
              <label htmlFor={`${idPrefix}-typ`} className="sr-only">
                {t.typeLabel}
              </label>
              <select
                id={`${idPrefix}-typ`}
                value={type}
                onChange={(e) => onTypeChange?.(e.target.value)}
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
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {resultCountLabel(count)}
      </p>
      {total === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">{t.noneAvailable}</p>
      ) : count === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-6 text-center">
          <p className="font-medium">{t.noneFound}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t.noneFoundHint}</p>
        </div>
      ) : (
        filtered.map((group, index) => (
          // Two folders may share a name (in different parents), so the position is part of the key.
          <section key={`${index}-${group.title}`} className="mb-6 last:mb-0" aria-label={group.title || undefined}>
            {group.title && <Heading className="mb-3 text-lg font-semibold">{group.title}</Heading>}
            <ul role="list" className={listClass}>
              {group.items.map((item) => (
                <DownloadCard key={item.id} item={item} showDescription={showDescription} layout={layout} />
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}

function DownloadsListIsland(props: DownloadsListProps) {
  const [query, setQuery] = useState("");
  const [type, setType] = useState("");
  const id = useId();
  return <DownloadsListView {...props} query={query} type={type} onQueryChange={setQuery} onTypeChange={setType} idPrefix={id} />;
}

/** Hydrated as an island for search and filter; without JavaScript the full list is there. */
export const DownloadsList = island("downloads/downloads-list", DownloadsListIsland);
