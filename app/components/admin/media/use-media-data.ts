import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/sonner";
import { deMedia } from "~/i18n/media";
import type { Asset } from "~/lib/assets";
import { readListPage } from "~/lib/list-paging";
import { mediaApi, type AssetQuery, type FolderWithCount } from "./media-api";

export interface MediaData {
  /** The files of the page shown. */
  assets: Asset[];
  /** How many files match the query in all pages. */
  total: number;
  /** The page shown (from 1; a page past the end shows the last one) and how many there are. */
  page: number;
  pageCount: number;
  folders: FolderWithCount[];
  /** Files outside any folder; null while unknown. */
  rootCount: number | null;
}

/** What the library lists: the query and the page of it (from the address). */
export type PagedAssetQuery = AssetQuery & { page: number };

const keyOf = (query: PagedAssetQuery) => JSON.stringify([query.folder ?? "", query.q?.trim() ?? "", query.type ?? "", query.sort ?? "", query.page]);

/**
 * The library's page of files and the folders, fetched from the API whenever the query or the
 * page changes or `refresh` is called (after an own change, or a change event from elsewhere).
 * One page of ADMIN_PAGE_SIZE files at a time (issue 38, item 18); answers to older queries are dropped.
 */
export function useMediaData(initial: MediaData, query: PagedAssetQuery) {
  const [data, setData] = useState(initial);
  const [loading, setLoading] = useState(false);
  const sequence = useRef(0);
  const loadedKey = useRef(keyOf(query));
  const queryRef = useRef(query);
  queryRef.current = query;

  const refresh = useCallback(async () => {
    const current = queryRef.current;
    const id = ++sequence.current;
    setLoading(true);
    const failure: { error: string | null } = { error: null };
    const read = async (window: { limit: number; offset: number }) => {
      const answer = await mediaApi.listAssets(current, window);
      if (answer.ok) return { items: answer.data.assets, total: answer.data.total };
      failure.error = answer.error;
      return { items: [], total: 0 };
    };
    // A page past the end (its files deleted or moved meanwhile) shows the last page instead.
    const [page, folders] = await Promise.all([readListPage(current.page, read), mediaApi.listFolders()]);
    if (id !== sequence.current) return;
    setLoading(false);
    loadedKey.current = keyOf(current);
    if (failure.error !== null || !folders.ok) {
      toast.error(deMedia.toasts.loadFailed, { description: failure.error ?? (folders.ok ? undefined : folders.error) });
      return;
    }
    const tree = folders.data;
    setData((previous) => ({
      assets: page.items,
      total: page.window.total,
      page: page.window.page,
      pageCount: page.window.pageCount,
      folders: tree.folders,
      rootCount: typeof tree.root_count === "number" ? tree.root_count : previous.rootCount,
    }));
  }, []);

  const key = keyOf(query);
  useEffect(() => {
    if (key !== loadedKey.current) void refresh();
  }, [key, refresh]);

  /** Applies an own change at once (the refresh that follows confirms it). */
  const patchAssets = useCallback((update: (assets: Asset[]) => Asset[]) => setData((d) => ({ ...d, assets: update(d.assets) })), []);

  return { ...data, loading, refresh, patchAssets };
}
