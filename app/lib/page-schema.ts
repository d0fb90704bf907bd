import { z } from "zod";
import { de } from "~/i18n/de";
import { deSchedule } from "~/i18n/schedule";
import { deMenu } from "~/i18n/menu";
import { CONTENT_TYPES } from "./pages";
import { SLUG_PATTERN } from "./slug";
import { cleanText } from "./clean-text";
import { findContentTextProblem } from "./content-limits";

/**
 * The one schema for page writes, shared by the admin forms and the server (spec §3 field names,
 * snake_case, plus `version` for optimistic locking). The server parses every write with it.
 */

const m = de.pages.field;

/** Paths of our own routes: a page with such a slug could never be reached. */
export const RESERVED_SLUGS = ["admin", "auth", "api", "assets", "healthz", "optimize-block", "presentations", "vorschau"] as const;

export const MAX_BLOCK_DEPTH = 8;

/** A menu title is a short label: longer ones would not fit the header. */
export const MENU_TITLE_MAX = 60;

export const titleSchema = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, { error: m.titleRequired })
  .max(200, { error: m.titleTooLong })
  .refine(...cleanText("Titel"));

export const slugSchema = z
  .string({ error: m.slugRequired })
  .trim()
  .min(1, { error: m.slugRequired })
  .max(100, { error: m.slugTooLong })
  .regex(SLUG_PATTERN, { error: m.slugPattern })
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), { error: (issue) => m.slugReserved(String(issue.input)) });

const bool = z.boolean({ error: m.boolean });

/** "" and null both mean "no parent" (spec §5: an empty parent becomes null). */
const parentSchema = z
  .union([z.string(), z.null()], { error: m.parent })
  .transform((value) => (value === "" || value === null ? null : value));

/** An empty meta text is stored as null, so "not set" has one form. */
function optionalText(max: number, tooLong: string, label: string, multiline = false) {
  return z
    .union([z.string(), z.null()], { error: m.text })
    .transform((value) => (value === null || value.trim() === "" ? null : value.trim()))
    .refine((value) => value === null || value.length <= max, { error: tooLong })
    .refine(...cleanText(label, { multiline }))
    // The refine is invisible to JSON Schema; the API document (/api/docs) states the limit.
    .meta({ maxLength: max });
}

/**
 * Scheduled publishing: an ISO 8601 date-time with a zone (a browser's datetime-local value is
 * turned into one by the form), stored as UTC with milliseconds so every instance compares the
 * same text; null removes the schedule. A past time is allowed: it goes live at the next check.
 */
export const publishAtSchema = z
  .union([z.iso.datetime({ offset: true, error: deSchedule.invalid }), z.null()], { error: deSchedule.invalid })
  .transform((value, ctx) => {
    if (value === null) return null;
    const time = Date.parse(value);
    if (Number.isNaN(time)) {
      ctx.issues.push({ code: "custom", message: deSchedule.invalid, input: value });
      return z.NEVER;
    }
    return new Date(time).toISOString();
  });

interface BlockProblem {
  message: string;
}

/**
 * Checks the stored block shape {id, type, content, style?, slots?} recursively, naming the
 * block and field of the first problems found. The older `children` (one list, or one list per
 * column) is accepted too, with the same limits; the server reads it into slots (readBlocks).
 * Type-specific fields are checked by the server against each block module's schema.
 */
