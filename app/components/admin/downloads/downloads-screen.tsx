import { ExternalLink, Images, Info, Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { toast } from "~/components/ui/sonner";
import { deDownloadsAdmin as t } from "~/i18n/downloads-admin";
import { cn } from "~/lib/utils";
import { ListPager, ListSearch } from "~/components/admin/forms/list-pager";
import { FolderOrder } from "./folder-order";
import type { DownloadsOverview } from "./preview";
import { DOWNLOADS_ICONS, PreviewList } from "./preview-list";
import { RowIcon, RowIconSprite } from "~/components/admin/forms/row-icons";
import { RowSwitch } from "~/components/admin/forms/row-controls";
import { AdminScreen, HeaderLink } from "~/components/admin/page-header";

export interface DownloadsScreenProps {
  overview: DownloadsOverview;
  /** settings.downloads.enabled */
  downloadsEnabled: boolean;
  /** The folder list's search, how many folders match, the page shown and how many there are. */
  q: string;
  total: number;
  page: number;
  pageCount: number;
}

/**
 * /admin/downloads: which folders are download folders (PATCH /api/folders/:id) and their order
 * on /downloads (POST /api/folders/order), with a preview of what visitors get. Changes show at
 * once and are rolled back with a toast when the server refuses them; the loader then refreshes.
 */
export function DownloadsScreen({ overview, downloadsEnabled, q, total, page, pageCount }: DownloadsScreenProps) {
  const revalidator = useRevalidator();
  const [flags, setFlags] = useState(() => flagsOf(overview));
  const [order, setOrder] = useState(overview.order);
  const [pending, setPending] = useState<string | null>(null);
  useEffect(() => {
    setFlags(flagsOf(overview));
    setOrder(overview.order);
  }, [overview]);

  async function toggle(id: string, name: string, checked: boolean) {
    setPending(id);
    setFlags((prev) => new Map(prev).set(id, checked));
    // A newly flagged folder joins at the end; the server's sort_order decides after the refresh.
    setOrder((prev) => (checked ? [...prev.filter((x) => x !== id), id] : prev.filter((x) => x !== id)));
    const result = await apiRequest("PATCH", `/api/folders/${encodeURIComponent(id)}`, checked ? { is_download_folder: true, sort_order: nextSortOrder() } : { is_download_folder: false });
    setPending(null);
    if (result.ok) toast.success(checked ? t.flagOn(name) : t.flagOff(name));
    else toast.error(t.flagFailed, { description: describeFailure(result) });
    void revalidator.revalidate();
  }

  function nextSortOrder(): number {
    const orders = overview.downloadFolders.map((f) => f.sortOrder);
    return (orders.length ? Math.max(...orders) : -10) + 10;
  }

  async function reorder(ids: string[]) {
    const previous = order;
    setOrder(ids);
    setPending("order");
    const result = await apiRequest("POST", "/api/folders/order", { ids });
    setPending(null);
    if (result.ok) toast.success(t.orderSaved);
    else {
      setOrder(previous);
      toast.error(t.orderFailed, { description: describeFailure(result) });
    }
    void revalidator.revalidate();
  }

  // Every download folder (from any page of the list), and one flagged a moment ago on this page.
  const known = new Set(overview.downloadFolders.map((f) => f.id));
  const downloadFolders = [...overview.downloadFolders, ...overview.folders.filter((f) => !known.has(f.id))].filter((f) => flags.get(f.id));

  return (
    <AdminScreen
      title={t.title}
      intro={t.intro}
      actions={
        <>
          <HeaderLink outline to="/admin/media" icon={Images} label={t.manageMedia} />
          <HeaderLink href="/downloads" newTab icon={ExternalLink} label={t.viewPage} />
        </>
      }
    >
      {/* The icons of the folder rows and the previews, drawn once. */}
      <RowIconSprite names={DOWNLOADS_ICONS} />
      {!downloadsEnabled && (
        <Hint>
          {t.disabled}{" "}
          <Link to="/admin/settings" className="font-medium underline underline-offset-2">
            {t.openSettings}
          </Link>
        </Hint>
      )}

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section className="rounded-xl border bg-card shadow-xs" aria-labelledby="downloads-folders-title">
          <div className="border-b px-4 py-3">
            <h2 id="downloads-folders-title" className="font-semibold">
              {t.folders}
            </h2>
            <p className="mt-0.5 text-xs text-muted-foreground">{t.foldersHint}</p>
          </div>
          {(total > 0 || q) && (
            <div className="flex flex-wrap items-center gap-2 border-b px-4 py-2">
              <ListSearch value={q} placeholder={t.searchPlaceholder} label={t.searchLabel} />
              <span className="text-xs text-muted-foreground tabular-nums">{t.folderCount(total)}</span>
            </div>
          )}
          {overview.folders.length === 0 ? (
            <p className="p-4 text-sm text-muted-foreground">{q ? t.noMatch : t.noFolders}</p>
          ) : (
            <ul className="list-none p-0">
              {overview.folders.map((folder) => {
                const checked = flags.get(folder.id) ?? false;
                const id = `download-folder-${folder.id}`;
                return (
                  <li key={folder.id} className="flex items-center gap-3 border-b px-4 py-2 last:border-b-0" style={{ paddingLeft: 16 + folder.depth * 20 }}>
                    <RowIcon name={checked ? "folderOpen" : "folder"} className={checked ? "shrink-0 text-primary" : "shrink-0 text-muted-foreground"} />
                    <label htmlFor={id} className="min-w-0 flex-1 cursor-pointer">
                      <span className="block truncate text-sm font-medium" title={folder.path}>
                        {folder.name}
                      </span>
                      <span className="block text-xs text-muted-foreground">{t.fileCount(folder.fileCount)}</span>
                    </label>
                    {pending === folder.id && <Loader2 aria-hidden="true" className="size-4 text-muted-foreground motion-safe:animate-spin" />}
                    <RowSwitch
                      id={id}
                      checked={checked}
                      disabled={pending !== null}
                      aria-label={`${t.downloadFolder}: ${folder.name}`}
                      onCheckedChange={(value) => void toggle(folder.id, folder.name, value)}
                    />
                  </li>
                );
              })}
            </ul>
          )}
          {pageCount > 1 && (
            <div className="border-t px-4 py-2">
              <ListPager page={page} pageCount={pageCount} testId="downloads-pager" />
            </div>
          )}
        </section>

        <section className="grid gap-3" aria-labelledby="downloads-order-title">
          <div>
            <h2 id="downloads-order-title" className="font-semibold">
              {downloadFolders.length > 0 ? t.order : t.rootFiles}
            </h2>
            <p className="mt-0.5 text-xs text-muted-foreground">{downloadFolders.length > 0 ? t.orderHint : t.previewHint}</p>
          </div>
          {downloadFolders.length > 0 ? (
            <FolderOrder folders={downloadFolders} order={order.filter((id) => flags.get(id))} busy={pending !== null} onReorder={(ids) => void reorder(ids)} />
          ) : (
            <>
              <Hint>{t.noDownloadFolder}</Hint>
              <div className={cn("rounded-xl border bg-card shadow-xs")} data-testid="download-root-preview">
                <div className="flex items-center gap-2 border-b px-4 py-2">
                  <h3 className="flex-1 text-sm font-semibold">{t.rootFiles}</h3>
                  <span className="text-xs text-muted-foreground tabular-nums">{t.fileCount(overview.root.fileCount)}</span>
                </div>
                <PreviewList preview={overview.root} empty={t.noRootFiles} />
              </div>
            </>
          )}
        </section>
      </div>
    </AdminScreen>
  );
}

/** The download flag of every folder the screen shows (the list's page and the download folders). */
function flagsOf(overview: DownloadsOverview): Map<string, boolean> {
  return new Map([...overview.folders, ...overview.downloadFolders].map((f) => [f.id, f.isDownloadFolder]));
}

function Hint({ children }: { children: React.ReactNode }) {
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{children}</span>
    </p>
  );
}
