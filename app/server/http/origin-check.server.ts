import type { RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF protection for cookie-authenticated writes: a request that changes something and carries
 * cookies must come from our own origin (Origin header, or Referer when a browser omits Origin).
 * SameSite=Lax cookies already stop most cross-site posts; this closes the rest (e.g. subdomains).
 */
export function originCheck(publicUrl: string): RequestHandler {
  const allowed = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !req.headers.cookie) return next();
    const own = `${req.protocol}://${req.get("host")}`;
    const source = req.get("origin") ?? (req.get("referer") ? safeOrigin(req.get("referer")!) : undefined);
    if (source && (source === allowed || source === own)) return next();
    res.status(403).json({ error: "Anfrage von fremder Herkunft abgelehnt" });
  };
}

function safeOrigin(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
