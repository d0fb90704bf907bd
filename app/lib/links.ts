export type HrefKind = "internal" | "external" | "pdf" | "tel" | "mailto" | "anchor" | "other";

const ALLOWED_SCHEMES = /^(https?:|mailto:|tel:)/i;

/**
 * Returns the href when it is safe to put in a link, else "#". Allowed: relative paths, #anchors,
 * http(s), mailto and tel. Everything else (javascript:, data:, vbscript:, protocol-relative //host)
 * is refused. Control characters and whitespace that browsers ignore inside schemes are stripped first.
 */
export function safeHref(href: string | null | undefined): string {
  if (!href) return "#";
  // eslint-disable-next-line no-control-regex
  const trimmed = href.replace(/[\u0000-\u001F\u007F\s]+/g, "");
  if (trimmed === "") return "#";
  if (trimmed.startsWith("//")) return "#";
  if (trimmed.startsWith("/") || trimmed.startsWith("#") || trimmed.startsWith("?")) return href.trim();
  if (ALLOWED_SCHEMES.test(trimmed)) return href.trim();
  // A bare relative path like "kontakt" has no scheme: treat it as site-relative.
  if (/^[\w-]+(\/[\w-]*)*([?#].*)?$/.test(trimmed)) return "/" + trimmed;
  return "#";
}

export function classifyHref(href: string): HrefKind {
  if (href.startsWith("#")) return "anchor";
  if (/^tel:/i.test(href)) return "tel";
  if (/^mailto:/i.test(href)) return "mailto";
  if (/\.pdf([?#].*)?$/i.test(href)) return "pdf";
  if (href.startsWith("/")) return "internal";
  if (/^https?:/i.test(href)) return "external";
  return "other";
}
