import { buildDownloadsOverview, PREVIEW_LIMIT, type DownloadsOverview } from "~/components/admin/downloads/preview";
import { orderFiles } from "~/blocks/downloads/select";
import { readListPage, readPageParam, readSearchParam, type PageWindow } from "~/lib/list-paging";
import type { Db } from "~/server/db/client.server";
import { getAssetsByIds, listAssetNames } from "~/server/media/assets.server";
import { countAssetsByFolder, folderParents, listDownloadFolders, listFoldersPage } from "~/server/media/folders.server";

export interface DownloadsListQuery {
  q: string;
  page: number;
}

/** The folder list's view from the address of /admin/downloads (a bad value means the default). */
export function readDownloadsQuery(params: URLSearchParams): DownloadsListQuery {
  return { q: readSearchParam(params), page: readPageParam(params) };
}

/**
 * What /admin/downloads shows (issue 38, item 18): one page of the folders (50, searched and
 * ordered by path in SQL), every download folder with the first files of its preview, and the
 * files outside any folder. Files are counted in SQL; for the previews only id, name and folder of
 * the download folders' and the root's files are read (sorted by name the way /downloads sorts,
 * numbers as numbers, which SQL cannot), then whole rows of the first ten of each.
 */
export async function loadDownloadsOverview(db: Db, query: DownloadsListQuery): Promise<DownloadsOverview & { window: PageWindow; q: string }> {
  const [page, downloadFolders, parents, counts] = await Promise.all([
    readListPage(query.page, (window) => listFoldersPage(db, { q: query.q, ...window })),
    listDownloadFolders(db),
    folderParents(db),
    countAssetsByFolder(db),
  ]);

  const names = await listAssetNames(db, [...downloadFolders.map((f) => f.id), null]);
  const byFolder = new Map<string | null, typeof names>();
  for (const file of names) byFolder.set(file.folder_id, [...(byFolder.get(file.folder_id) ?? []), file]);
  const firstIds = [...byFolder.values()].flatMap((files) => orderFiles(files).slice(0, PREVIEW_LIMIT).map((f) => f.id));
  const previewFiles = await getAssetsByIds(db, firstIds);

  return { ...buildDownloadsOverview({ page: page.items, downloadFolders, parents, counts, previewFiles }), window: page.window, q: query.q };
}
