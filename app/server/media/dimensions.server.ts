import { MEDIA_IMAGE_PREFIX, mediaImagePath, validSize, type ImageSize } from "~/blocks/image/urls";
import type { Db } from "../db/client.server";

/**
 * Stored pixel sizes of the media library pictures a page shows (BlockData.images): pictures get
 * width/height attributes from them so the layout does not shift while they load.
 *
 * Only the pictures the page names are looked up (one query on the unique file_path), not the
 * whole library: a render asks for a handful of rows however large the library grows. The page
 * body that uses them is cached until the next public change (app/server/cache/memo.server.ts),
 * and asset changes are public ("media" topic), so a replaced size is never served stale.
 */

/** Rows per query: far below the bound-parameter limits of SQLite and PostgreSQL. */
const CHUNK = 500;

/**
 * Every media library picture path named anywhere in `value` (block content, post summaries …):
 * whole string values only; pictures inside rich text HTML are not rendered as <picture>.
 */
export function mediaImagePaths(value: unknown, into: Set<string> = new Set()): Set<string> {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      const path = mediaImagePath(item);
      if (path) into.add(path);
    } else if (Array.isArray(item)) {
      stack.push(...item);
    } else if (item && typeof item === "object") {
      stack.push(...Object.values(item));
    }
  }
  return into;
}

/** `/media/images/a%20b.jpg` → `images/a b.jpg` (the stored file_path), or null when not decodable. */
function filePathOf(path: string): string | null {
  try {
    return path
      .slice("/media/".length)
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .join("/");
  } catch {
    return null;
  }
}

/** `{ "/media/images/x.jpg": { width, height } }` for those of `paths` the library has a size for. */
export async function imageDimensions(db: Db, paths: Iterable<string>): Promise<Record<string, ImageSize>> {
  // One stored file may be named in more than one spelling (encoded or not): each gets the size.
  const byFile = new Map<string, string[]>();
  for (const candidate of paths) {
    const path = mediaImagePath(candidate);
    const file = path && path.startsWith(MEDIA_IMAGE_PREFIX) ? filePathOf(path) : null;
    if (!path || !file) continue;
    byFile.set(file, [...(byFile.get(file) ?? []), path]);
  }
  const files = [...byFile.keys()];
  const result: Record<string, ImageSize> = {};
  for (let i = 0; i < files.length; i += CHUNK) {
    const rows = await db
      .selectFrom("content_assets")
      .select(["file_path", "width", "height"])
      .where("file_path", "in", files.slice(i, i + CHUNK))
      .where("asset_type", "=", "image")
      .execute();
    for (const row of rows) {
      const size = validSize({ width: Number(row.width), height: Number(row.height) });
      if (!size) continue;
      for (const path of byFile.get(row.file_path) ?? []) result[path] = size;
    }
  }
  return result;
}
