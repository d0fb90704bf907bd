import { apiRequest } from "~/components/admin/pages/api-client";
import type { Asset, AssetType, AssetUsage, Folder } from "~/lib/assets";

/** The media API as the admin screens call it (contract: /tmp/media-plan.md, docs at /api/docs). */

export type FolderWithCount = Folder & { asset_count: number };
export type AssetDetail = Asset & { usages: AssetUsage[] };

/** Which assets a list shows. `folder`: undefined = all folders, "root" = outside any folder. */
export interface AssetQuery {
  folder?: string;
  q?: string;
  type?: AssetType;
}

export function assetsUrl(query: AssetQuery): string {
  const params = new URLSearchParams();
  if (query.q?.trim()) params.set("q", query.q.trim());
  if (query.type) params.set("type", query.type);
  if (query.folder) params.set("folder_id", query.folder);
  const search = params.toString();
  return search ? `/api/assets?${search}` : "/api/assets";
}

export const mediaApi = {
  listAssets: (query: AssetQuery) => apiRequest<{ assets: Asset[] }>("GET", assetsUrl(query)),
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
