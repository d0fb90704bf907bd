import { de } from "~/i18n/de";
import { can, type Capability } from "~/lib/access";
import { getCurrentSession, roleOf } from "../auth/guard.server";
import { HttpError } from "../http/http-error.server";
import { logger } from "../logger.server";
import { MAX_JSON_DEPTH, tooDeepField } from "./json-depth.server";
import { ValidationError } from "./validation.server";
import { db } from "../runtime.server";
import { isStorageFull } from "../storage/storage.server";

/**
 * Shared plumbing of the JSON API routes (app/routes/api/): one error mapping (HttpError), so every
 * route answers the same way: 400 {error, fields}, 401/403 from the guard, 404, 409 {error}, 500.
 */

const NO_STORE = { "Cache-Control": "no-store" };

export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export function notFound(message: string = de.pages.notFound): Response {
  return json({ error: message }, 404);
}

export function noContent(): Response {
  return new Response(null, { status: 204, headers: NO_STORE });
}

export function methodNotAllowed(allowed: string[]): Response {
  return Response.json({ error: de.pages.methodNotAllowed }, { status: 405, headers: { ...NO_STORE, Allow: allowed.join(", ") } });
}

/**
 * The JSON body; a body that is not JSON is a 400, never a half-read write. Nesting deeper than
 * MAX_JSON_DEPTH is refused before parsing, naming the top-level field it sits in.
 */
export async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.trim() === "") return {};
  const deep = tooDeepField(text);
  if (deep !== null) throw new ValidationError({ [deep]: de.pages.jsonTooDeep(MAX_JSON_DEPTH) });
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError({ _: de.pages.invalidJson });
  }
}

/**
 * Whether the person of a public operation has a capability (e.g. pages.read: sees drafts;
 * settings.edit: the contact address). Visitors and people without a role: false.
 */
export async function requestCan(request: Request, capability: Capability): Promise<boolean> {
  const session = await getCurrentSession(request);
  return session ? can(await roleOf(db(), session.user.id), capability) : false;
}

/** Runs a route handler and turns every error into the API's JSON answer. */
export async function handleApi(request: Request, fn: () => Promise<Response>): Promise<Response> {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof Response) return error;
    // Every domain error (ValidationError, PageConflictError, AssetInUseError, RedirectError,
    // TemplateError …) extends HttpError and carries its own status and body.
    if (error instanceof HttpError) return json(error.body(), error.status);
    if (isStorageFull(error)) {
      logger().error({ err: error, method: request.method, url: request.url }, "Speicher voll, Änderung abgelehnt");
      return json({ error: de.pages.storageFull }, 507);
    }
    logger().error({ err: error, method: request.method, url: request.url }, "API-Anfrage fehlgeschlagen");
    return json({ error: de.site.errorTitle }, 500);
  }
}
