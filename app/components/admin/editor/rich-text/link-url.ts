/**
 * Which addresses a rich-text link may point at: http(s), mailto:, tel: and paths of this site
 * ("/kontakt", "/kontakt#team", "#abschnitt"). The server's sanitiser allows the same schemes;
 * checking here as well tells the editor at once instead of silently dropping the link on save.
 */

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F]/;
const TEL = /^tel:\+?[0-9][0-9 ()./-]{0,30}$/i;
const MAILTO = /^mailto:[^\s@/]+@[^\s@/]+\.[^\s@/]+(\?.*)?$/i;
/** "www.example.de" or "example.de/pfad": a host name without a scheme is meant as https. */
const BARE_HOST = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d+)?([/?#]\S*)?$/i;

/** The address to store for what was typed, or null when it may not be linked. */
export function acceptLinkUrl(input: string): string | null {
  const url = input.trim();
  if (url === "" || CONTROL.test(url)) return null;
  if (url.startsWith("#")) return /^#[\w-]+$/.test(url) ? url : null;
  if (url.startsWith("/")) return url.startsWith("//") || /\s/.test(url) ? null : url;
  if (/^mailto:/i.test(url)) return MAILTO.test(url) ? url : null;
  if (/^tel:/i.test(url)) return TEL.test(url) ? url.replace(/\s+/g, "") : null;
  if (/^https?:/i.test(url)) return isHttpUrl(url) ? url : null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(url) && !BARE_HOST.test(url)) return null;
  if (BARE_HOST.test(url) && isHttpUrl(`https://${url}`)) return `https://${url}`;
  return null;
}

function isHttpUrl(url: string): boolean {
  if (/\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.hostname !== "" && /^https?:\/\//i.test(url);
  } catch {
    return false;
  }
}

/** The attributes a link mark gets: a new tab only when asked for, with rel set as the sanitiser would. */
export function linkAttributes(href: string, newTab: boolean): { href: string; target: string | null; rel: string | null } {
  return newTab ? { href, target: "_blank", rel: "noopener noreferrer" } : { href, target: null, rel: null };
}
