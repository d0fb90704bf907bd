import type { z } from "zod";
import { de } from "~/i18n/de";
import { fieldErrors } from "~/lib/page-schema";
import { HttpError } from "../http/http-error.server";

/** Bad input: `fields` names each bad field with a German message. Nothing was written. */
export class ValidationError extends HttpError {
  constructor(
    readonly fields: Record<string, string>,
    message: string = de.pages.invalidInput,
  ) {
    super(400, message, { fields });
    this.name = "ValidationError";
  }
}

export function parseOrThrow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationError(fieldErrors(result.error));
  return result.data;
}
