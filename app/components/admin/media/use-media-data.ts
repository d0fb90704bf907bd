import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "~/components/ui/sonner";
import { deMedia } from "~/i18n/media";
import type { Asset } from "~/lib/assets";
import { mediaApi, type AssetQuery, type FolderWithCount } from "./media-api";

export interface MediaData {
  assets: Asset[];
  folders: FolderWithCount[];
  /** Files outside any folder; null while unknown. */
  rootCount: number | null;
}

const keyOf = (query: AssetQuery) => JSON.stringify([query.folder ?? "", query.q?.trim() ?? "", query.type ?? ""]);

/**
 * The library's lists, fetched from the API whenever the query changes or `refresh` is called
 * (after an own change, or a change event from elsewhere). Answers to older queries are dropped.
 */
export function useMediaData(initial: MediaData, query: AssetQuery) {
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
    const [assets, folders] = await Promise.all([mediaApi.listAssets(current), mediaApi.listFolders()]);
    if (id !== sequence.current) return;
    setLoading(false);
    loadedKey.current = keyOf(current);
    if (!assets.ok || !folders.ok) {
      const failed = !assets.ok ? assets : !folders.ok ? folders : null;
      toast.error(deMedia.toasts.loadFailed, { description: failed?.error });
      return;
    }
    setData((previous) => ({
      assets: assets.data.assets,
      folders: folders.data.folders,
      rootCount: rootCountFrom(current, assets.data.assets, previous.rootCount, folders.data),
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

/**
 * How many files lie outside folders. The folder list may say (`root_count`); otherwise an
 * unfiltered list of all files or of the root tells, and any other list keeps the last known value.
 */
function rootCountFrom(query: AssetQuery, assets: Asset[], previous: number | null, folders: { root_count?: number }): number | null {
  if (typeof folders.root_count === "number") return folders.root_count;
  if (query.q?.trim() || query.type) return previous;
  if (query.folder === undefined) return assets.filter((a) => !a.folder_id).length;
  if (query.folder === "root") return assets.length;
  return previous;
}
