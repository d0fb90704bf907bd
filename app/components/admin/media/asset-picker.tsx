import { Check, ChevronDown, Loader2, Search, Upload } from "lucide-react";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { deMedia } from "~/i18n/media";
import type { Asset, AssetType } from "~/lib/assets";
import { ADMIN_PAGE_SIZE } from "~/lib/list-paging";
import { cn } from "~/lib/utils";
import { acceptFor } from "./accept";
import { AssetPreview } from "./asset-preview";
import { assetMeta } from "./asset-views";
import { FolderSelect } from "./folder-select";
import { FolderTreeView } from "./folder-tree-view";
import { SEARCH_DEBOUNCE_MS } from "./library-parts";
import { mediaApi, type AssetQuery, type FolderWithCount } from "./media-api";
import { UploadList } from "./upload-list";
import { useUploads } from "./use-uploads";

const t = deMedia.picker;

export interface AssetPickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Only these types can be chosen (and are offered for upload); default: all. */
  types?: readonly AssetType[];
  onSelect: (asset: Asset) => void;
  /** Dialog title; default 'Asset-Bibliothek'. */
  title?: string;
}

/**
 * The asset picker (spec §2/§4): 'Durchsuchen' (folders, search, grid; click selects, double-click
 * or 'Bestätigen' hands the file over and closes) and 'Hochladen' (the new file becomes the
 * selection). Everything inside is mounted per opening, so the selection starts empty each time.
 */
