import { z } from "zod";
/**
 * Server-side paging of the admin lists (issue 38, item 18; docs/decisions/030). A screen reads
 * `page` (from 1), `q` and `sort` from its address, so links and the back button keep the view;
 * a JSON API reads `limit` and `offset`, bounded by API_MAX_LIMIT.
 */

/** Rows per page on an admin screen: a page of any list stays far below 200 KB of HTML. */
export const ADMIN_PAGE_SIZE = 50;

/** The most rows one API request returns (a larger `limit` is clamped to it). */
export const API_MAX_LIMIT = 100;

export interface PageWindow {
  /** 1-based, clamped to the last page. */
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
  offset: number;
}

/** `page` (or another list's `name`) from the address: a positive integer, else 1 (a screen never errors on a bad address). */
export function readPageParam(params: URLSearchParams, name = "page"): number {
  const raw = params.get(name);
  const n = raw && /^[1-9]\d{0,6}$/.test(raw) ? Number(raw) : 1;
  return n;
}

/** The window of `total` rows that page `page` shows; a page past the end shows the last one. */
export function pageWindow(total: number, page: number, pageSize = ADMIN_PAGE_SIZE): PageWindow {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { page: current, pageSize, total, pageCount, offset: (current - 1) * pageSize };
}

/**
 * Page `wanted` of a list that `read` fetches by window (in SQL, with the number of matches): a
 * page past the end (its rows deleted meanwhile, an old link) reads and shows the last page.
 */
export async function readListPage<T>(
  wanted: number,
  read: (window: { offset: number; limit: number }) => Promise<{ items: T[]; total: number }>,
  pageSize = ADMIN_PAGE_SIZE,
): Promise<{ items: T[]; window: PageWindow }> {
  const first = pageWindow(Number.MAX_SAFE_INTEGER, wanted, pageSize);
  let list = await read({ offset: first.offset, limit: pageSize });
  const window = pageWindow(list.total, wanted, pageSize);
  if (list.items.length === 0 && list.total > 0) list = await read({ offset: window.offset, limit: pageSize });
  return { items: list.items, window };
}

/** `sort` from the address, one of `allowed`; the first one otherwise. */
export function readSortParam<S extends string>(params: URLSearchParams, allowed: readonly S[]): S {
  const raw = params.get("sort");
  return (allowed as readonly string[]).includes(raw ?? "") ? (raw as S) : allowed[0]!;
}

/** The search term from the address, trimmed and at most 200 characters. */
export function readSearchParam(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, 200);
}

export type ApiPagingResult = { ok: true; limit: number; offset: number } | { ok: false; field: "limit" | "offset"; message: string };

/**
 * `limit` and `offset` of a list API: whole numbers (limit from 1, offset from 0), else the field
 * is named as wrong; a limit above API_MAX_LIMIT is clamped to it. Without `limit`: `defaultLimit`.
 */
export function readApiPaging(params: URLSearchParams, messages: { limit: string; offset: string }, defaultLimit = API_MAX_LIMIT): ApiPagingResult {
  const limitRaw = params.get("limit");
  const offsetRaw = params.get("offset");
  let limit = Math.min(defaultLimit, API_MAX_LIMIT);
  if (limitRaw !== null) {
    if (!/^\d{1,12}$/.test(limitRaw) || Number(limitRaw) < 1) return { ok: false, field: "limit", message: messages.limit };
    limit = Math.min(Number(limitRaw), API_MAX_LIMIT);
  }
  let offset = 0;
  if (offsetRaw !== null) {
    if (!/^\d{1,12}$/.test(offsetRaw)) return { ok: false, field: "offset", message: messages.offset };
    offset = Number(offsetRaw);
  }
  return { ok: true, limit, offset };
}

/** The documented query of GET /api/redirects (OpenAPI); the route reads it leniently like the screen. */
export const redirectListQuerySchema = z.object({
  limit: z.number().int().min(1).optional().meta({ description: `Einträge je Antwort, höchstens ${API_MAX_LIMIT} (Standard ${API_MAX_LIMIT}; mehr wird auf ${API_MAX_LIMIT} begrenzt)` }),
  offset: z.number().int().min(0).optional().meta({ description: "Überspringt so viele Einträge (Standard 0)" }),
  q: z.string().max(200).optional().meta({ description: "Suche in „Von“ und „Nach“ (Groß-/Kleinschreibung und Umlaute egal)" }),
  sort: z.enum(["quelle", "ziel", "aufrufe", "neueste"]).optional().meta({ description: "Reihenfolge: quelle (Standard, „Von“ A–Z), ziel, aufrufe (meiste zuerst), neueste" }),
});

/** The documented paging of GET /api/pages: without both, the whole tree (the editors' pickers read it). */
export const pageListQuerySchema = z.object({
  limit: z.number().int().min(1).optional().meta({ description: `Seiten je Antwort, höchstens ${API_MAX_LIMIT}; ohne limit und offset der ganze Baum` }),
  offset: z.number().int().min(0).optional().meta({ description: "Überspringt so viele Seiten der Baumreihenfolge" }),
});
