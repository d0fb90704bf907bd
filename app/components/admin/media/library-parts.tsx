import { FolderInput, ImagePlus, LayoutGrid, List, Loader2, Search, Tags, Upload, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { deMedia } from "~/i18n/media";
import { ListPager } from "~/components/admin/forms/list-pager";
import { ASSET_SORTS, ASSET_TYPES, type Asset } from "~/lib/assets";
import { cn } from "~/lib/utils";
import { acceptFor } from "./accept";
import { AssetGrid, AssetList } from "./asset-views";
import { folderLabel } from "./folder-tree";
import type { LibraryQuery } from "./media-library";
import type { FolderWithCount } from "./media-api";
import { UploadList } from "./upload-list";
import type { useUploads } from "./use-uploads";

const t = deMedia.library;
const ALL = "all";
export const SEARCH_DEBOUNCE_MS = 250;

/** Full-window hint while files from the desktop are dragged over the page. */
export function DropOverlay({ target }: { target: string }) {
  return (
    <div className="pointer-events-none fixed inset-0 z-[60] grid place-items-center bg-primary/10 p-6 backdrop-blur-[1px]" data-testid="drop-overlay">
      <div className="grid justify-items-center gap-2 rounded-2xl border-2 border-dashed border-primary bg-background/95 px-10 py-8 text-center shadow-xl">
        <Upload aria-hidden="true" className="size-10 text-primary" />
        <p className="text-lg font-semibold">{t.dropHere}</p>
        <p className="text-muted-foreground">{t.dropInto(target)}</p>
      </div>
    </div>
  );
}

/** The search box: typing updates the URL (and so the list) after a short pause. */
function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const [text, setText] = useState(value);
  const callback = useRef(onChange);
  useEffect(() => {
    callback.current = onChange;
  }, [onChange]);
  // Only a change of the typed text reaches the URL (a re-render must not navigate again).
  const committed = useRef(value.trim());
  useEffect(() => {
    const next = text.trim();
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      callback.current(next);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <div className="relative min-w-48 flex-1">
      <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
      <Input type="search" aria-label={t.search} placeholder={t.searchPlaceholder} value={text} onChange={(e) => setText(e.target.value)} className="pl-8" />
    </div>
  );
}

function ViewToggle({ view, onChange }: { view: LibraryQuery["view"]; onChange: (view: LibraryQuery["view"]) => void }) {
  const option = (value: LibraryQuery["view"], label: string, Icon: typeof List) => (
    <Button type="button" variant={view === value ? "secondary" : "ghost"} size="icon" className="size-8" aria-pressed={view === value} aria-label={label} title={label} onClick={() => onChange(value)}>
      <Icon aria-hidden="true" />
    </Button>
  );
  return (
    <div role="group" aria-label={t.view} className="flex rounded-md border p-0.5">
      {option("grid", t.grid, LayoutGrid)}
      {option("list", t.list, List)}
    </div>
  );
}

export interface AssetAreaProps {
  query: LibraryQuery;
  setParam: (name: string, value: string | undefined) => void;
  /** The files of this page. */
  assets: Asset[];
  /** How many files match in all pages; the page shown and how many there are. */
  total: number;
  page: number;
  pageCount: number;
  folders: FolderWithCount[];
  currentFolder: FolderWithCount | null;
  loading: boolean;
  selection: ReadonlySet<string>;
  setSelection: (selection: ReadonlySet<string>) => void;
  uploads: ReturnType<typeof useUploads>;
  onFiles: (files: File[]) => void;
  onOpen: (asset: Asset) => void;
  onCopy: (asset: Asset) => void;
  onMove: (asset: Asset) => void;
  onDelete: (asset: Asset) => void;
  onMoveSelection: () => void;
  onBulkAlt: () => void;
  bulkAltDisabled: boolean;
  onSetDownload: (folder: FolderWithCount, value: boolean) => void;
  /** False for a role that may only look and upload (an Autor): no moving, deleting, alt texts in bulk or download switch. */
  canEdit?: boolean;
}

export function AssetArea(props: AssetAreaProps) {
  const { query, setParam, assets, currentFolder, selection, setSelection } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const selectedCount = assets.filter((a) => selection.has(a.id)).length;
  const allSelected = assets.length > 0 && selectedCount === assets.length;
  const filtered = Boolean(query.q?.trim() || query.type);
  const heading = currentFolder ? folderLabel(currentFolder) : query.folder === "root" ? deMedia.folders.root : deMedia.folders.all;
  const viewProps = {
    assets,
    selection,
    onToggle: (asset: Asset, checked: boolean) => {
      const next = new Set(selection);
      if (checked) next.add(asset.id);
      else next.delete(asset.id);
      setSelection(next);
    },
    onOpen: props.onOpen,
    onCopy: props.onCopy,
    onMove: props.canEdit === false ? undefined : props.onMove,
    onDelete: props.canEdit === false ? undefined : props.onDelete,
    dnd: props.canEdit !== false,
  };

  return (
    <section aria-labelledby="media-area-title" className="grid min-w-0 content-start gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h2 id="media-area-title" className="mr-auto flex items-center gap-2 text-lg font-semibold">
          {heading}
          <span className="text-sm font-normal text-muted-foreground tabular-nums">{t.count(props.total)}</span>
          {props.loading && <Loader2 aria-label={t.loading} className="size-4 text-muted-foreground motion-safe:animate-spin" />}
        </h2>
        {currentFolder && props.canEdit !== false && (
          <div className="flex items-center gap-2">
            <Switch id="media-download-folder" checked={currentFolder.is_download_folder} onCheckedChange={(v) => props.onSetDownload(currentFolder, v)} aria-describedby="media-download-folder-hint" />
            <Label htmlFor="media-download-folder">{deMedia.folders.downloadFolder}</Label>
            <span id="media-download-folder-hint" className="sr-only">
              {deMedia.folders.downloadHint}
            </span>
          </div>
        )}
        <Button type="button" onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" />
          {t.upload}
        </Button>
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={acceptFor()}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="media-file-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            if (files.length > 0) props.onFiles(files);
          }}
        />
      </div>

      <div className="flex flex-wrap items-center gap-2 rounded-xl border bg-card p-2 shadow-xs">
        <SearchBox value={query.q ?? ""} onChange={(q) => setParam("q", q || undefined)} />
        <Select value={query.type ?? ALL} onValueChange={(v) => setParam("type", v === ALL ? undefined : v)}>
          <SelectTrigger aria-label={t.typeFilter} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{deMedia.typeFilter.all}</SelectItem>
            {ASSET_TYPES.map((type) => (
              <SelectItem key={type} value={type}>
                {deMedia.typeFilter[type]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select value={query.sort ?? ASSET_SORTS[0]} onValueChange={(v) => setParam("sort", v === ASSET_SORTS[0] ? undefined : v)}>
          <SelectTrigger aria-label={t.sort} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ASSET_SORTS.map((sort) => (
              <SelectItem key={sort} value={sort}>
                {t.sorts[sort]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {props.canEdit !== false && (
          <Button type="button" variant="outline" onClick={props.onBulkAlt} disabled={props.bulkAltDisabled}>
            <Tags aria-hidden="true" />
            {t.bulkAlt}
          </Button>
        )}
        <ViewToggle view={query.view} onChange={(view) => setParam("view", view === "list" ? "list" : undefined)} />
      </div>

      {assets.length > 0 && (
        <div className={cn("flex min-h-9 flex-wrap items-center gap-2 px-1", selectedCount > 0 && "rounded-lg bg-primary/5 py-1")}>
          <label className="flex items-center gap-2 text-sm">
            <Checkbox checked={allSelected ? true : selectedCount > 0 ? "indeterminate" : false} onCheckedChange={(v) => setSelection(v === true ? new Set(assets.map((a) => a.id)) : new Set())} />
            {selectedCount > 0 ? t.selected(selectedCount) : t.selectAll}
          </label>
          {selectedCount > 0 && (
            <>
              {props.canEdit !== false && (
                <Button type="button" variant="outline" size="sm" onClick={props.onMoveSelection}>
                  <FolderInput aria-hidden="true" />
                  {t.moveTo}
                </Button>
              )}
              <Button type="button" variant="ghost" size="sm" onClick={() => setSelection(new Set())}>
                <X aria-hidden="true" />
                {t.clearSelection}
              </Button>
            </>
          )}
        </div>
      )}

      <UploadList items={props.uploads.items} onCancel={props.uploads.cancel} onClear={props.uploads.clearFinished} />

      {assets.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card p-10 text-center">
          {props.loading ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
              {t.loading}
            </p>
          ) : (
            <>
              <ImagePlus aria-hidden="true" className="size-10 text-muted-foreground" strokeWidth={1.5} />
              <p className="font-medium">{filtered ? t.emptySearch : query.folder ? t.emptyFolder : t.emptyAll}</p>
              <p className="max-w-md text-muted-foreground">{filtered ? t.emptySearchHint : t.emptyHint}</p>
              {!filtered && (
                <Button type="button" variant="outline" onClick={() => fileInput.current?.click()}>
                  <Upload aria-hidden="true" />
                  {t.upload}
                </Button>
              )}
            </>
          )}
        </div>
      ) : query.view === "list" ? (
        <AssetList {...viewProps} />
      ) : (
        <AssetGrid {...viewProps} />
      )}
      <ListPager page={props.page} pageCount={props.pageCount} testId="media-pager" />
    </section>
  );
}
