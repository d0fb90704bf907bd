/**
 * Featured images pasted as file-sharing links (spec §2 post view): a share link opens the
 * service's viewer page, not the picture. These rules turn the common link forms into direct
 * image URLs: `src` is tried first, `fallback` (the service's other direct form) when `src` fails
 * to load; the site runtime (app/site-runtime/featured-image.ts) swaps them and removes the
 * picture when both fail. Pure and shared: the server writes both into the markup.
 */

export interface DirectImage {
  src: string;
  /** The other direct link form, tried on a load error; "" when the service has only one. */
  fallback: string;
}

/** Spec §9: featured images are asked for 2000 pixels wide (Google Drive's thumbnail size). */
const DRIVE_WIDTH = 2000;
const DRIVE_ID = /^[\w-]{10,}$/;

function parse(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

function driveImage(url: URL): DirectImage | null {
  // drive.google.com/file/d/ID/view, …/open?id=ID, …/uc?id=ID, docs.google.com/uc?id=ID
  const fromPath = /^\/file\/d\/([^/]+)/.exec(url.pathname)?.[1];
  const id = fromPath ?? url.searchParams.get("id");
  if (!id || !DRIVE_ID.test(id)) return null;
  return {
    src: `https://drive.google.com/thumbnail?id=${id}&sz=w${DRIVE_WIDTH}`,
    fallback: `https://drive.google.com/uc?export=view&id=${id}`,
  };
}

function dropboxImage(url: URL): DirectImage | null {
  // www.dropbox.com/s/KEY/name.jpg?dl=0 and /scl/fi/KEY/name.jpg?rlkey=…&dl=0: raw=1 serves the
  // file itself; dl.dropboxusercontent.com is the older direct host for the same path.
  if (!/^\/(s|scl\/fi|sh)\//.test(url.pathname)) return null;
  const raw = new URL(url);
  raw.hostname = "www.dropbox.com";
  raw.searchParams.delete("dl");
  raw.searchParams.set("raw", "1");
  const direct = new URL(url);
  direct.hostname = "dl.dropboxusercontent.com";
  direct.searchParams.delete("dl");
  direct.searchParams.delete("raw");
  return { src: raw.toString(), fallback: direct.toString() };
}

/** OneDrive's shares API takes the share link itself, encoded as `u!` + base64url without padding. */
function oneDriveShareApi(link: string): string {
  const encoded = btoa(String.fromCharCode(...new TextEncoder().encode(link)))
    .replace(/=+$/, "")
    .replace(/\//g, "_")
    .replace(/\+/g, "-");
  return `https://api.onedrive.com/v1.0/shares/u!${encoded}/root/content`;
}

function oneDriveImage(url: URL, original: string): DirectImage | null {
  if (url.hostname === "1drv.ms") return { src: oneDriveShareApi(original), fallback: "" };
  // onedrive.live.com/?cid=…&resid=…&authkey=… (or /redir, /embed): /download serves the file.
  const resid = url.searchParams.get("resid") ?? url.searchParams.get("id");
  if (!resid) return { src: oneDriveShareApi(original), fallback: "" };
  const download = new URL("https://onedrive.live.com/download");
  for (const key of ["cid", "resid", "authkey"]) {
    const value = url.searchParams.get(key) ?? (key === "resid" ? resid : null);
    if (value) download.searchParams.set(key, value);
  }
  return { src: download.toString(), fallback: oneDriveShareApi(original) };
}

function sharePointImage(url: URL): DirectImage | null {
  // tenant.sharepoint.com/:i:/g/personal/…/TOKEN?e=abc: download=1 answers with the file.
  if (!/^\/:[a-z]:\//i.test(url.pathname) && !url.pathname.includes("/_layouts/15/")) return null;
  const direct = new URL(url);
  direct.searchParams.set("download", "1");
  const token = url.pathname.split("/").filter(Boolean).pop() ?? "";
  const fallback = /^:[a-z]:$/i.test(url.pathname.split("/")[1] ?? "") && token
    ? `${url.origin}/_layouts/15/download.aspx?share=${encodeURIComponent(token)}`
    : "";
  return { src: direct.toString(), fallback };
}

/**
 * The direct image links for a file-sharing link (Google Drive, Dropbox, OneDrive, SharePoint),
 * or null for anything else (the media library, other hosts): those are used as they are.
 */
export function fileSharingImage(link: string): DirectImage | null {
  const url = parse(link);
  if (!url) return null;
  const host = url.hostname.toLowerCase();
  if (host === "drive.google.com" || host === "docs.google.com") {
    // Already a direct form (thumbnail, uc): still offer the other one on error.
    return driveImage(url);
  }
  if (host === "dropbox.com" || host === "www.dropbox.com" || host === "dl.dropbox.com") return dropboxImage(url);
  if (host === "1drv.ms" || host === "onedrive.live.com") return oneDriveImage(url, link.trim());
  if (host.endsWith(".sharepoint.com")) return sharePointImage(url);
  return null;
}

/** The image to show for a stored featured image: its direct form(s), or itself with no fallback. */
export function directImage(link: string): DirectImage {
  return fileSharingImage(link) ?? { src: link, fallback: "" };
}
