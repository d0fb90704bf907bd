import type { Block } from "~/blocks/types";
import { de } from "~/i18n/de";
import { templateCreateSchema, templatePatchSchema } from "~/lib/page-schema";
import { parseOrThrow, ValidationError } from "../api/validation.server";
import type { Db } from "../db/client.server";
import { inTransaction } from "../db/dialect.server";
import { getPageById } from "../pages/pages.server";
import { normaliseContent } from "../pages/service.server";
import { createTemplate, updateTemplate, type PageTemplate } from "./templates.server";

/** Template rules for the API: validated with the shared schema, content stored as canonical blocks. */

/** A template from a page's blocks ({name, page_id}) or from blocks given directly ({name, content}). */
export async function createTemplateFromInput(db: Db, input: unknown): Promise<PageTemplate> {
  const values = parseOrThrow(templateCreateSchema, input);
  return inTransaction(db, async (trx) => {
    let blocks: Block[];
    if (values.content !== undefined) {
      blocks = normaliseContent(values.content, { strict: true });
    } else {
      const page = await getPageById(trx, values.page_id!);
      if (!page) throw new ValidationError({ page_id: de.pages.notFound });
      blocks = normaliseContent(page.content, { strict: false });
    }
    return createTemplate(trx, { name: values.name, description: values.description ?? null, content: blocks });
  });
}

export async function updateTemplateFromInput(db: Db, id: string, input: unknown): Promise<PageTemplate | null> {
  const values = parseOrThrow(templatePatchSchema, input ?? {});
  const content = values.content !== undefined ? normaliseContent(values.content, { strict: true }) : undefined;
  return updateTemplate(db, id, { name: values.name, description: values.description, content });
}
