import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { deReview } from "~/i18n/review";
import { can, ROLE_LABELS, type Role } from "~/lib/access";
import { pageObjectType, type AuditAction } from "~/lib/audit-actions";
import { adminEditPath, reviewPath } from "~/lib/admin-paths";
import { publicPagePath, type Page } from "~/lib/pages";
import { reviewReturnSchema, reviewSubmitSchema, type ReviewContext, type ReviewQueueItem, type ReviewStep } from "~/lib/review-schema";
import { parseOrThrow, ValidationError } from "../api/validation.server";
import { recordAction } from "../audit/log.server";
import { forbidden } from "../auth/guard.server";
import type { Db } from "../db/client.server";
import { fromDbBool, fromDbTimestamp, inTransaction, nowIso } from "../db/dialect.server";
import { HttpError } from "../http/http-error.server";
import type { Mailer } from "../mail/mail.server";
import { listAnnotations, type ReviewActor } from "./annotations.server";
import { mayEditPage } from "./author-rules.server";
import { getPageRow, pageFromRow, type PageRow } from "./pages.server";
import { latestRevision, recordRevision } from "./revisions.server";
import { publishPageById, reviewRequiredError, revisionOf } from "./service.server";

/**
 * Review before publishing (issue 30): 'Zur Freigabe einreichen' (submit), 'Freigeben und
 * veröffentlichen' (approve) and 'Zurückgeben' (return). Each step writes, in one transaction, the
 * page's review_status, a page_reviews row, a log entry and the mails in the outbox (delivered
 * after the commit). review_status changes do not bump the page's version: an editor open on the
 * page keeps saving without a conflict, and saving while pending keeps the review pending (the
 * reviewer always sees the newest working copy; approve publishes it with the version the reviewer
 * saw, so a save after the reviewer looked answers 409 instead of publishing unseen text).
 */

const t = deReview;

export type { ReviewActor, ReviewContext };

export interface ReviewDeps {
  mailer: Mailer;
  /** The site's address, for the links in the mails. */
  publicUrl: string;
}

function conflict(message: string): HttpError {
  return new HttpError(409, message, { code: "review" });
}

/** The reviewer's screen: blog posts under /admin/blog (issue 38), other pages under /admin/pages. */
function reviewUrl(publicUrl: string, page: Pick<Page, "id" | "content_type">): string {
  return new URL(reviewPath(page), publicUrl).toString();
}

function editUrl(publicUrl: string, page: Pick<Page, "id" | "content_type">): string {
  return new URL(adminEditPath(page), publicUrl).toString();
}

type UserRow = { id: string; name: string; email: string };
function authDb(db: Db) {
  return db as unknown as Kysely<Record<"user", UserRow>>;
}

/** Every active Redakteur and Administrator but `except` (their addresses). */
async function reviewerEmails(db: Db, except: string | null): Promise<string[]> {
  const rows = await db
    .selectFrom("user_roles")
    .leftJoin("user_status", "user_status.user_id", "user_roles.user_id")
    .select(["user_roles.user_id", "user_status.active"])
    .where("user_roles.role", "in", ["admin", "editor"])
    .execute();
  const ids = [...new Set(rows.filter((r) => (r.active === null || fromDbBool(r.active)) && r.user_id !== except).map((r) => r.user_id))];
  if (!ids.length) return [];
  const users = await authDb(db).selectFrom("user").select(["id", "email"]).where("id", "in", ids).orderBy("email").execute();
  return users.map((u) => u.email);
}

async function emailOf(db: Db, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const row = await authDb(db).selectFrom("user").select("email").where("id", "=", userId).executeTakeFirst();
  return row?.email ?? null;
}

function recordReviewAction(trx: Db, action: AuditAction, page: Pick<Page, "id" | "title" | "content_type">, detail?: Record<string, unknown>) {
  return recordAction(trx, { action, objectType: pageObjectType(page.content_type), objectId: page.id, objectTitle: page.title, detail });
}

