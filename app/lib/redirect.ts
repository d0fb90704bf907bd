/**
 * A redirect target after sign-in: only paths on our own origin. Refuses absolute URLs,
 * protocol-relative `//host`, backslash tricks (`/\\host`), `javascript:` and anything with
 * control characters; falls back to `fallback`.
 */
export function safeRedirectPath(target: unknown, fallback = "/admin"): string {
  if (typeof target !== "string" || target === "") return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001F\u007F\\]/.test(target)) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  try {
    const url = new URL(target, "http://cms.invalid");
    if (url.origin !== "http://cms.invalid") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
