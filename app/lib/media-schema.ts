import { z } from "zod";
import { ASSET_SORTS, ASSET_TYPES, isAssetType, type AssetType } from "./assets";
import { API_MAX_LIMIT } from "./list-paging";
import { cleanText } from "./clean-text";

/**
 * The media library's API shapes: requests the routes parse with (German messages) and the
 * answers the API tests check against; /api/docs is generated from both.
 */

const nameField = (required: string, tooLong: string, max: number) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong }).refine(...cleanText("Name"));

const optionalText = (max: number, label: string, multiline = false) =>
  z
    .union([z.string(), z.null()], { error: "Bitte geben Sie einen Text ein." })
    .transform((value) => (value === null || value.trim() === "" ? null : value.trim()))
    .refine((value) => value === null || value.length <= max, { error: `Höchstens ${max} Zeichen erlaubt.` })
    .refine(...cleanText(label, { multiline }))
    .meta({ maxLength: max });

const folderRef = z
  .union([z.string(), z.null()], { error: "Bitte wählen Sie einen Ordner." })
  .transform((value) => (value === null || value === "" || value === "root" ? null : value))
  .meta({ description: "Ordner-ID; null, \"\" oder \"root\" für die oberste Ebene" });

const typeError = `Unbekannter Dateityp (erlaubt: ${ASSET_TYPES.join(", ")}).`;

export const assetTypeSchema = z.enum(ASSET_TYPES, { error: typeError });

/** GET /api/assets query (limit and offset: assetListQueryDocSchema; the route reads them like every list API). */
export const assetListQuerySchema = z.object({
  q: z.string().max(200, { error: "Der Suchbegriff ist zu lang (höchstens 200 Zeichen)." }).optional().meta({ description: "Suche in Name und Beschreibung (Groß-/Kleinschreibung und Umlaute egal)" }),
  type: z
    .string()
    .refine((value) => value.split(",").every((part) => isAssetType(part.trim())), { error: typeError })
    .transform((value) => [...new Set(value.split(",").map((part) => part.trim()))] as AssetType[])
    .optional()
    .meta({ description: `Nur Dateien dieses Typs (${ASSET_TYPES.join(", ")}); mehrere mit Komma, z. B. image,video`, examples: ["image", "image,video"] }),
  folder_id: z.string().optional().meta({ description: "Nur Dateien dieses Ordners; \"root\" für Dateien ohne Ordner" }),
  sort: z
    .enum(ASSET_SORTS, { error: `Unbekannte Sortierung (erlaubt: ${ASSET_SORTS.join(", ")}).` })
    .optional()
    .meta({ description: "Reihenfolge: neueste (Standard), aelteste, name (A–Z), groesse (größte zuerst)" }),
});

/** The documented query of GET /api/assets: without limit and offset every matching file (as before paging). */
export const assetListQueryDocSchema = assetListQuerySchema.extend({
  limit: z.number().int().min(1).optional().meta({ description: `Dateien je Antwort, höchstens ${API_MAX_LIMIT} (mit offset ohne limit: ${API_MAX_LIMIT}; mehr wird auf ${API_MAX_LIMIT} begrenzt). Ohne limit und offset alle passenden Dateien` }),
  offset: z.number().int().min(0).optional().meta({ description: "Überspringt so viele Dateien (Standard 0)" }),
});

export const assetPatchSchema = z
  .object({
    name: nameField("Bitte geben Sie einen Namen für die Datei ein.", "Der Name ist zu lang (höchstens 200 Zeichen).", 200).optional(),
    description: optionalText(2000, "Beschreibung", true).optional(),
    alt_text: optionalText(500, "Alternativtext").optional(),
    folder_id: folderRef.optional(),
  })
  .strict();

/** The texts an upload may carry beside its files (POST /api/assets form fields). */
export const assetTextSchema = assetPatchSchema.pick({ description: true, alt_text: true });

export const folderCreateSchema = z
  .object({
    name: nameField("Bitte geben Sie einen Namen für den Ordner ein.", "Der Name ist zu lang (höchstens 100 Zeichen).", 100),
    parent_id: folderRef.optional(),
    is_download_folder: z.boolean({ error: "Bitte wählen Sie ja oder nein." }).optional(),
  })
  .strict();

export const folderPatchSchema = z
  .object({
    name: nameField("Bitte geben Sie einen Namen für den Ordner ein.", "Der Name ist zu lang (höchstens 100 Zeichen).", 100).optional(),
    parent_id: folderRef.optional(),
    is_download_folder: z.boolean({ error: "Bitte wählen Sie ja oder nein." }).optional(),
    sort_order: z.number({ error: "Bitte geben Sie eine ganze Zahl ein." }).int({ error: "Bitte geben Sie eine ganze Zahl ein." }).min(0).max(1_000_000).optional(),
  })
  .strict();

export const folderOrderSchema = z.object({
  ids: z.array(z.string({ error: "Ungültige Ordner-ID." }), { error: "Bitte geben Sie die Ordner in ihrer Reihenfolge an." }).min(1, { error: "Bitte geben Sie die Ordner in ihrer Reihenfolge an." }).max(1000),
});

// Answers.

const timestamp = z.string().meta({ format: "date-time" });

export const assetSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  alt_text: z.string().nullable(),
  file_path: z.string().meta({ examples: ["images/3f9c2a1b7d5e4c6f8a9b0c1d2e3f4a5b.jpg"] }),
  url: z.string().meta({ examples: ["/media/images/3f9c2a1b7d5e4c6f8a9b0c1d2e3f4a5b.jpg"] }),
  asset_type: assetTypeSchema,
  mime_type: z.string(),
  file_size: z.number().int().min(0),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  folder_id: z.string().nullable(),
  created_at: timestamp,
});

export const assetUsageSchema = z.union([
  z.object({ kind: z.literal("page"), page_id: z.string(), title: z.string(), slug: z.string(), content_type: z.string(), state: z.enum(["published", "draft"]) }),
  z.object({ kind: z.literal("settings"), field: z.enum(["header.logo_asset_id", "footer.logo_asset_id"]), label: z.string() }),
]);

export const assetDetailSchema = assetSchema.extend({ usages: z.array(assetUsageSchema) });
export const assetListSchema = z.object({
  assets: z.array(assetSchema),
  total: z.number().int().min(0).optional().meta({ description: "Nur bei GET: Anzahl aller passenden Dateien (auch im Kopf X-Total-Count)" }),
});
export const assetInUseSchema = z.object({ error: z.string(), usages: z.array(assetUsageSchema) });

export const folderSchema = z.object({
  id: z.string(),
  name: z.string(),
  parent_id: z.string().nullable(),
  path: z.string().meta({ examples: ["/Downloads/Datenblätter"] }),
  is_download_folder: z.boolean(),
  sort_order: z.number().int(),
  created_at: timestamp,
});

export const folderListSchema = z.object({
  folders: z.array(folderSchema.extend({ asset_count: z.number().int().min(0) })),
  root_count: z.number().int().min(0).meta({ description: "Dateien ohne Ordner" }),
});

export const uploadRequestSchema = z.object({
  file: z.array(z.string().meta({ format: "binary" })).meta({ description: "Eine oder mehrere Dateien (Teil `file`, mehrfach)" }),
  folder_id: z.string().optional().meta({ description: "Zielordner; leer oder \"root\" für die oberste Ebene" }),
  description: z.string().optional(),
  alt_text: z.string().optional(),
});