export function AssetPicker({ open, onOpenChange, types, onSelect, title }: AssetPickerProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="flex h-[min(46rem,calc(100dvh-2rem))] flex-col gap-3 sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{title ?? t.title}</DialogTitle>
          <DialogDescription>{types && types.length > 0 ? t.allowed(types.map((type) => deMedia.typeFilter[type]).join(", ")) : t.hint}</DialogDescription>
        </DialogHeader>
        {open && (
          <PickerBody
            types={types}
            onCancel={() => onOpenChange(false)}
            onConfirm={(asset) => {
              onSelect(asset);
              onOpenChange(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function PickerBody({ types, onCancel, onConfirm }: { types?: readonly AssetType[]; onCancel: () => void; onConfirm: (asset: Asset) => void }) {
  const [tab, setTab] = useState<"browse" | "upload">("browse");
  const [folder, setFolder] = useState<string | undefined>(undefined);
  const [search, setSearch] = useState("");
  const [q, setQ] = useState("");
  const [assets, setAssets] = useState<Asset[] | null>(null);
  /** How many files match in all; the picker shows them ADMIN_PAGE_SIZE at a time ('Mehr laden'). */
  const [total, setTotal] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const [folders, setFolders] = useState<FolderWithCount[]>([]);
  const [selected, setSelected] = useState<Asset | null>(null);
  const [uploadFolder, setUploadFolder] = useState<string | null>(null);
  const sequence = useRef(0);
  const allowed = useCallback((asset: Asset) => !types || types.length === 0 || types.includes(asset.asset_type), [types]);
  // The server filters by type, so every page is full (the list is read a page at a time).
  const typeKey = types && types.length > 0 ? types.join(",") : "";
  const query = useMemo<AssetQuery>(() => ({ folder, q, type: typeKey ? (typeKey.split(",") as AssetType[]) : undefined }), [folder, q, typeKey]);

  const load = useCallback(async () => {
    const id = ++sequence.current;
    const [list, tree] = await Promise.all([mediaApi.listAssets(query, { limit: ADMIN_PAGE_SIZE, offset: 0 }), mediaApi.listFolders()]);
    if (id !== sequence.current) return;
    if (!list.ok) {
      toast.error(deMedia.toasts.loadFailed, { description: list.error });
      setAssets([]);
      setTotal(0);
    } else {
      setAssets(list.data.assets);
      setTotal(list.data.total);
    }
    if (tree.ok) setFolders(tree.data.folders);
  }, [query]);

  /** The next files of the same query after the ones shown. */
  async function loadMore() {
    const id = sequence.current;
    const offset = assets?.length ?? 0;
    setLoadingMore(true);
    const list = await mediaApi.listAssets(query, { limit: ADMIN_PAGE_SIZE, offset });
    setLoadingMore(false);
    if (id !== sequence.current) return;
    if (!list.ok) {
      toast.error(deMedia.toasts.loadFailed, { description: list.error });
      return;
    }
    // A file uploaded meanwhile shifts the order by one: never show a file twice.
    setAssets((shown) => {
      const known = new Set((shown ?? []).map((a) => a.id));
      return [...(shown ?? []), ...list.data.assets.filter((a) => !known.has(a.id))];
    });
    setTotal(list.data.total);
  }

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const uploads = useUploads(
    useCallback(
      (added: Asset[]) => {
        const usable = added.filter(allowed);
        if (usable.length === 0) return;
        // The new file becomes the selection, shown in the folder it went to.
        setSelected(usable[usable.length - 1]);
        setFolder(uploadFolder ?? "root");
        setSearch("");
        setQ("");
        setTab("browse");
        void load();
      },
      [allowed, uploadFolder, load],
    ),
  );

  const shown = useMemo(() => assets ?? [], [assets]);

  return (
    <>
      <Tabs value={tab} onValueChange={(v) => setTab(v as "browse" | "upload")} className="min-h-0 flex-1">
        <TabsList>
          <TabsTrigger value="browse">{t.browse}</TabsTrigger>
          <TabsTrigger value="upload">{t.upload}</TabsTrigger>
        </TabsList>
        <TabsContent value="browse" className="grid min-h-0 gap-3 md:grid-cols-[14rem_minmax(0,1fr)]">
          <div className="min-h-0 overflow-y-auto rounded-lg border p-2 max-md:max-h-40">
            <FolderTreeView folders={folders} selected={folder} onSelect={setFolder} counts={false} />
          </div>
          <div className="flex min-h-0 flex-col gap-2">
            <div className="relative">
              <Search aria-hidden="true" className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
              <Input type="search" aria-label={deMedia.library.search} placeholder={deMedia.library.searchPlaceholder} value={search} onChange={(e) => setSearch(e.target.value)} className="pl-8" />
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto rounded-lg border bg-muted/20 p-2">
              {assets === null ? (
                <p className="flex items-center gap-2 p-4 text-muted-foreground">
                  <Loader2 aria-hidden="true" className="size-4 motion-safe:animate-spin" />
                  {deMedia.library.loading}
                </p>
              ) : shown.length === 0 ? (
                <p className="p-6 text-center text-muted-foreground">{t.empty}</p>
              ) : (
                <ul className="grid grid-cols-[repeat(auto-fill,minmax(9rem,1fr))] gap-2" aria-label={t.browse}>
                  {shown.map((asset) => {
                    const active = selected?.id === asset.id;
                    return (
                      <li key={asset.id}>
                        <button
                          type="button"
                          aria-pressed={active}
                          data-asset-id={asset.id}
                          className={cn(
                            "relative block w-full overflow-hidden rounded-lg border bg-card text-left outline-none hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50",
                            active && "border-primary ring-2 ring-primary",
                          )}
                          onClick={() => setSelected(asset)}
                          onDoubleClick={() => onConfirm(asset)}
                        >
                          <AssetPreview asset={asset} className="aspect-[4/3] border-b" />
                          <span className="block truncate px-2 pt-1.5 text-xs font-medium" title={asset.name}>
                            {asset.name}
                          </span>
                          <span className="block truncate px-2 pb-1.5 text-[11px] text-muted-foreground">{assetMeta(asset)}</span>
                          {active && (
                            <span className="absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full bg-primary-strong text-primary-foreground shadow">
                              <Check aria-hidden="true" className="size-4" />
                            </span>
                          )}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              )}
              {assets !== null && shown.length < total && (
                <div className="flex items-center justify-center gap-3 pt-3" data-testid="picker-more">
                  <span className="text-xs text-muted-foreground tabular-nums">{t.shown(shown.length, total)}</span>
                  <BusyButton size="sm" variant="outline" busy={loadingMore} disabled={loadingMore} onClick={() => void loadMore()} icon={ChevronDown} label={t.more} busyLabel={deMedia.library.loading} />
                </div>
              )}
            </div>
          </div>
        </TabsContent>
        <TabsContent value="upload" className="grid content-start gap-3">
          <UploadPane types={types} folders={folders} folder={uploadFolder} setFolder={setUploadFolder} uploads={uploads} />
        </TabsContent>
      </Tabs>
      <DialogFooter className="items-center border-t pt-3">
        <p className="mr-auto truncate text-sm text-muted-foreground" aria-live="polite">
          {selected ? t.selected(selected.name) : t.nothingSelected}
        </p>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t.cancel}
        </Button>
        <Button type="button" disabled={!selected} onClick={() => selected && onConfirm(selected)}>
          {t.confirm}
        </Button>
      </DialogFooter>
    </>
  );
}

function UploadPane({ types, folders, folder, setFolder, uploads }: { types?: readonly AssetType[]; folders: FolderWithCount[]; folder: string | null; setFolder: (folder: string | null) => void; uploads: ReturnType<typeof useUploads> }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const add = (files: File[]) => {
    if (files.length > 0) uploads.add(files, folder);
  };
  return (
    <>
      <div className="max-w-sm">
        <FolderSelect id="picker-upload-folder" label={t.uploadInto} folders={folders} value={folder} onChange={setFolder} />
      </div>
      <div
        className={cn("grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors", over ? "border-primary bg-primary/5" : "border-input")}
        data-testid="picker-drop-zone"
        onDragOver={(event) => {
          if (!Array.from(event.dataTransfer.types).includes("Files")) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(event) => {
          event.preventDefault();
          setOver(false);
          add(Array.from(event.dataTransfer.files));
        }}
      >
        <Upload aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t.dropZone}</p>
        <BusyButton size="default" disabled={uploads.busy} onClick={() => input.current?.click()} busy={uploads.busy} icon={Upload} label={t.choose} busyLabel={deMedia.upload.busy} />
        <input
          ref={input}
          type="file"
          multiple
          accept={acceptFor(types)}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          data-testid="picker-file-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = "";
            add(files);
          }}
        />
      </div>
      <UploadList items={uploads.items} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
    </>
  );
}
