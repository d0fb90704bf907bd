import { z } from "zod";
import * as api from "~/lib/api-schema";
import * as backup from "~/lib/backup-schema";
import { logEntrySchema, logListSchema } from "~/lib/audit-query";
import { inboxReadSchema } from "~/lib/inbox-schema";
import * as media from "~/lib/media-schema";
import * as importSchemas from "~/lib/import-schema";
import * as pageSchemas from "~/lib/page-schema";
import * as reviewSchemas from "~/lib/review-schema";
import { settingsSchema } from "~/lib/settings";
import * as users from "~/lib/users-schema";
import { deSchedule } from "~/i18n/schedule";
import { REVISION_KINDS } from "../pages/revisions.server";

/**
 * The schemas of the OpenAPI document, generated from the zod schemas the routes parse with
 * (requests) and the API tests check answers with (responses, app/lib/api-schema.ts), so the
 * document says what the code does. zod writes JSON Schema draft 2020-12, the dialect of
 * OpenAPI 3.1; request bodies are described as input (before transforms and defaults).
 */

type JsonSchema = Record<string, unknown>;

export const SCHEMA_PREFIX = "#/components/schemas/";

/** Component name → zod schema. A schema used inside another becomes a $ref to its component. */
const COMPONENTS = {
  Error: api.apiErrorSchema,
  ValidationError: api.validationErrorSchema,
  Block: api.blockSchema,
  PageContent: api.pageContentSchema,
  PageSummary: api.pageSummarySchema,
  TreePage: api.treePageSchema,
  Page: api.pageSchema,
  PageCreate: pageSchemas.pageCreateSchema,
  PagePatch: pageSchemas.pagePatchSchema,
  PageOrder: pageSchemas.pageOrderSchema,
  PageVersion: pageSchemas.pageVersionSchema,
  PageUnpublish: pageSchemas.pageUnpublishSchema,
  ReviewSubmit: reviewSchemas.reviewSubmitSchema,
  ReviewReturn: reviewSchemas.reviewReturnSchema,
  AnnotationCreate: reviewSchemas.annotationCreateSchema,
  AnnotationPatch: reviewSchemas.annotationPatchSchema,
  SlugCheck: api.slugCheckSchema,
  OrderResult: api.orderResultSchema,
  Revision: api.revisionSchema,
  Redirect: api.redirectSchema,
  RedirectCreate: pageSchemas.redirectCreateSchema,
  RedirectPatch: pageSchemas.redirectPatchSchema,
  Job: api.jobSchema,
  Backup: backup.backupEntrySchema,
  BackupOutcome: backup.backupOutcomeSchema,
  BackupOverview: backup.backupOverviewSchema,
  BackupStarted: backup.backupStartedSchema,
  RestoreRequest: backup.restoreRequestSchema,
  RestoreReport: backup.restoreReportSchema,
  VerifyReport: backup.verifyReportSchema,
  Template: api.templateSchema,
  TemplateCreate: pageSchemas.templateCreateSchema,
  TemplatePatch: pageSchemas.templatePatchSchema,
  Settings: settingsSchema,
  Delivery: api.deliverySchema,
  SubmissionSummary: api.submissionSummarySchema,
  Submission: api.submissionSchema,
  InboxList: api.inboxListSchema,
  LogEntry: logEntrySchema,
  LogList: logListSchema,
  AnalyticsReport: api.analyticsReportSchema,
  LiveVisitors: api.liveVisitorsSchema,
  AdminBar: api.adminBarSchema,
  InboxRead: inboxReadSchema,
  ContactRequest: api.contactRequestSchema,
  ContactResult: api.contactResultSchema,
  BlockType: api.blockTypeSchema,
  BlockField: api.blockFieldSchema,
  Asset: media.assetSchema,
  AssetDetail: media.assetDetailSchema,
  AssetUsage: media.assetUsageSchema,
  AssetList: media.assetListSchema,
  AssetInUse: media.assetInUseSchema,
  AssetPatch: media.assetPatchSchema,
  AssetUpload: media.uploadRequestSchema,
  Folder: media.folderSchema,
  FolderList: media.folderListSchema,
  FolderCreate: media.folderCreateSchema,
  FolderPatch: media.folderPatchSchema,
  FolderOrder: media.folderOrderSchema,
  ImportUploadRequest: importSchemas.importUploadRequestSchema,
  ImportUpload: importSchemas.importUploadSchema,
  ImportMediaRequest: importSchemas.importMediaRequestSchema,
  ImportMedia: importSchemas.importMediaSchema,
  ImportRun: importSchemas.importRunSchema,
  ImportReport: importSchemas.importReportSchema,
  JobStarted: importSchemas.jobStartedSchema,
  Person: users.personSchema,
  People: users.peopleSchema,
  Invitation: users.invitationSchema,
  Invite: users.inviteSchema,
  PersonPatch: users.personPatchSchema,
} satisfies Record<string, z.ZodType>;

export type ComponentName = keyof typeof COMPONENTS;

export const ref = (name: ComponentName) => ({
  $ref: `${SCHEMA_PREFIX}${name}`,
});

/**
 * The page schema checks blocks with custom code (z.custom + superRefine), which JSON Schema
 * cannot express; the document points at the response shapes of blocks and content instead.
 */
function customSchema(schema: unknown): JsonSchema | undefined {
  if (schema === pageSchemas.pageContentSchema) return ref("PageContent");
  if (schema === pageSchemas.blocksSchema) return { type: "array", items: ref("Block") };
  return undefined;
}

