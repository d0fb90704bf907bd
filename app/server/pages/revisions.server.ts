import crypto from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/client.server";
import { fromDbJson, fromDbTimestamp, inTransaction, nowIso, toDbJson } from "../db/dialect.server";
import type { PageRevisionsTable } from "../db/schema.server";

/** The only code that reads and writes page_revisions (deleted with their page by FK cascade). */

/**
 * A save, or an event that always keeps a revision of its own: the page created, published
 * (its working copy went live), unpublished (taken offline), its unpublished changes discarded,
 * a revision restored (into the working copy), links rewritten after a move, a fix of the
 * optimize tool, the working copy submitted for review ('Zur Freigabe eingereicht', issue 30).
 */
export const REVISION_KINDS = ["save", "created", "publish", "unpublish", "discard", "restore", "links", "fix", "review"] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Saves by the same user this close to the last one continue that user's run (one revision). */
export const REVISION_RUN_MS = 10 * 60_000;

export interface PageRevisionSummary {
  id: string;
  page_id: string;
  title: string;
  slug: string;
  meta_title: string | null;
  meta_description: string | null;
  summary: string;
  author_id: string | null;
  kind: RevisionKind;
  created_at: string;
  /** The last save of the run; created_at when it was never updated. */
  updated_at: string;
}

export interface PageRevision extends PageRevisionSummary {
  content: unknown;
}

export class RevisionError extends Error {
  constructor(
    readonly code: "page",
    message: string,
  ) {
    super(message);
    this.name = "RevisionError";
  }
}

const summaryColumns = [
  "id",
  "page_id",
  "title",
  "slug",
  "meta_title",
  "meta_description",
  "summary",
  "author_id",
  "kind",
  "created_at",
  "updated_at",
] as const;

type Row = Omit<Selectable<PageRevisionsTable>, "content"> & { content?: unknown };

function toSummary(row: Row): PageRevisionSummary {
  return {
    id: row.id,
    page_id: row.page_id,
    title: row.title,
    slug: row.slug,
    meta_title: row.meta_title ?? null,
    meta_description: row.meta_description ?? null,
    summary: row.summary ?? "",
    author_id: row.author_id ?? null,
    kind: (REVISION_KINDS as readonly string[]).includes(row.kind) ? (row.kind as RevisionKind) : "save",
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at ?? row.created_at),
  };
}

export interface NewRevision {
  page_id: string;
  title: string;
  slug: string;
  content: unknown;
  meta_title?: string | null;
  meta_description?: string | null;
  summary?: string;
  author_id?: string | null;
  kind?: RevisionKind;
}

/** The revision of a page's state (its working copy when `page` is the working view). */
export function revisionOf(page: RevisionState, summary: string, authorId: string | null, kind: RevisionKind): NewRevision {
  return {
    kind,
    page_id: page.id,
    title: page.title,
    slug: page.slug,
    content: page.content,
    meta_title: page.meta_title,
    meta_description: page.meta_description,
    summary,
    author_id: authorId,
  };
}

/**
 * Two saves within the same millisecond would tie on created_at and make "newest first"
 * arbitrary, so a page's revisions get strictly increasing timestamps.
 */
async function nextCreatedAt(db: Db, pageId: string): Promise<string> {
  const last = await db
    .selectFrom("page_revisions")
    .select((eb) => eb.fn.max("created_at").as("last"))
    .where("page_id", "=", pageId)
    .executeTakeFirst();
  const now = nowIso();
  if (!last?.last) return now;
  const lastMs = Date.parse(fromDbTimestamp(last.last));
  return Date.parse(now) > lastMs ? now : new Date(lastMs + 1).toISOString();
}

/** What a revision holds of the page (both on insert and when a run of saves continues it). */
function revisionText(input: NewRevision) {
  return {
    title: input.title,
    slug: input.slug,
    content: toDbJson(input.content),
    meta_title: input.meta_title ?? null,
    meta_description: input.meta_description ?? null,
    summary: input.summary ?? "",
  };
}

/** The one insert of a revision row; its id. */
async function insertRevision(db: Db, input: NewRevision, createdAt: string): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto("page_revisions")
    .values({
      id,
      page_id: input.page_id,
      ...revisionText(input),
      author_id: input.author_id ?? null,
      kind: input.kind ?? "save",
      updated_at: null,
      created_at: createdAt,
    })
    .execute();
  return id;
}

export async function addRevision(db: Db, input: NewRevision): Promise<PageRevision> {
  return inTransaction(db, async (trx) => {
    const page = await trx.selectFrom("content_pages").select("id").where("id", "=", input.page_id).executeTakeFirst();
    if (!page) throw new RevisionError("page", "Die Seite existiert nicht.");
    const id = await insertRevision(trx, input, await nextCreatedAt(trx, input.page_id));
    return (await getRevision(trx, id))!;
  });
}

