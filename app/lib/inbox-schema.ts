import { z } from "zod";
import { de } from "~/i18n/de";
import { INBOX_PAGE_SIZE } from "./inbox";

/** PATCH /api/inbox/:id: mark a submission read or unread. */
export const inboxReadSchema = z.object({
  read: z.boolean({ error: de.inbox.invalidRead }).meta({ description: "true = gelesen, false = ungelesen" }),
});

/**
 * The filters of GET /api/inbox and /api/inbox/export (query parameters). The server reads them
 * leniently (parseInboxQuery: a broken number is ignored, not refused); this is their documented form.
 */
export const inboxFilterSchema = z.object({
  q: z.string().max(200).optional().meta({ description: "Suche in Absender, Betreff, Seite und Angaben (ohne Groß-/Kleinschreibung)" }),
  form: z.string().optional().meta({ description: "Formular als {page_id}:{block_id} (der `key` eines Eintrags in `forms`)" }),
  page: z.string().optional().meta({ description: "Seiten-ID" }),
  status: z.enum(["read", "unread"]).optional().meta({ description: "Nur gelesene oder nur ungelesene" }),
});

export const inboxListQuerySchema = inboxFilterSchema.extend({
  offset: z.number().int().min(0).optional().meta({ description: "Überspringt so viele Einträge" }),
  limit: z.number().int().min(1).max(200).optional().meta({ description: `Einträge je Seite (Standard ${INBOX_PAGE_SIZE})` }),
});