export function findBlockProblems(value: unknown, depth = 0, seen = new Set<string>()): BlockProblem[] {
  if (!Array.isArray(value)) return [{ message: m.contentArray }];
  if (depth > MAX_BLOCK_DEPTH) return [{ message: m.tooDeep }];
  const problems: BlockProblem[] = [];
  value.forEach((item, index) => {
    const position = index + 1;
    if (!item || typeof item !== "object" || Array.isArray(item)) {
      problems.push({ message: m.blockObject(position) });
      return;
    }
    const block = item as Record<string, unknown>;
    if (typeof block.id !== "string" || block.id.trim() === "") {
      problems.push({ message: m.blockId(position) });
      return;
    }
    const id = block.id;
    if (seen.has(id)) problems.push({ message: m.blockDuplicateId(id) });
    seen.add(id);
    if (typeof block.type !== "string" || block.type.trim() === "") problems.push({ message: m.blockType(id) });
    if (block.content !== undefined && !isPlainObject(block.content)) problems.push({ message: m.blockContent(id) });
    if (block.style !== undefined && block.style !== null && !isPlainObject(block.style)) problems.push({ message: m.blockStyle(id) });
    // Named slots (decision 015): { name: blocks }.
    if (block.slots !== undefined && block.slots !== null) {
      if (!isPlainObject(block.slots) || !Object.values(block.slots).every(Array.isArray)) problems.push({ message: m.blockSlots(id) });
      else for (const list of Object.values(block.slots)) problems.push(...findBlockProblems(list, depth + 1, seen));
    }
    // The older shape API clients and exports still send: one list, or one list per column.
    if (block.children !== undefined && block.children !== null) {
      if (!Array.isArray(block.children)) problems.push({ message: m.blockChildren(id) });
      else for (const list of childLists(block.children)) problems.push(...findBlockProblems(list, depth + 1, seen));
    }
  });
  return problems;
}

/** Legacy `children`: one list of blocks, or (every item a list) one list per column. */
function childLists(children: unknown[]): unknown[][] {
  return children.length > 0 && children.every(Array.isArray) ? (children as unknown[][]) : [children];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export interface InputBlock {
  id: string;
  type: string;
  content?: Record<string, unknown>;
  style?: Record<string, unknown> | null;
  slots?: Record<string, InputBlock[]> | null;
  /** The older shape, read into `slots` by the server. */
  children?: InputBlock[] | InputBlock[][] | null;
}

export const blocksSchema = z.custom<InputBlock[]>().superRefine((value, ctx) => {
  const problems = findBlockProblems(value);
  for (const problem of problems) ctx.addIssue({ code: "custom", message: problem.message });
  if (problems.length === 0) addTextProblem(value, ctx);
});

/** Refused characters, an overlong or too deeply nested text (checked before any HTML parse). */
function addTextProblem(value: unknown, ctx: z.RefinementCtx): void {
  const problem = findContentTextProblem(value);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
}

/** What a page stores: blocks (a presentation's are slide blocks). */
export const pageContentSchema = z.custom<InputBlock[]>().superRefine((value, ctx) => {
  const problems = findBlockProblems(value);
  for (const problem of problems) ctx.addIssue({ code: "custom", message: problem.message });
  if (problems.length === 0) addTextProblem(value, ctx);
});

const pageFields = z.object({
  title: titleSchema,
  slug: slugSchema,
  parent_id: parentSchema,
  sort_order: z.number({ error: m.sortOrder }).int({ error: m.sortOrder }),
  is_published: bool,
  is_legal: bool,
  content_type: z.enum(CONTENT_TYPES, { error: m.contentType }),
  show_in_footer_navigation: bool,
  show_in_menu: bool,
  menu_title: optionalText(MENU_TITLE_MAX, deMenu.field.menuTitleTooLong(MENU_TITLE_MAX), "Menütitel"),
  meta_title: optionalText(200, m.metaTitleTooLong, "Meta-Titel"),
  meta_description: optionalText(500, m.metaDescriptionTooLong, "Meta-Beschreibung", true),
  content: pageContentSchema,
  publish_at: publishAtSchema,
  /** 'Freigabe erforderlich' (issue 30); only Redakteure and Administratoren change it (checked in the route). */
  review_required: bool,
});

/** POST /api/pages: a title is required; without a slug, the server derives one from the title. */
export const pageCreateSchema = pageFields.partial().extend({
  title: titleSchema,
  /** Copy this template's blocks when no content is given. */
  template_id: z.string({ error: m.templateMissing }).min(1, { error: m.templateMissing }).optional(),
});

/** Required on every write of a page: without it a save would silently overwrite other edits. */
const versionSchema = z
  .number({ error: (issue) => (issue.input === undefined ? m.versionRequired : m.version) })
  .int({ error: m.version })
  .positive({ error: m.version });

/**
 * PATCH /api/pages/:id: every field optional but `version`, the one the client last saw (409 when
 * stale, 400 when missing). Title, content and meta fields go into the working copy; the others
 * change at once.
 */
export const pagePatchSchema = pageFields.partial().extend({
  version: versionSchema,
});

/** POST /api/pages/:id/publish and …/discard: the version the client last saw (409 when stale). */
export const pageVersionSchema = z.object({ version: versionSchema });

/** POST /api/pages/:id/unpublish: the version the client last saw, like every page write. */
export const pageUnpublishSchema = z.object({ version: versionSchema });

export type PageCreateInput = z.infer<typeof pageCreateSchema>;
export type PagePatchInput = z.infer<typeof pagePatchSchema>;

export const pageOrderSchema = z.object({
  ids: z
    .array(z.string({ error: m.ids }).min(1, { error: m.ids }), { error: m.ids })
    .min(1, { error: m.ids })
    .refine((ids) => new Set(ids).size === ids.length, { error: m.idsDuplicate }),
});

/**
 * `{ field: message }` from a zod error: the first message per top-level field, so a form can
 * show it beside the input ("content" carries the block id and field in its message).
 */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "_";
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

const r = de.pages.redirects;

/** Strips a trailing slash so "/alt/" and "/alt" are one source. */
function normalisePath(value: string): string {
  const trimmed = value.trim();
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, "") : trimmed;
}

