import { deListPaging } from "~/i18n/list-paging";
import { readApiPaging, type ApiPagingResult } from "~/lib/list-paging";
import { ValidationError } from "./validation.server";

/**
 * `limit` and `offset` of a list API (issue 38, item 18): at most API_MAX_LIMIT rows per answer
 * (a larger limit is clamped), a malformed value answers 400 naming the field.
 */
export function apiPaging(request: Request, defaultLimit?: number): Extract<ApiPagingResult, { ok: true }> {
  const paging = readApiPaging(new URL(request.url).searchParams, { limit: deListPaging.limitInvalid, offset: deListPaging.offsetInvalid }, defaultLimit);
  if (!paging.ok) throw new ValidationError({ [paging.field]: paging.message });
  return paging;
}

/** A page of a list as JSON (an array, or an object holding one); `X-Total-Count` says how many rows match in all. */
export function pagedJson(items: unknown, total: number): Response {
  return Response.json(items, { status: 200, headers: { "Cache-Control": "no-store", "X-Total-Count": String(total) } });
}