async function insertStep(trx: Db, pageId: string, action: ReviewStep["action"], message: string | null, actor: ReviewActor, revisionId: string | null): Promise<string> {
  const id = crypto.randomUUID();
  // Strictly after the page's previous step, so "newest" never ties (two steps in one millisecond).
  const last = await trx.selectFrom("page_reviews").select((eb) => eb.fn.max("created_at").as("last")).where("page_id", "=", pageId).executeTakeFirst();
  const now = nowIso();
  const lastMs = last?.last ? Date.parse(fromDbTimestamp(last.last as string)) : 0;
  const createdAt = Date.parse(now) > lastMs ? now : new Date(lastMs + 1).toISOString();
  await trx
    .insertInto("page_reviews")
    .values({ id, page_id: pageId, action, message, user_id: actor.id, user_name: actor.name, revision_id: revisionId, created_at: createdAt })
    .execute();
  return id;
}

async function setStatus(trx: Db, pageId: string, status: "pending" | "returned" | null): Promise<void> {
  await trx.updateTable("content_pages").set({ review_status: status }).where("id", "=", pageId).execute();
}

function toStep(row: { id: string; action: string; message: string | null; user_id: string | null; user_name: string | null; revision_id: string | null; created_at: unknown }): ReviewStep {
  return {
    id: row.id,
    action: row.action as ReviewStep["action"],
    message: row.message ?? null,
    user_id: row.user_id ?? null,
    user_name: row.user_name ?? null,
    revision_id: row.revision_id ?? null,
    created_at: fromDbTimestamp(row.created_at as string),
  };
}

/** A page's review steps, newest first. */
export async function listReviewSteps(db: Db, pageId: string): Promise<ReviewStep[]> {
  const rows = await db.selectFrom("page_reviews").selectAll().where("page_id", "=", pageId).orderBy("created_at", "desc").orderBy("id").execute();
  return rows.map(toStep);
}

/** The newest step of a kind (the submission being reviewed, the comment of a return). */
export async function latestStep(db: Db, pageId: string, action: ReviewStep["action"]): Promise<ReviewStep | null> {
  const row = await db
    .selectFrom("page_reviews")
    .selectAll()
    .where("page_id", "=", pageId)
    .where("action", "=", action)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? toStep(row) : null;
}

/**
 * 'Zur Freigabe einreichen': an Autor on their own never-published, unscheduled post; Redakteure
 * and Administratoren on any page. 409 when already pending. Writes a revision of the submitted
 * working copy ('Zur Freigabe eingereicht'), the step with the note, the log entry and a mail to
 * every active reviewer but the submitter. Null when the page does not exist.
 */
export async function submitForReview(db: Db, deps: ReviewDeps, pageId: string, input: unknown, actor: ReviewActor): Promise<Page | null> {
  const { note } = parseOrThrow(reviewSubmitSchema, input ?? {});
  const mailIds: string[] = [];
  const page = await inTransaction(db, async (trx) => {
    const row = await getPageRow(trx, pageId);
    if (!row) return null;
    if (!mayEditPage(actor.role, actor.id, row)) throw forbidden(t.authorOwnDrafts);
    if (row.review_status === "pending") throw conflict(t.alreadyPending);
    const page = pageFromRow(row, "working");
    const revisionId = await recordRevision(
      trx,
      revisionOf(page, t.revisionSummary, actor.id, "review"),
      await latestRevision(trx, page.id),
    );
    await setStatus(trx, page.id, "pending");
    await insertStep(trx, page.id, "submit", note || null, actor, revisionId);
    await recordReviewAction(trx, "page.review-submitted", page, note ? { note } : undefined);
    const url = reviewUrl(deps.publicUrl, page);
    for (const to of await reviewerEmails(trx, actor.id)) {
      mailIds.push(await deps.mailer.queue({ to, subject: t.mail.submittedSubject(page.title), text: t.mail.submittedText(actor.name, page.title, note || null, url) }, { db: trx }));
    }
    return { ...page, review_status: "pending" as const };
  });
  if (mailIds.length) deps.mailer.deliverSoon(mailIds);
  return page;
}

