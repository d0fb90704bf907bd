import { sql, type Kysely } from "kysely";
import { legacyFromSlideBlocks, legacySlidesOf, slideBlocksFromLegacy } from "~/blocks/slide/legacy";
import type { Db } from "../client.server";
import { fromDbJson, toDbJson } from "../dialect.server";
import { latestRevision, recordRevision } from "~/server/pages/revisions.server";

/**
 * One content model (issue 27 item 1, decision 016): a presentation's content was `{slides:[{id,
 * type, title, content, imageUrl}]}`; it becomes a block list of slide blocks (app/blocks/slide/legacy.ts:
 * title and image in the content, the slide's HTML as one paragraph in its slot).
 *
 * Up converts the published state (content) and the working copy (draft_content) of every page,
 * and page templates. Before a page's content changes, each old `{slides}` JSON is kept as a
 * revision of the page (the revision list shows it and can restore it: readBlocks reads `{slides}`
 * into slide blocks at the boundary). The page's version goes up, so an editor still open on the
 * old shape gets a conflict instead of overwriting the new one.
 *
 * Down converts slide-block lists back to `{slides}` (the slot's HTML concatenated); the revisions
 * stay (both shapes restore).
 */

/** The kept revision's line in the history. */
export const KEPT_SUMMARY = "Folien vor der Umstellung auf Bausteine (gesichert)";

type Row = {
  id: string;
  title: string;
  slug: string;
  content: unknown;
  meta_title: string | null;
  meta_description: string | null;
  draft_title: string | null;
  draft_content: unknown;
  draft_meta_title: string | null;
  draft_meta_description: string | null;
};

export async function up(db: Kysely<any>): Promise<void> {
  const rows: Row[] = await db
    .selectFrom("content_pages")
    .select(["id", "title", "slug", "content", "meta_title", "meta_description", "draft_title", "draft_content", "draft_meta_title", "draft_meta_description"])
    .execute();
  for (const row of rows) {
    const content = fromDbJson(row.content);
    const draft = row.draft_content == null ? null : fromDbJson(row.draft_content);
    const slides = legacySlidesOf(content);
    const draftSlides = draft === null ? null : legacySlidesOf(draft);
    if (!slides && !draftSlides) continue;
    // The published state (or a never published page's only copy) first, then the newer working copy.
    const keep = async (state: { title: string; content: unknown; meta_title: string | null; meta_description: string | null }) => {
      const latest = await latestRevision(db as Db, row.id);
      await recordRevision(db as Db, { page_id: row.id, slug: row.slug, summary: KEPT_SUMMARY, author_id: null, kind: "save", ...state }, latest);
    };
    if (slides) await keep({ title: row.title, content, meta_title: row.meta_title, meta_description: row.meta_description });
    if (draftSlides) {
      await keep({
        title: row.draft_title ?? row.title,
        content: draft,
        meta_title: row.draft_meta_title ?? row.meta_title,
        meta_description: row.draft_meta_description ?? row.meta_description,
      });
    }
    await db
      .updateTable("content_pages")
      .set({
        ...(slides ? { content: toDbJson(slideBlocksFromLegacy(slides)) } : {}),
        ...(draftSlides ? { draft_content: toDbJson(slideBlocksFromLegacy(draftSlides)) } : {}),
        version: sql`version + 1`,
      })
      .where("id", "=", row.id)
      .execute();
  }
  await convertTemplates(db, (content) => {
    const slides = legacySlidesOf(content);
    return slides ? slideBlocksFromLegacy(slides) : null;
  });
}

export async function down(db: Kysely<any>): Promise<void> {
  const back = (value: unknown) => {
    const slides = legacyFromSlideBlocks(fromDbJson(value));
    return slides ? { slides } : null;
  };
  const rows: { id: string; content: unknown; draft_content: unknown }[] = await db.selectFrom("content_pages").select(["id", "content", "draft_content"]).execute();
  for (const row of rows) {
    const content = back(row.content);
    const draft = row.draft_content == null ? null : back(row.draft_content);
    if (!content && !draft) continue;
    await db
      .updateTable("content_pages")
      .set({
        ...(content ? { content: toDbJson(content) } : {}),
        ...(draft ? { draft_content: toDbJson(draft) } : {}),
        version: sql`version + 1`,
      })
      .where("id", "=", row.id)
      .execute();
  }
  await convertTemplates(db, (content) => {
    const slides = legacyFromSlideBlocks(content);
    return slides ? { slides } : null;
  });
}

async function convertTemplates(db: Kysely<any>, convert: (content: unknown) => unknown): Promise<void> {
  const templates: { id: string; content: unknown }[] = await db.selectFrom("page_templates").select(["id", "content"]).execute();
  for (const template of templates) {
    const next = convert(fromDbJson(template.content));
    if (next !== null) await db.updateTable("page_templates").set({ content: toDbJson(next) }).where("id", "=", template.id).execute();
  }
}
