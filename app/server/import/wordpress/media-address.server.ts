import { unwrapPhoton, uploadKey } from "./url-map.server";

/**
 * Where an attachment really is (pure): WordPress.com and Jetpack serve resized copies of an upload
 * under the original's address with size parameters (…/bild.jpg?w=300, ?resize=300%2C200,
 * ?fit=…) or through the Photon CDN (https://i0.wp.com/example.de/wp-content/uploads/…). The import
 * downloads the original and knows every such address as the same file.
 */

/** Query parameters of WordPress.com's and Jetpack's image resizing: none of them names another file. */
const SIZE_PARAMS = new Set(["w", "h", "resize", "fit", "crop", "zoom", "quality", "strip", "ssl", "lb", "ulb"]);
function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed : null;
  } catch {
    return null;
  }
}

/** The address to download: the original behind Photon, without WordPress.com's size parameters. */
export function originalAddress(url: string): string {
  const parsed = parse(unwrapPhoton(url));
  if (!parsed) return url;
  for (const key of [...parsed.searchParams.keys()]) if (SIZE_PARAMS.has(key.toLowerCase())) parsed.searchParams.delete(key);
  parsed.hash = "";
  return parsed.href.replace(/\?$/, "");
}

/**
 * What identifies an upload across imports and exports: its host (lower case, without www.) and
 * its path with every WordPress size variant folded into the original (uploadKey), no query:
 * "example.files.wordpress.com/2012/05/bild.jpg". Null for what is no http(s) address.
 */
export function sourceAddress(url: string): string | null {
  const parsed = parse(unwrapPhoton(url));
  if (!parsed) return null;
  return `${parsed.host.toLowerCase().replace(/^www\./, "")}${uploadKey(parsed)}`;
}

/**
 * The path below the uploads folder: "2023/05/bild.jpg" from …/wp-content/uploads/2023/05/bild.jpg,
 * from a multisite's …/wp-content/uploads/sites/2/2023/05/… ("sites/2/2023/05/…", as the folder
 * holds it) and from WordPress.com's <name>.files.wordpress.com/2023/05/bild.jpg. Decoded; null
 * when the address is no upload.
 */
export function uploadsPath(url: string): string | null {
  const parsed = parse(unwrapPhoton(url));
  if (!parsed) return null;
  let rest: string | null = null;
  const marker = parsed.pathname.indexOf("/wp-content/uploads/");
  if (marker >= 0) rest = parsed.pathname.slice(marker + "/wp-content/uploads/".length);
  else if (/\.files\.wordpress\.com$/i.test(parsed.hostname)) rest = parsed.pathname.replace(/^\/+/, "");
  if (!rest) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}
