import type { Block } from "~/blocks/types";
import type { Page } from "~/lib/pages";
import type { Db } from "../db/client.server";
import { withChanges, type ChangeTransaction } from "../events/changes.server";
import type { PagePatch, PageRow } from "./pages.server";
import type { RevisionKind } from "./revisions.server";

/**
 * Lifecycle hooks of the page write path (issue 40, docs/decisions/033), in the spirit of
 * Payload's collection hooks: the service does the write itself; everything that follows from it
 * (audit rows, revisions, redirects, gone paths, review state, change events, presence, the
 * scheduler) subscribes in app/server/pages/page-hooks.server.ts, one list, run in its order.
 *
 * Hooks that write get the write's transaction (`trx`) and run inside it: what they write commits
 * or rolls back with the page. Hooks that only signal this process (the scheduler's timer) hand
 * the signal to `ctx.afterCommit`; it runs after the commit and never after a rollback.
 */

/** The fields a write changed (content as canonical blocks). */
export type PageChanges = Omit<PagePatch, "content"> & { content?: Block[] };

/** What one write's hooks share (Payload's `context`): an earlier hook's finding for a later one. */
export interface WriteContext {
  /** The revision's author (null: the server, an import, the scheduler). */
  readonly authorId: string | null;
  /** A change event was recorded for the page itself (set by the change-events hook). */
  announced: boolean;
  /** The revision this write recorded (set by the revisions hook; null: none). */
  revisionId: string | null;
  /** Runs `signal` after the commit (word inside this process, never a write). */
  afterCommit(signal: () => void): void;
}

interface HookArgs {
  trx: ChangeTransaction;
  ctx: WriteContext;
}

/** Who publishes: a person ('Veröffentlichen'), an approved review, or the scheduler. */
export type Publisher = "person" | "review" | "scheduler";

/** Before the row is written, on the row as the write read it (null: a page being created). May throw to refuse. */
export interface BeforeWriteArgs extends HookArgs {
  operation: "create" | "update" | "restore" | "publish" | "delete";
  before: PageRow | null;
  /** Set when `operation` is publish. */
  publisher?: Publisher;
}

/** After a page was created, edited (also unpublished) or a revision restored into its working copy. */
export interface AfterWriteArgs extends HookArgs {
  operation: "create" | "update" | "restore";
  /** The row as read before the write (null: created). */
  before: PageRow | null;
  /** The row as it is now (an earlier hook may have replaced it). */
  after: PageRow;
  /** What changed (a created page: nothing, it is new). */
  changes: PageChanges;
  /** The caller's wish for the revision (default: generated from `changes`). */
  revision: { kind?: RevisionKind; summary?: string };
  /** operation restore: the revision restored. */
  restored?: { revisionId: string; revisionDate: string };
}

/** After 'Veröffentlichen', an approved review or the scheduler published the working copy. */
export interface AfterPublishArgs extends HookArgs {
  before: PageRow;
  after: PageRow;
  publisher: Publisher;
  /** Something went live (false: the page was online with nothing unpublished; at most a schedule ended). */
  live: boolean;
}

export interface AfterDeleteArgs extends HookArgs {
  /** The deleted page's row as it was. */
  before: PageRow;
}

/** After 'Änderungen verwerfen' put the working copy back to the published state (only when there was one). */
export interface AfterDiscardArgs extends HookArgs {
  after: Page;
}

/** After one parent's children got their new order. */
export interface AfterReorderArgs extends HookArgs {
  ids: readonly string[];
}

/**
 * One concern's hooks. afterWrite and afterPublish may return the row as it is after their own
 * write (e.g. links rewritten); later hooks and the caller then see that row.
 */
export interface PageHooks {
  name: string;
  beforeWrite?: (args: BeforeWriteArgs) => Promise<void> | void;
  afterWrite?: (args: AfterWriteArgs) => Promise<PageRow | void> | PageRow | void;
  afterPublish?: (args: AfterPublishArgs) => Promise<PageRow | void> | PageRow | void;
  afterDelete?: (args: AfterDeleteArgs) => Promise<void> | void;
  afterDiscard?: (args: AfterDiscardArgs) => Promise<void> | void;
  afterReorder?: (args: AfterReorderArgs) => Promise<void> | void;
}

/**
 * Runs `work` in a withChanges transaction with a fresh WriteContext, then the signals its hooks
 * left for after the commit (in their order). Inside another withChanges it joins that
 * transaction and signals when `work` is done, as the write did before hooks existed.
 */
export async function withPageWrite<T>(db: Db, authorId: string | null, work: (trx: ChangeTransaction, ctx: WriteContext) => Promise<T>): Promise<T> {
  const signals: (() => void)[] = [];
  const ctx: WriteContext = { authorId, announced: false, revisionId: null, afterCommit: (signal) => void signals.push(signal) };
  const result = await withChanges(db, (trx) => work(trx, ctx));
  for (const signal of signals) signal();
  return result;
}

export async function runBeforeWrite(hooks: readonly PageHooks[], args: BeforeWriteArgs): Promise<void> {
  for (const hook of hooks) if (hook.beforeWrite) await hook.beforeWrite(args);
}

/** The row after every hook (a hook may have replaced it). */
export async function runAfterWrite(hooks: readonly PageHooks[], args: AfterWriteArgs): Promise<PageRow> {
  let after = args.after;
  for (const hook of hooks) if (hook.afterWrite) after = (await hook.afterWrite({ ...args, after })) ?? after;
  return after;
}

/** The row after every hook (a hook may have replaced it). */
export async function runAfterPublish(hooks: readonly PageHooks[], args: AfterPublishArgs): Promise<PageRow> {
  let after = args.after;
  for (const hook of hooks) if (hook.afterPublish) after = (await hook.afterPublish({ ...args, after })) ?? after;
  return after;
}

export async function runAfterDelete(hooks: readonly PageHooks[], args: AfterDeleteArgs): Promise<void> {
  for (const hook of hooks) if (hook.afterDelete) await hook.afterDelete(args);
}

export async function runAfterDiscard(hooks: readonly PageHooks[], args: AfterDiscardArgs): Promise<void> {
  for (const hook of hooks) if (hook.afterDiscard) await hook.afterDiscard(args);
}

export async function runAfterReorder(hooks: readonly PageHooks[], args: AfterReorderArgs): Promise<void> {
  for (const hook of hooks) if (hook.afterReorder) await hook.afterReorder(args);
}

/**
 * Whether a published page now answers its address, so an old redirect away from it or a 410 must
 * go: created online, or edited while online with a new address (slug, parent, type) or going
 * online. Only these can meet an old redirect or gone path (the autosave touches neither table).
 */
export function answersNewAddress(args: AfterWriteArgs, isPublished: boolean): boolean {
  if (!isPublished) return false;
  if (args.operation === "create") return true;
  const { changes } = args;
  return changes.slug !== undefined || changes.parent_id !== undefined || changes.content_type !== undefined || changes.is_published === true;
}
