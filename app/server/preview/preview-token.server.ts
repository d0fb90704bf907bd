import crypto from "node:crypto";

/**
 * The signed token of a shared preview (issue 30): base64url of the JSON triple
 * [link id, page id, expiry in epoch seconds], a tilde, and base64url of an HMAC-SHA256 over that
 * first part. A tilde rather than a JWT's dot: an address ending in ".xyz" looks like a file to the
 * page cache and the statistics, and a preview must stay out of both by their rule for /vorschau/,
 * not by looking like a file. The key is derived from the server's secret (AUTH_SECRET or DATA_DIR/auth-secret) for
 * this one purpose, so a preview signature is worth nothing anywhere else (sessions, form tokens).
 * The token is never stored: the database keeps the link's row (id, page, expiry, revocation),
 * which the caller checks after the signature (previewLinkFromToken).
 */

const SEPARATOR = "~";

export interface PreviewClaims {
  linkId: string;
  pageId: string;
  /** Expiry, whole seconds since the epoch. */
  expires: number;
}

/** The preview key: HMAC(secret, "preview-links"), never the secret itself. */
export function previewKey(secret: string): Buffer {
  return crypto.createHmac("sha256", secret).update("preview-links").digest();
}

function signature(key: Buffer, payload: string): Buffer {
  return crypto.createHmac("sha256", key).update(payload).digest();
}

export function signPreviewToken(secret: string, claims: PreviewClaims): string {
  const payload = Buffer.from(JSON.stringify([claims.linkId, claims.pageId, claims.expires])).toString("base64url");
  return `${payload}${SEPARATOR}${signature(previewKey(secret), payload).toString("base64url")}`;
}

/** The claims of a token whose signature is ours; null for anything else (malformed, tampered). Expiry is not checked here. */
export function verifyPreviewToken(secret: string, token: string): PreviewClaims | null {
  if (typeof token !== "string" || token.length > 600) return null;
  const at = token.indexOf(SEPARATOR);
  if (at <= 0 || at !== token.lastIndexOf(SEPARATOR)) return null;
  const payload = token.slice(0, at);
  const given = Buffer.from(token.slice(at + 1), "base64url");
  const expected = signature(previewKey(secret), payload);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return null;
  const [linkId, pageId, expires] = parsed as unknown[];
  if (typeof linkId !== "string" || typeof pageId !== "string" || typeof expires !== "number" || !Number.isInteger(expires)) return null;
  return { linkId, pageId, expires };
}
