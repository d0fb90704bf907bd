import { de } from "~/i18n/de";

/** The outcome of a call to our JSON API: the body on success, or what the UI needs to explain a failure. */
export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; error: string; fields: Record<string, string>; code?: string };

/**
 * fetch() for the admin screens: JSON in and out, same-origin cookies, and every failure (network,
 * 4xx with {error, fields}, 5xx) turned into one shape, logged with context so nothing fails silently.
 */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers: { accept: "application/json", ...(body !== undefined ? { "content-type": "application/json" } : {}) },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
  } catch (error) {
    console.error(`${method} ${url} fehlgeschlagen`, error);
    return { ok: false, status: 0, error: de.pagesAdmin.networkError, fields: {} };
  }
  const payload = response.status === 204 ? null : await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: payload as T };
  console.error(`${method} ${url}`, response.status, payload);
  return {
    ok: false,
    status: response.status,
    error: typeof payload?.error === "string" ? payload.error : `HTTP ${response.status}`,
    fields: payload?.fields && typeof payload.fields === "object" ? (payload.fields as Record<string, string>) : {},
    code: typeof payload?.code === "string" ? payload.code : undefined,
  };
}

/** A readable one-liner for a toast description: the field messages if any, else the error. */
export function describeFailure(result: { error: string; fields: Record<string, string> }): string {
  const messages = Object.values(result.fields);
  return messages.length > 0 ? messages.join(" · ") : result.error;
}
