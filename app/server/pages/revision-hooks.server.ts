import { readBlocks } from "~/blocks/content";
import { isSlide } from "~/blocks/slide/shown";
import { deepEqual } from "~/editor/equal";
import { de } from "~/i18n/de";
import { deSchedule } from "~/i18n/schedule";
import { formatDateTime } from "~/lib/format";
import type { Page } from "~/lib/pages";
import type { PageChanges, PageHooks } from "./hooks.server";
import { pageFromRow } from "./pages.server";
import { insertStartingRevision, latestRevision, recordRevision, revisionOf, saveRevision } from "./revisions.server";

/** Blocks added, removed or edited (by id, top level); a pure reorder counts 0. */
function changedBlockCount(before: { id: string }[], after: { id: string }[]): number {
  // By value, not by JSON text: PostgreSQL's jsonb hands nested keys back in its own order.
  const old = new Map(before.map((b) => [b.id, b]));
  const next = new Map(after.map((b) => [b.id, b]));
  let n = 0;
  for (const [id, block] of next) if (!deepEqual(old.get(id), block)) n++;
  for (const id of old.keys()) if (!next.has(id)) n++;
  return n;
}

/** A short German line for the history: what this save changed. */
export function summarise(before: Page, changes: PageChanges): string {
  const r = de.pages.revisions;
  const parts: string[] = [];
  if (changes.title !== undefined) parts.push(r.title(before.title, changes.title));
  if (changes.slug !== undefined) parts.push(r.slug(before.slug, changes.slug));
  if (changes.content !== undefined) {
    const n = changedBlockCount(readBlocks(before.content), changes.content);
    // A presentation's slides are its top-level blocks: the history says 'Folien'.
    if (changes.content.length > 0 && changes.content.every(isSlide)) parts.push(r.slides(n));
    else parts.push(n > 0 ? r.content(n) : r.blockOrder);
  }
  if (changes.meta_title !== undefined) parts.push(r.metaTitle);
  if (changes.meta_description !== undefined) parts.push(r.metaDescription);
  if (changes.is_published !== undefined) parts.push(changes.is_published ? r.published : r.unpublished);
  if (changes.publish_at !== undefined) parts.push(changes.publish_at ? deSchedule.scheduled(formatDateTime(changes.publish_at)) : deSchedule.unscheduled);
  if (changes.parent_id !== undefined) parts.push(r.moved);
  if (changes.is_legal !== undefined || changes.content_type !== undefined || changes.show_in_footer_navigation !== undefined || changes.show_in_menu !== undefined || changes.menu_title !== undefined || changes.sort_order !== undefined) {
    parts.push(r.settings);
  }
  return parts.join(", ") || r.settings;
}

/**
 * Every write leaves a revision: 'Seite erstellt', a save (an editing run continues one, see
 * recordRevision), 'Veröffentlicht', 'Änderungen verworfen'. One read of the newest revision serves the starting revision,
 * the editing run and the new revision's date.
 */
export const revisionHooks: PageHooks = {
  name: "revisions",
  async afterWrite({ trx, operation, before, after, changes, revision, ctx }) {
    const page = pageFromRow(after, "working");
    if (operation === "create" || !before) {
      ctx.revisionId = (await saveRevision(trx, revisionOf(page, de.pages.revisions.created, ctx.authorId, "created"))).id;
      return;
    }
    const current = pageFromRow(before, "working");
    // The state before the first recorded change stays restorable (seeded and imported pages).
    const latest = (await latestRevision(trx, page.id)) ?? (await insertStartingRevision(trx, current, de.pages.revisions.original));
    const kind = revision.kind ?? (changes.is_published === true ? "publish" : changes.is_published === false ? "unpublish" : "save");
    ctx.revisionId = await recordRevision(trx, revisionOf(page, revision.summary ?? summarise(current, changes), ctx.authorId, kind), latest);
  },
  async afterPublish({ trx, after, live, ctx }) {
    if (!live) return;
    const page = pageFromRow(after, "working");
    // The row was just written, so the revision needs no check of the page: one read to date it after the newest.
    ctx.revisionId = await recordRevision(trx, revisionOf(page, de.pages.revisions.published, ctx.authorId, "publish"), await latestRevision(trx, page.id));
  },
  async afterDiscard({ trx, after, ctx }) {
    ctx.revisionId = (await saveRevision(trx, revisionOf(after, de.pages.revisions.discarded, ctx.authorId, "discard"))).id;
  },
};
