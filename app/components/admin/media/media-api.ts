import { apiRequest, type ApiResult } from "~/components/admin/pages/api-client";
import { ASSET_SORTS, type Asset, type AssetSort, type AssetType, type AssetUsage, type Folder } from "~/lib/assets";
import { API_MAX_LIMIT } from "~/lib/list-paging";

/** The media API as the admin screens call it (contract: /tmp/media-plan.md, docs at /api/docs). */

export type FolderWithCount = Folder & { asset_count: number };
export type AssetDetail = Asset & { usages: AssetUsage[] };

/** Which assets a list shows. `folder`: undefined = all folders, "root" = outside any folder. */
export interface AssetQuery {
  folder?: string;
  q?: string;
  /** One type (the library's filter) or several (a picker for images and videos). */
  type?: AssetType | readonly AssetType[];
  /** Default: newest first. */
  sort?: AssetSort;
}

/** A window of a list: the library's page, the picker's 'Mehr laden'. */
export interface AssetWindow {
  limit: number;
  offset: number;
}

export function assetsUrl(query: AssetQuery, window?: AssetWindow): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set("q", query.q.trim());
  const types = query.type === undefined ? [] : typeof query.type === "string" ? [query.type] : query.type;
  if (types.length > 0) params.set("type", types.join(","));
  if (query.folder) params.set("folder_id", query.folder);
  if (query.sort && query.sort !== ASSET_SORTS[0]) params.set("sort", query.sort);
  if (window) {
    params.set("limit", String(window.limit));
    params.set("offset", String(window.offset));
  }
  const search = params.toString();
  return search ? `/api/assets?${search}` : "/api/assets";
}

/** A page of GET /api/assets: the files and how many match in all. */
export interface AssetPage {
  assets: Asset[];
  total: number;
}

/**
 * Every file of a query, read page by page (API_MAX_LIMIT at a time): only for an action on all
 * of them that the user asked for (alt texts for all images of the view), never for showing a list.
 */
async function listAllAssets(query: AssetQuery): Promise<ApiResult<Asset[]>> {
  const all: Asset[] = [];
  for (;;) {
    const page = await apiRequest<AssetPage>("GET", assetsUrl(query, { limit: API_MAX_LIMIT, offset: all.length }));
    if (!page.ok) return page;
    all.push(...page.data.assets);
    if (page.data.assets.length < API_MAX_LIMIT || all.length >= page.data.total) return { ok: true, status: 200, data: all };
  }
}

export const mediaApi = {
  listAssets: (query: AssetQuery, window: AssetWindow) => apiRequest<AssetPage>("GET", assetsUrl(query, window)),
  listAllAssets,
  listFolders: () => apiRequest<{ folders: FolderWithCount[]; root_count?: number }>("GET", "/api/folders"),
  getAsset: (id: string) => apiRequest<AssetDetail>("GET", `/api/assets/${encodeURIComponent(id)}`),
  updateAsset: (id: string, patch: Partial<Pick<Asset, "name" | "description" | "alt_text" | "folder_id">>) =>
    apiRequest<Asset>("PATCH", `/api/assets/${encodeURIComponent(id)}`, patch),
  createFolder: (body: { name: string; parent_id?: string | null; is_download_folder?: boolean }) =>
    apiRequest<Folder>("POST", "/api/folders", body),
  updateFolder: (id: string, patch: { name?: string; parent_id?: string | null; is_download_folder?: boolean }) =>
    apiRequest<Folder>("PATCH", `/api/folders/${encodeURIComponent(id)}`, patch),
  deleteFolder: (id: string) => apiRequest<null>("DELETE", `/api/folders/${encodeURIComponent(id)}`),
};

/** The usages a 409 on delete carries (apiRequest keeps only error/fields, so the body is read here). */
export async function deleteAssetWithUsages(
  id: string,
  force: boolean,
): Promise<{ ok: true } | { ok: false; status: number; error: string; usages: AssetUsage[] }> {
  const url = `/api/assets/${encodeURIComponent(id)}${force ? "?force=true" : ""}`;
  let response: Response;
  try {
    response = await fetch(url, { method: "DELETE", credentials: "same-origin", headers: { accept: "application/json" } });
  } catch (error) {
    console.error(`DELETE ${url} fehlgeschlagen`, error);
    return { ok: false, status: 0, error: "", usages: [] };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: unknown; usages?: unknown } | null;
  if (response.status !== 409) console.error(`DELETE ${url}`, response.status, body);
  return {
    ok: false,
    status: response.status,
    error: typeof body?.error === "string" ? body.error : `HTTP ${response.status}`,
    usages: Array.isArray(body?.usages) ? (body.usages as AssetUsage[]) : [],
  };
}