/** A pending review's submission, checked before approve and return: 404 null, 409 not pending. */
async function pendingRow(trx: Db, pageId: string): Promise<PageRow | null> {
  const row = await getPageRow(trx, pageId);
  if (!row) return null;
  if (row.review_status !== "pending") throw conflict(t.notPending);
  return row;
}

/**
 * 'Freigeben und veröffentlichen': only a pending review; publishes the working copy as 'Veröffentlichen'
 * does (same version check, revision 'Veröffentlicht', change event), even on a page marked
 * 'Freigabe erforderlich'. The submitter does not approve their own submission unless Administrator.
 * Mails the submitter. Null when the page does not exist.
 */
export async function approveReview(db: Db, deps: ReviewDeps, pageId: string, input: unknown, actor: ReviewActor): Promise<Page | null> {
  const mailIds: string[] = [];
  // Checked before the publish, so a refusal never depends on the version sent.
  const before = await getPageRow(db, pageId);
  if (!before) return null;
  if (before.review_status !== "pending") throw conflict(t.notPending);
  const submitted = await latestStep(db, pageId, "submit");
  if (submitted?.user_id === actor.id && actor.role !== "admin") throw forbidden(t.ownSubmission);
  const page = await publishPageById(db, pageId, input, {
    authorId: actor.id,
    review: async (trx, published, revisionId) => {
      // Again inside the transaction: of two concurrent approvals or an approval and a return, one wins.
      await assertStillPending(trx, pageId);
      const submission = await latestStep(trx, pageId, "submit");
      await setStatus(trx, pageId, null);
      await insertStep(trx, pageId, "approve", null, actor, revisionId);
      await recordReviewAction(trx, "page.review-approved", published, { submittedBy: submission?.user_name ?? null });
      const to = await emailOf(trx, submission?.user_id ?? null);
      if (to && submission?.user_id !== actor.id) {
        const url = new URL(publicPagePath(published), deps.publicUrl).toString();
        mailIds.push(await deps.mailer.queue({ to, subject: t.mail.approvedSubject(published.title), text: t.mail.approvedText(actor.name, published.title, url) }, { db: trx }));
      }
    },
  });
  if (mailIds.length) deps.mailer.deliverSoon(mailIds);
  return page ? { ...page, review_status: null } : null;
}

/**
 * Inside approve's publish: the publish has already ended the review_status (every publish does),
 * so whether it was still pending is told by the steps: the newest must be a submit.
 */
async function assertStillPending(trx: Db, pageId: string): Promise<void> {
  const last = await trx.selectFrom("page_reviews").select("action").where("page_id", "=", pageId).orderBy("created_at", "desc").limit(1).executeTakeFirst();
  if (last?.action !== "submit") throw conflict(t.notPending);
}

/** 'Zurückgeben' with a required comment: review_status 'returned', the step, the log, a mail to the submitter. */
export async function returnReview(db: Db, deps: ReviewDeps, pageId: string, input: unknown, actor: ReviewActor): Promise<Page | null> {
  const { comment } = parseOrThrow(reviewReturnSchema, input ?? {});
  const mailIds: string[] = [];
  const page = await inTransaction(db, async (trx) => {
    const row = await pendingRow(trx, pageId);
    if (!row) return null;
    const page = pageFromRow(row, "working");
    const submission = await latestStep(trx, pageId, "submit");
    await setStatus(trx, pageId, "returned");
    await insertStep(trx, pageId, "return", comment, actor, submission?.revision_id ?? null);
    await recordReviewAction(trx, "page.review-returned", page, { comment });
    const to = await emailOf(trx, submission?.user_id ?? null);
    if (to && submission?.user_id !== actor.id) {
      mailIds.push(
        await deps.mailer.queue(
          { to, subject: t.mail.returnedSubject(page.title), text: t.mail.returnedText(actor.name, page.title, comment, editUrl(deps.publicUrl, page)) },
          { db: trx },
        ),
      );
    }
    return { ...page, review_status: "returned" as const };
  });
  if (mailIds.length) deps.mailer.deliverSoon(mailIds);
  return page;
}

