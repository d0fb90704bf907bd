import { compareBlockContents } from "~/blocks/compare";
import { deCompare } from "~/i18n/compare";
import { de } from "~/i18n/de";
import { compareMeta, type PageFields } from "~/lib/compare/compare";
import type { ComparedState, PageComparison } from "~/lib/compare/types";
import { formatDateTime } from "~/lib/format";
import type { Db } from "../db/client.server";
import { fromDbTimestamp } from "../db/dialect.server";
import { HttpError } from "../http/http-error.server";
import { getPageRow, pageFromRow, type PageRow } from "./pages.server";
import { getRevision } from "./revisions.server";
import { authorsOf, normaliseContent } from "./service.server";

/** Revision ids are UUIDs (revisions.server.ts makes every one with crypto.randomUUID). */
const REVISION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Side = "from" | "to";

interface State extends ComparedState, Omit<PageFields, "title"> {
  content: unknown;
}

function badRef(side: Side, ref: string): HttpError {
  const message = ref.trim() === "" ? deCompare.missingRef : deCompare.badRef(side === "from" ? "„published“, „draft“" : "„draft“, „published“");
  return new HttpError(400, message, { fields: { [side]: message } });
}

/**
 * One state of the page: "published" (what visitors get; a page never published has none and
 * compares as the empty state, labelled 'Nicht veröffentlicht', so a reviewer of a new page sees
 * everything as added), "draft" (the working copy) or a revision of this page.
 */
async function stateOf(db: Db, row: PageRow, ref: string, side: Side): Promise<State> {
  if (ref === "published") {
    if (!row.published_at) {
      return { ref, label: deCompare.notPublished, at: null, title: "", exists: false, content: [], slug: row.slug, meta_title: null, meta_description: null };
    }
    const page = pageFromRow(row, "published");
    return { ref, label: deCompare.published, at: fromDbTimestamp(row.published_at), title: page.title, content: page.content, slug: page.slug, meta_title: page.meta_title, meta_description: page.meta_description };
  }
  if (ref === "draft") {
    const page = pageFromRow(row, "working");
    return { ref, label: deCompare.draft, at: page.updated_at, title: page.title, content: page.content, slug: page.slug, meta_title: page.meta_title, meta_description: page.meta_description };
  }
  if (!REVISION_ID.test(ref)) throw badRef(side, ref);
  const revision = await getRevision(db, ref);
  // A revision of another page is as unknown here as one that does not exist.
  if (!revision || revision.page_id !== row.id) throw new HttpError(404, deCompare.revisionNotFound);
  const author = revision.author_id ? (await authorsOf(db, [revision.author_id])).get(revision.author_id) : undefined;
  return {
    ref,
    label: deCompare.revision(formatDateTime(revision.updated_at)),
    at: revision.updated_at,
    title: revision.title,
    author: author ? author.name || author.email : null,
    content: revision.content,
    slug: revision.slug,
    meta_title: revision.meta_title,
    meta_description: revision.meta_description,
  };
}

/**
 * Compares two states of a page (issue 30): `from` is a revision id or "published" (or "draft"),
 * `to` a revision id or "draft" (or "published"). Throws HttpError 400 (a ref that is none of
 * those, naming `from` or `to`) or 404 (no such page, or no such revision of this page). Contents
 * of any stored shape are read as the renderer reads them (legacy shapes, defaults filled in).
 */
export async function comparePage(db: Db, pageId: string, from: string, to: string): Promise<PageComparison> {
  const row = await getPageRow(db, pageId);
  if (!row) throw new HttpError(404, de.pages.notFound);
  // Both refs are checked for their form before either is looked up: a bad `to` is a 400 even when `from` is unknown.
  for (const [side, ref] of [["from", from], ["to", to]] as const) {
    if (ref !== "published" && ref !== "draft" && !REVISION_ID.test(ref)) throw badRef(side, ref);
  }
  const [before, after] = [await stateOf(db, row, from, "from"), await stateOf(db, row, to, "to")];
  const { blocks, summary } = compareBlockContents(readable(before.content), readable(after.content));
  return {
    page_id: row.id,
    from: described(before),
    to: described(after),
    meta: before.exists === false ? compareMeta({}, after) : compareMeta(before, after),
    blocks,
    summary,
  };
}

/** Stored content as the renderer gets it: legacy shapes read, schema defaults filled in, HTML sanitised. */
function readable(content: unknown) {
  return normaliseContent(content, { strict: false });
}

function described(state: State): ComparedState {
  const { ref, label, at, title, author, exists } = state;
  return { ref, label, at, title, ...(author !== undefined ? { author } : {}), ...(exists === false ? { exists } : {}) };
}
