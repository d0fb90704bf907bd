/**
 * An error that already knows its HTTP answer: the status, the German message and what the JSON
 * body carries beside `error` (fields, usages, code …). handleApi (app/server/api/respond.server.ts)
 * answers every HttpError the same way, `{ error, ...extras }` with `status`, so a domain error
 * class says once how it is answered instead of a branch per class in the API plumbing.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Keys of the JSON body after `error`, in the order they are sent. */
    readonly extras: Readonly<Record<string, unknown>> = {},
    /** The body's `error` text when it differs from the message (e.g. a general "invalid input"). */
    readonly answer: string = message,
  ) {
    super(message);
    this.name = "HttpError";
  }

  /** The JSON body of the answer. */
  body(): Record<string, unknown> {
    return { error: this.answer, ...this.extras };
  }
}