/**
 * PATCH /api/pages/:id: only pages.review sets 'Freigabe erforderlich'; clearing it is an
 * Administrator's action (review.waive, issue 38), never in the same request as a publish or a
 * schedule (400 naming review_required), and is logged with the write (applyUpdate). On a page
 * marked so (or being marked so by the same patch) nobody publishes or schedules directly (409).
 */
export async function assertReviewRulesForPatch(db: Db, role: Role, pageId: string, input: unknown): Promise<void> {
  if (!input || typeof input !== "object" || Array.isArray(input)) return;
  const values = input as Record<string, unknown>;
  const row = await getPageRow(db, pageId);
  if (!row) return; // the route answers 404
  const stored = fromDbBool(row.review_required ?? false);
  const goesOnline = values.is_published === true && !fromDbBool(row.is_published);
  const schedules = values.publish_at !== undefined && values.publish_at !== null;
  const changes = typeof values.review_required === "boolean" && values.review_required !== stored;
  if (changes && !can(role, "pages.review")) throw forbidden(t.reviewRequiredOnly);
  if (changes && stored) {
    if (!can(role, "review.waive")) {
      const message = t.waiveOnlyAdmin(ROLE_LABELS[role]);
      throw new HttpError(403, message, { fields: { review_required: message } });
    }
    if (goesOnline || schedules) throw new ValidationError({ review_required: t.waiveNotWithPublish }, t.waiveNotWithPublish);
    return;
  }
  const required = typeof values.review_required === "boolean" ? values.review_required : stored;
  if (!required) return;
  if (goesOnline || schedules) throw reviewRequiredError();
}

/** Pages waiting for a review (reviewers), or one person's own pending and returned ones (authors). */
export async function listReviewQueue(db: Db, options: { reviewer: boolean; userId: string }): Promise<ReviewQueueItem[]> {
  let query = db
    .selectFrom("content_pages")
    .select(["id", "title", "draft_title", "content_type", "review_status", "created_by"])
    .where("review_status", "in", options.reviewer ? ["pending"] : ["pending", "returned"]);
  if (!options.reviewer) query = query.where("created_by", "=", options.userId);
  const rows = await query.execute();
  if (!rows.length) return [];
  const steps = await db
    .selectFrom("page_reviews")
    .selectAll()
    .where("page_id", "in", rows.map((r) => r.id))
    .where("action", "=", "submit")
    .orderBy("created_at", "desc")
    .execute();
  const latest = new Map<string, ReviewStep>();
  for (const step of steps) if (!latest.has(step.page_id)) latest.set(step.page_id, toStep(step));
  return rows
    .map((r): ReviewQueueItem => {
      const s = latest.get(r.id);
      return {
        id: r.id,
        title: r.draft_title ?? r.title,
        content_type: r.content_type,
        review_status: r.review_status === "returned" ? "returned" : "pending",
        submitted_by: s?.user_id ?? null,
        submitted_by_name: s?.user_name ?? null,
        submitted_at: s?.created_at ?? null,
      };
    })
    .filter((item) => options.reviewer || item.submitted_by === options.userId)
    .sort((a, b) => (a.submitted_at ?? "").localeCompare(b.submitted_at ?? ""));
}

export async function loadReviewContext(db: Db, pageId: string, access: { role: Role; userId: string }): Promise<ReviewContext | null> {
  const row = await getPageRow(db, pageId);
  if (!row) return null;
  const [submission, lastReturn, annotations] = await Promise.all([latestStep(db, pageId, "submit"), latestStep(db, pageId, "return"), listAnnotations(db, pageId)]);
  const status = row.review_status === "pending" || row.review_status === "returned" ? row.review_status : null;
  return {
    status,
    required: fromDbBool(row.review_required ?? false),
    submission,
    returned: status === "returned" ? lastReturn : null,
    mayReview: can(access.role, "pages.review"),
    mayWaive: can(access.role, "review.waive"),
    maySubmit: status !== "pending" && can(access.role, "pages.submit") && mayEditPage(access.role, access.userId, row),
    annotations: annotations ?? [],
  };
}
