import crypto from "node:crypto";
import { de } from "~/i18n/de";
import { HttpError } from "../http/http-error.server";
import type { Selectable } from "kysely";
import type { Db } from "../db/client.server";
import { fromDbJson, fromDbTimestamp, inTransaction, nowIso, toDbJson } from "../db/dialect.server";
import type { PageTemplatesTable } from "../db/schema.server";

/** The only code that reads and writes page_templates. */

export interface PageTemplateSummary {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface PageTemplate extends PageTemplateSummary {
  /** A block array as stored, like a page's content. */
  content: unknown;
}

export class TemplateError extends HttpError {
  constructor(
    readonly code: "name" | "duplicate",
    message: string,
  ) {
    // A taken name is a conflict; a bad name is invalid input (the field says which).
    super(code === "duplicate" ? 409 : 400, message, { fields: { name: message } }, code === "duplicate" ? message : de.pages.invalidInput);
    this.name = "TemplateError";
  }
}

type Row = Omit<Selectable<PageTemplatesTable>, "content"> & { content?: unknown };

function toSummary(row: Row): PageTemplateSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? null,
    created_at: fromDbTimestamp(row.created_at),
    updated_at: fromDbTimestamp(row.updated_at),
  };
}

function requireName(name: string): string {
  const trimmed = (name ?? "").trim();
  if (!trimmed) throw new TemplateError("name", "Bitte geben Sie einen Namen für die Vorlage ein.");
  return trimmed;
}

/**
 * Checked inside the write's transaction so the user gets our message; the unique index stays
 * the last line of defence against a concurrent insert.
 */
async function assertNameFree(db: Db, name: string, exceptId?: string): Promise<void> {
  let query = db.selectFrom("page_templates").select("id").where("name", "=", name);
  if (exceptId) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) {
    throw new TemplateError("duplicate", "Eine Vorlage mit diesem Namen existiert bereits.");
  }
}

/** All templates by name, without content (load one with getTemplate to use it). */
export async function listTemplates(db: Db): Promise<PageTemplateSummary[]> {
  const rows = await db
    .selectFrom("page_templates")
    .select(["id", "name", "description", "created_at", "updated_at"])
    .orderBy("name", "asc")
    .execute();
  return rows.map(toSummary);
}

export async function getTemplate(db: Db, id: string): Promise<PageTemplate | null> {
  const row = await db.selectFrom("page_templates").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...toSummary(row), content: fromDbJson(row.content) } : null;
}

export interface NewTemplate {
  name: string;
  description?: string | null;
  content?: unknown;
}

export async function createTemplate(db: Db, input: NewTemplate): Promise<PageTemplate> {
  const name = requireName(input.name);
  return inTransaction(db, async (trx) => {
    await assertNameFree(trx, name);
    const id = crypto.randomUUID();
    const now = nowIso();
    await trx
      .insertInto("page_templates")
      .values({
        id,
        name,
        description: input.description ?? null,
        content: toDbJson(input.content ?? []),
        created_at: now,
        updated_at: now,
      })
      .execute();
    return (await getTemplate(trx, id))!;
  });
}

export type TemplatePatch = Partial<NewTemplate>;

/** Partial update; undefined fields stay. Null when the template does not exist. */
export async function updateTemplate(db: Db, id: string, patch: TemplatePatch): Promise<PageTemplate | null> {
  const values: { name?: string; description?: string | null; content?: string } = {};
  if (patch.name !== undefined) values.name = requireName(patch.name);
  if (patch.description !== undefined) values.description = patch.description;
  if (patch.content !== undefined) values.content = toDbJson(patch.content);
  return inTransaction(db, async (trx) => {
    if (!(await getTemplate(trx, id))) return null;
    if (values.name !== undefined) await assertNameFree(trx, values.name, id);
    await trx
      .updateTable("page_templates")
      .set({ ...values, updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    return getTemplate(trx, id);
  });
}

export async function renameTemplate(db: Db, id: string, name: string): Promise<PageTemplate | null> {
  return updateTemplate(db, id, { name });
}

/** Returns false when it did not exist. */
export async function deleteTemplate(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom("page_templates").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
