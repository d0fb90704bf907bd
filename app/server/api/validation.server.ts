import type { z } from "zod";
import { de } from "~/i18n/de";
import { fieldErrors } from "~/lib/page-schema";

/** Bad input: `fields` names each bad field with a German message. Nothing was written. */
export class ValidationError extends Error {
  constructor(
    readonly fields: Record<string, string>,
    message: string = de.pages.invalidInput,
  ) {
    super(message);
    this.name = "ValidationError";
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