const JSON_SCHEMA_OPTIONS = {
  target: "draft-2020-12",
  io: "input",
  unrepresentable: "any",
  override: ({ zodSchema, jsonSchema }) => {
    const replacement = customSchema(zodSchema);
    if (replacement) {
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as JsonSchema)[key];
      Object.assign(jsonSchema, replacement);
    }
  },
} satisfies Parameters<typeof z.toJSONSchema>[1];

/**
 * Words for request fields whose schema (shared with the admin forms) carries only German error
 * messages; a reader of the document needs the rule, not the message.
 */
const pageFieldNotes = {
  slug: `Kleinbuchstaben, Ziffern und Bindestriche; reserviert: ${pageSchemas.RESERVED_SLUGS.join(", ")}`,
  parent_id: "Übergeordnete Seite; leerer Text oder null: oberste Ebene",
  sort_order: "Position unter den Geschwistern",
  meta_title: "Leerer Text wird zu null (dann gilt der Seitentitel)",
  meta_description: "Leerer Text wird zu null",
  publish_at: deSchedule.apiNote,
};
const FIELD_NOTES: Partial<Record<ComponentName, Record<string, string>>> = {
  PageCreate: {
    ...pageFieldNotes,
    slug: `${pageFieldNotes.slug}; ohne Angabe aus dem Titel gebildet`,
    template_id: "Inhalt aus dieser Vorlage übernehmen (wenn kein content angegeben ist)",
  },
  PagePatch: {
    ...pageFieldNotes,
    version: "Pflicht: die zuletzt gelesene Version; fehlt sie → 400, ist sie veraltet → 409; beides ändert nichts",
  },
  ReviewSubmit: { note: "Optionale Notiz an die Prüfer (höchstens 2000 Zeichen)" },
  ReviewReturn: { comment: "Pflicht: was zu ändern ist (höchstens 2000 Zeichen); fehlt er → 400" },
  AnnotationCreate: { block_id: "Ein Block des Arbeitsstands (auch verschachtelt); sonst 400", body: "Text der Anmerkung (höchstens 2000 Zeichen)" },
  AnnotationPatch: { resolved: "true: erledigt, false: wieder offen" },
  PageOrder: { ids: "Alle Geschwister einer Ebene in der neuen Reihenfolge" },
  PageVersion: {
    version: "Die zuletzt gelesene Version; ist sie veraltet, antwortet der Server mit 409 und ändert nichts",
  },
  PageUnpublish: {
    version: "Die zuletzt gelesene Version (Pflicht; fehlt sie → 400); veraltet → 409",
  },
  RedirectCreate: {
    from_path: "Alte Adresse, beginnt mit / (ohne ? und #)",
    to_path: "Ziel: Pfad (/…) oder http(s)-Adresse",
    status_code: "301 (dauerhaft, Standard) oder 302",
  },
  RedirectPatch: {
    from_path: "Alte Adresse, beginnt mit /",
    to_path: "Ziel: Pfad (/…) oder http(s)-Adresse",
    status_code: "301 oder 302",
  },
  TemplateCreate: {
    page_id: "Die Blöcke dieser Seite übernehmen",
    content: "Oder die Blöcke direkt angeben",
  },
};

/** Facts only the server knows (its lists of values), added to the response schemas of app/lib. */
function addServerFacts(schemas: Record<string, JsonSchema>): void {
  const revision = schemas.Revision?.properties as Record<string, JsonSchema> | undefined;
  if (revision?.kind) revision.kind = { ...revision.kind, enum: [...REVISION_KINDS] };
}

function addFieldNotes(schemas: Record<string, JsonSchema>): void {
  for (const [name, notes] of Object.entries(FIELD_NOTES)) {
    const properties = schemas[name]?.properties as Record<string, JsonSchema> | undefined;
    for (const [field, note] of Object.entries(notes ?? {})) {
      if (properties?.[field]) properties[field] = { ...properties[field], description: note };
    }
  }
}

/** Drops what says nothing to a reader: zod's safe-integer bounds and the per-schema $id/$schema. */
function tidy(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(tidy);
  if (!value || typeof value !== "object") return value;
  const out: JsonSchema = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === "$schema" || key === "$id") continue;
    if ((key === "minimum" || key === "maximum") && Math.abs(Number(inner)) === Number.MAX_SAFE_INTEGER) continue;
    out[key] = tidy(inner);
  }
  return out;
}

let cached: Record<string, JsonSchema> | undefined;

/** components.schemas of the document. */
export function componentSchemas(): Record<string, JsonSchema> {
  if (cached) return cached;
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(COMPONENTS)) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    ...JSON_SCHEMA_OPTIONS,
    uri: (id) => `${SCHEMA_PREFIX}${id}`,
  });
  cached = tidy(schemas) as Record<string, JsonSchema>;
  addFieldNotes(cached);
  addServerFacts(cached);
  return cached;
}

/** One JSON Schema for a zod schema that is not a component (e.g. a query parameter). */
export function jsonSchema(schema: z.ZodType): JsonSchema {
  return tidy(z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS)) as JsonSchema;
}

/** OpenAPI query parameters from a zod object; each field's description moves to the parameter. */
export function queryParameters(schema: z.ZodObject) {
  return Object.entries(schema.shape).map(([name, field]) => {
    const { description, ...fieldSchema } = jsonSchema(field as z.ZodType);
    return {
      name,
      in: "query" as const,
      ...((field as z.ZodType).safeParse(undefined).success ? {} : { required: true }),
      ...(typeof description === "string" ? { description } : {}),
      schema: fieldSchema,
    };
  });
}
