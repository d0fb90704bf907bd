import crypto from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";
import { isLegacyImageHost } from "~/lib/legacy-image-hosts";

/** Stands for the per-request nonce in headers computed once (here and in the page cache). */
export const NONCE_PLACEHOLDER = "__CSP_NONCE__";

/**
 * Runs a helmet middleware once against a stand-in response and keeps the headers it sets, with a
 * placeholder for the nonce: helmet stays the source of the header values, and a request pays
 * for a few setHeader calls instead of a dozen middlewares.
 */
function precompute(middleware: (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void): RequestHandler {
  const headers = new Map<string, string>();
  const stand = {
    locals: { cspNonce: NONCE_PLACEHOLDER },
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  middleware({ headers: {} } as IncomingMessage, stand as unknown as ServerResponse, () => undefined);
  const fixed = [...headers].filter(([, value]) => !value.includes(NONCE_PLACEHOLDER));
  const withNonce = [...headers].filter(([, value]) => value.includes(NONCE_PLACEHOLDER));
  return (_req, res, next) => {
    for (const [name, value] of fixed) res.setHeader(name, value);
    const nonce = String(res.locals.cspNonce ?? "");
    for (const [name, value] of withNonce) res.setHeader(name, value.replaceAll(NONCE_PLACEHOLDER, nonce));
    res.removeHeader("X-Powered-By");
    next();
  };
}

/**
 * Security headers. Scripts only from our own origin, plus our own inline hydration scripts that
 * carry the per-request nonce; no third-party origins at all (GDPR: a page load talks to us only).
 * Inline style attributes are allowed because block styles are set per element.
 */
export function securityHeaders(options: {
  https: boolean;
  dev: boolean;
  /** Public address of the media bucket (S3_PUBLIC_URL): images and media may load from its origin. */
  mediaOrigin?: string;
  /**
   * The old site's hosts whose images may load while a move lasts ('Bilder der alten Website
   * anzeigen', settings.legacy_image_hosts, app/server/http/legacy-image-hosts.server.ts). Asked
   * per request, but the header is rebuilt only when it answers another list (a settings change).
   */
  imageHosts?: () => readonly string[];
}): RequestHandler[] {
  const media = options.mediaOrigin ? [new URL(options.mediaOrigin).origin] : [];
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  const pageHelmet = (imageHosts: readonly string[]) => helmet({
    contentSecurityPolicy: options.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            // A bare host (no scheme): the page's own scheme and https; on https, upgrade-insecure-requests lifts http images.
            imgSrc: ["'self'", "data:", "blob:", ...media, ...imageHosts.filter(isLegacyImageHost)],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'", "blob:", ...media],
            // Third-party frames only after the visitor's click on a consent placeholder (maps, video).
            frameSrc: ["'self'", "https://maps.google.com", "https://www.google.com", "https://www.youtube-nocookie.com", "https://player.vimeo.com"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
            ...(options.https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: "sameorigin" },
  });
  // Embed frames (app/routes/embed.ts) run third-party code on purpose: their own CSP lets it run
  // but puts the document into a sandbox with an opaque origin (no cookies, no storage, no access
  // to our pages), the same sandbox as the iframe's attribute; only our own pages may frame them.
  const embedHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["*", "data:", "blob:", "'unsafe-inline'", "'unsafe-eval'"],
        sandbox: ["allow-scripts"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: "same-origin" },
    // The sandboxed frame shares the page's agent cluster; asking for its own only logs a warning.
    originAgentCluster: false,
    referrerPolicy: { policy: "no-referrer" },
    strictTransportSecurity: options.https ? { maxAge: 31536000, includeSubDomains: true } : false,
    xFrameOptions: { action: "sameorigin" },
  });
  let builtFor = options.imageHosts?.() ?? [];
  let pageHeaders = precompute(pageHelmet(builtFor));
  const frameHeaders = precompute(embedHeaders);
  const chooseHeaders: RequestHandler = (req, res, next) => {
    if (req.path.startsWith("/embed/")) return frameHeaders(req, res, next);
    const imageHosts = options.imageHosts?.();
    if (imageHosts && imageHosts !== builtFor) {
      builtFor = imageHosts;
      pageHeaders = precompute(pageHelmet(imageHosts));
    }
    return pageHeaders(req, res, next);
  };
  return [nonce, chooseHeaders];
}
