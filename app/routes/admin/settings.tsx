import { SettingsForm } from "~/components/admin/settings/settings-form";
import { de } from "~/i18n/de";
import { requireAdminRoute } from "~/server/auth/guard.server";
import { getAsset } from "~/server/media/assets.server";
import { listPages } from "~/server/pages/pages.server";
import { db } from "~/server/runtime.server";
import { lastImportKeptHosts } from "~/server/settings/legacy-image-hosts.server";
import { loadSettings } from "~/server/settings/migration.server";
import type { Route } from "./+types/settings";

/** Saving goes through PUT /api/settings (the same validation and guard as any API client). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminRoute(request, "/admin/settings");
  const [loaded, pages, keptHosts] = await Promise.all([loadSettings(db()), listPages(db()), lastImportKeptHosts(db())]);
  // The logos are chosen in the asset picker; the form needs only the chosen ones for their previews.
  const logoIds = [...new Set([loaded.settings.header.logo_asset_id, loaded.settings.footer.logo_asset_id].filter((id): id is string => Boolean(id)))];
  const logos = (await Promise.all(logoIds.map((id) => getAsset(db(), id)))).filter((asset) => asset !== null);
  return {
    settings: loaded.settings,
    migrated: loaded.migrated.length > 0,
    pages: pages.map((p) => ({ id: p.id, title: p.title, slug: p.slug, is_published: p.is_published, content_type: p.content_type })),
    images: logos.map((logo) => ({ id: logo.id, name: logo.name, url: logo.url })),
    keptHosts,
  };
}

export const meta: Route.MetaFunction = () => [{ title: `${de.settings.title} – ${de.admin.title}` }];

export default function Settings({ loaderData }: Route.ComponentProps) {
  return <SettingsForm initial={loaderData.settings} pages={loaderData.pages} images={loaderData.images} migrated={loaderData.migrated} keptHosts={loaderData.keptHosts} />;
}
