import { de } from "~/i18n/de";
import type { SiteSettings } from "~/lib/settings";
import { MAX_JSON_DEPTH, tooDeepField } from "~/server/api/json-depth.server";
import { requestCan } from "~/server/api/respond.server";
import { requireOperation } from "~/server/auth/guard.server";
import { logger } from "~/server/logger.server";
import { db } from "~/server/runtime.server";
import { loadSettings } from "~/server/settings/migration.server";
import { saveSettingsFromInput } from "~/server/settings/service.server";
import type { Route } from "./+types/settings";

/**
 * GET /api/settings: the site settings (migrated on load, spec §4). Readable by anyone, since the
 * public site renders from them, but the contact address is for admins only: it is where contact
 * forms deliver and would otherwise be an easy target for spam.
 * PUT /api/settings: the whole settings object; admins only (401/403), 400 with a German message
 * per bad field, nothing written unless all of it is valid.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { settings } = await loadSettings(db());
  const body: Partial<SiteSettings> = (await requestCan(request, "settings.edit")) ? settings : publicView(settings);
  return Response.json(body, { headers: { "cache-control": "no-store" } });
}

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "PUT") {
    return Response.json({ error: "Methode nicht erlaubt" }, { status: 405, headers: { allow: "GET, PUT" } });
  }
  await requireOperation(request, "PUT /api/settings");
  let body: unknown;
  try {
    const text = await request.text();
    const deep = tooDeepField(text);
    if (deep !== null) return Response.json({ error: de.settings.invalid, fields: { [deep]: de.pages.jsonTooDeep(MAX_JSON_DEPTH) } }, { status: 400 });
    body = JSON.parse(text);
  } catch {
    return Response.json({ error: de.settings.invalid, fields: {}, message: de.settings.invalidJson }, { status: 400 });
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return Response.json({ error: de.settings.invalid, fields: {}, message: de.settings.invalidJson }, { status: 400 });
  }
  try {
    const result = await saveSettingsFromInput(db(), body);
    if (!result.ok) return Response.json({ error: de.settings.invalid, fields: result.fields }, { status: 400 });
    return Response.json(result.settings, { headers: { "cache-control": "no-store" } });
  } catch (error) {
    logger().error({ err: error }, "saving site settings failed");
    return Response.json({ error: de.settings.saveError }, { status: 500 });
  }
}

function publicView(settings: SiteSettings): Partial<SiteSettings> {
  const { default_contact_email: _secret, ...rest } = settings;
  return rest;
}