/** What a save needs of a page's newest revision to continue its run or date a new one. */
export interface LatestRevision {
  id: string;
  kind: string;
  author_id: string | null;
  created_at: string;
  updated_at: string | null;
}

/** The newest revision of a page (null: none yet). */
export async function latestRevision(db: Db, pageId: string): Promise<LatestRevision | null> {
  const row = await db
    .selectFrom("page_revisions")
    .select(["id", "kind", "author_id", "created_at", "updated_at"])
    .where("page_id", "=", pageId)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, kind: row.kind, author_id: row.author_id ?? null, created_at: fromDbTimestamp(row.created_at), updated_at: row.updated_at ? fromDbTimestamp(row.updated_at) : null };
}

/** A save by a known user within REVISION_RUN_MS of that user's last save, with nothing else in between. */
function continuesRun(latest: LatestRevision | null, input: NewRevision, now: Date): boolean {
  if ((input.kind ?? "save") !== "save" || !input.author_id || !latest) return false;
  const last = Date.parse(latest.updated_at ?? latest.created_at);
  return latest.kind === "save" && latest.author_id === input.author_id && now.getTime() - last <= REVISION_RUN_MS;
}

async function continueRun(db: Db, latest: LatestRevision, input: NewRevision, now: Date): Promise<void> {
  await db
    .updateTable("page_revisions")
    .set({
      ...revisionText(input),
      updated_at: now.toISOString(),
    })
    .where("id", "=", latest.id)
    .execute();
}

/**
 * Keeps a revision of a change. A save by a known user within REVISION_RUN_MS of that user's last
 * save, with nothing else in between, updates that run's revision instead of adding one: an
 * editor that autosaves every second leaves one revision per editing run, not one per keystroke.
 * Every other kind always gets its own.
 */
export async function saveRevision(db: Db, input: NewRevision, now = new Date()): Promise<PageRevision> {
  const latest = await latestRevision(db, input.page_id);
  if (!latest || !continuesRun(latest, input, now)) return addRevision(db, { ...input, kind: input.kind ?? "save" });
  await continueRun(db, latest, input, now);
  return (await getRevision(db, latest.id))!;
}

/**
 * saveRevision inside a page write that already read the newest revision (`latest`, null: none)
 * and wrote the page row (which therefore exists): no further read. The revision's id.
 */
export async function recordRevision(db: Db, input: NewRevision, latest: LatestRevision | null, now = new Date()): Promise<string> {
  if (latest && continuesRun(latest, input, now)) {
    await continueRun(db, latest, input, now);
    return latest.id;
  }
  // Strictly after the newest one (see nextCreatedAt).
  const lastMs = latest ? Date.parse(latest.created_at) : 0;
  const createdAt = now.getTime() > lastMs ? now.toISOString() : new Date(lastMs + 1).toISOString();
  return insertRevision(db, { ...input, kind: input.kind ?? "save" }, createdAt);
}

/** A page's state as a revision records it. */
export interface RevisionState {
  id: string;
  title: string;
  slug: string;
  content: unknown;
  meta_title: string | null;
  meta_description: string | null;
  /** When the page reached this state (its last change). */
  updated_at: string;
}

/**
 * Every page keeps the state it started from: a page that has no revision yet (seeded or imported
 * before revisions were written for them, or written by a path that keeps none) gets one of its
 * state as it is, dated to its last change, before the first change is recorded. Without it the
 * first editing run's revision would be the oldest entry, and the original could not be restored.
 * True when one was written.
 */
export async function ensureStartingRevision(db: Db, page: RevisionState, summary: string): Promise<boolean> {
  const any = await db.selectFrom("page_revisions").select("id").where("page_id", "=", page.id).limit(1).executeTakeFirst();
  if (any) return false;
  await insertStartingRevision(db, page, summary);
  return true;
}

/** ensureStartingRevision for a caller that knows the page has no revision yet: the one written. */
export async function insertStartingRevision(db: Db, page: RevisionState, summary: string): Promise<LatestRevision> {
  const { id, ...state } = page;
  // Its own time, but never at or after now: the change that follows must sort after it.
  const createdAt = Date.parse(page.updated_at) < Date.now() ? new Date(page.updated_at).toISOString() : new Date(Date.now() - 1).toISOString();
  const revisionId = await insertRevision(db, { ...state, page_id: id, summary, author_id: null, kind: "created" }, createdAt);
  return { id: revisionId, kind: "created", author_id: null, created_at: createdAt, updated_at: null };
}

/** A page's revisions, newest first, without content. */
export async function listRevisions(db: Db, pageId: string): Promise<PageRevisionSummary[]> {
  const rows = await db
    .selectFrom("page_revisions")
    .select(summaryColumns)
    .where("page_id", "=", pageId)
    .orderBy("created_at", "desc")
    .execute();
  return rows.map(toSummary);
}

export async function getRevision(db: Db, id: string): Promise<PageRevision | null> {
  const row = await db.selectFrom("page_revisions").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...toSummary(row), content: fromDbJson(row.content) } : null;
}