export const redirectFromSchema = z
  .string({ error: r.fromPath })
  .transform(normalisePath)
  .refine((path) => /^\/[^/\s?#][^\s?#]*$/.test(path) && path.length <= 500, { error: r.fromPath })
  .refine(...cleanText("Alte Adresse"))
  .refine((path) => !(RESERVED_SLUGS as readonly string[]).includes(path.split("/")[1] ?? ""), { error: r.reservedPath });

/**
 * Browsers read a backslash in a Location as a slash (`/\evil.example` goes to //evil.example):
 * backslashes become slashes first, so a protocol-relative target is refused (issue 38 item 27).
 */
export const redirectToSchema = z
  .string({ error: r.toPath })
  .transform((value) => value.trim().replace(/\\/g, "/"))
  .refine((path) => path.length <= 2000 && (/^\/(?!\/)[^\s]*$/.test(path) || /^https?:\/\/[^\s/]+[^\s]*$/i.test(path)), { error: r.toPath })
  .refine(...cleanText("Ziel"));

const statusCodeSchema = z.union([z.literal(301), z.literal(302)], { error: r.statusCode });

export const redirectCreateSchema = z
  .object({ from_path: redirectFromSchema, to_path: redirectToSchema, status_code: statusCodeSchema.optional() })
  .refine((v) => v.from_path !== v.to_path, { error: r.same, path: ["to_path"] });

export const redirectPatchSchema = z.object({
  from_path: redirectFromSchema.optional(),
  to_path: redirectToSchema.optional(),
  status_code: statusCodeSchema.optional(),
});

const t = de.pages.templates;

const templateName = z
  .string({ error: t.nameRequired })
  .trim()
  .min(1, { error: t.nameRequired })
  .max(100, { error: t.nameTooLong })
  .refine(...cleanText("Name"));
const templateDescription = optionalText(500, t.descriptionTooLong, "Beschreibung", true);

/** POST /api/templates: a page's blocks (page_id) or blocks given directly (content). */
export const templateCreateSchema = z
  .object({
    name: templateName,
    description: templateDescription.optional(),
    page_id: z.string({ error: t.source }).min(1, { error: t.source }).optional(),
    content: pageContentSchema.optional(),
  })
  .refine((v) => v.page_id !== undefined || v.content !== undefined, { error: t.source, path: ["page_id"] });

export const templatePatchSchema = z.object({
  name: templateName.optional(),
  description: templateDescription.optional(),
  content: pageContentSchema.optional(),
});
