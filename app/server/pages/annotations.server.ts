import crypto from "node:crypto";
import { readBlocks } from "~/blocks/content";
import { walkBlocks } from "~/blocks/tree";
import { deReview } from "~/i18n/review";
import { can, type Role } from "~/lib/access";
import { pageObjectType } from "~/lib/audit-actions";
import { annotationCreateSchema, annotationPatchSchema, type Annotation } from "~/lib/review-schema";
import { parseOrThrow, ValidationError } from "../api/validation.server";
import { recordAction } from "../audit/log.server";
import { forbidden } from "../auth/guard.server";
import type { Db } from "../db/client.server";
import type { PageAnnotationsTable } from "../db/schema.server";
import { fromDbTimestamp, inTransaction, nowIso } from "../db/dialect.server";
import type { Selectable } from "kysely";
import { getPageRow, pageFromRow } from "./pages.server";

/**
 * Reviewers' notes pinned to single blocks ('Anmerkung', issue 30): added and deleted by
 * Redakteure and Administratoren (pages.review), resolved or reopened by them and by the page's
 * author (who made it, or who submitted it). Every add, resolve and reopen is in the log.
 */

const t = deReview;

/** The person of a review or annotation request. */
export interface ReviewActor {
  id: string;
  name: string;
  role: Role;
}

/** Whether `userId` ever submitted this page (the author side of its annotations). */
async function hasSubmitted(db: Db, pageId: string, userId: string): Promise<boolean> {
  const row = await db.selectFrom("page_reviews").select("id").where("page_id", "=", pageId).where("action", "=", "submit").where("user_id", "=", userId).limit(1).executeTakeFirst();
  return !!row;
}

function toAnnotation(row: Selectable<PageAnnotationsTable>): Annotation {
  return {
    id: row.id,
    page_id: row.page_id,
    block_id: row.block_id,
    body: row.body,
    created_by: row.created_by ?? null,
    created_by_name: row.created_by_name ?? null,
    created_at: fromDbTimestamp(row.created_at),
    resolved_at: row.resolved_at ? fromDbTimestamp(row.resolved_at) : null,
    resolved_by: row.resolved_by ?? null,
    resolved_by_name: row.resolved_by_name ?? null,
  };
}

/** A page's annotations, oldest first; null when the page does not exist. */
export async function listAnnotations(db: Db, pageId: string): Promise<Annotation[] | null> {
  const page = await db.selectFrom("content_pages").select("id").where("id", "=", pageId).executeTakeFirst();
  if (!page) return null;
  const rows = await db.selectFrom("page_annotations").selectAll().where("page_id", "=", pageId).orderBy("created_at").orderBy("id").execute();
  return rows.map(toAnnotation);
}

function hasBlock(content: unknown, blockId: string): boolean {
  let found = false;
  walkBlocks(readBlocks(content), (block) => {
    if (block.id === blockId) found = true;
    return !found;
  });
  return found;
}

/** Pins a note to a block of the working copy (400 naming block_id when it has none). Null: no such page. */
export async function addAnnotation(db: Db, pageId: string, input: unknown, actor: ReviewActor): Promise<Annotation | null> {
  const { block_id, body } = parseOrThrow(annotationCreateSchema, input ?? {});
  return inTransaction(db, async (trx) => {
    const row = await getPageRow(trx, pageId);
    if (!row) return null;
    const page = pageFromRow(row, "working");
    if (!hasBlock(page.content, block_id)) throw new ValidationError({ block_id: t.blockMissing });
    const id = crypto.randomUUID();
    await trx
      .insertInto("page_annotations")
      .values({ id, page_id: pageId, block_id, body, created_by: actor.id, created_by_name: actor.name, created_at: nowIso(), resolved_at: null, resolved_by: null, resolved_by_name: null })
      .execute();
    await recordAction(trx, { action: "page.annotation-added", objectType: pageObjectType(page.content_type), objectId: page.id, objectTitle: page.title, detail: { blockId: block_id, body } });
    return toAnnotation((await trx.selectFrom("page_annotations").selectAll().where("id", "=", id).executeTakeFirstOrThrow()));
  });
}

/** Who may resolve a page's notes: reviewers, the page's maker and whoever submitted it. */
async function mayResolve(db: Db, role: Role, userId: string, page: { id: string; created_by?: string | null }): Promise<boolean> {
  if (can(role, "pages.review")) return true;
  if (page.created_by === userId) return true;
  return hasSubmitted(db, page.id, userId);
}

/** 'Erledigt' (resolved: true) or 'Wieder öffnen' (false). Null: no such page or note. */
export async function setAnnotationResolved(db: Db, pageId: string, annotationId: string, input: unknown, actor: ReviewActor): Promise<Annotation | null> {
  return inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom("page_annotations").selectAll().where("id", "=", annotationId).where("page_id", "=", pageId).executeTakeFirst();
    if (!existing) return null;
    const row = await getPageRow(trx, pageId);
    if (!row) return null;
    const page = pageFromRow(row, "working");
    if (!(await mayResolve(trx, actor.role, actor.id, page))) throw forbidden(t.resolveDenied);
    const { resolved } = parseOrThrow(annotationPatchSchema, input ?? {});
    if (resolved === !!existing.resolved_at) return toAnnotation(existing);
    const values = resolved ? { resolved_at: nowIso(), resolved_by: actor.id, resolved_by_name: actor.name } : { resolved_at: null, resolved_by: null, resolved_by_name: null };
    await trx.updateTable("page_annotations").set(values).where("id", "=", annotationId).execute();
    await recordAction(trx, {
      action: "page.annotation-resolved",
      objectType: pageObjectType(page.content_type),
      objectId: page.id,
      objectTitle: page.title,
      detail: { blockId: existing.block_id, body: existing.body, resolved },
    });
    return toAnnotation({ ...existing, ...values });
  });
}

/** Deletes a note (reviewers), with a log entry naming what it said. False: no such note on this page. */
export async function deleteAnnotation(db: Db, pageId: string, annotationId: string): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom("page_annotations").selectAll().where("id", "=", annotationId).where("page_id", "=", pageId).executeTakeFirst();
    const row = existing && (await getPageRow(trx, pageId));
    if (!existing || !row) return false;
    await trx.deleteFrom("page_annotations").where("id", "=", annotationId).execute();
    const page = pageFromRow(row, "working");
    await recordAction(trx, {
      action: "page.annotation-deleted",
      objectType: pageObjectType(page.content_type),
      objectId: page.id,
      objectTitle: page.title,
      detail: { blockId: existing.block_id, body: existing.body },
    });
    return true;
  });
}
