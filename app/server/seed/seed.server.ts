import { slideBlocksFromLegacy } from "~/blocks/slide/legacy";
import { de } from "~/i18n/de";
import { settingsSchema } from "~/lib/settings";
import type { Db } from "../db/client.server";
import { withChanges } from "../events/changes.server";
import { createFolder, setFolderOrder } from "../media/folders.server";
import { importAsset, removeStored } from "../media/upload.server";
import { createPage } from "../pages/pages.server";
import { ensureStartingRevision } from "../pages/revisions.server";
import { saveSettings } from "../settings/settings.server";
import type { Storage } from "../storage/storage.server";
import { demoPages, demoSettings } from "./demo-content";
import { DEMO_FOLDERS, DEMO_MEDIA, demoLogo, demoMediaFiles, resolveDemoMedia } from "./demo-media";
import { writeDemoRecord } from "./demo-record.server";

const SEEDED_KEY = "demo_seeded_at";

async function seededBefore(db: Db): Promise<boolean> {
  return (await db.selectFrom("app_meta").select("key").where("key", "=", SEEDED_KEY).executeTakeFirst()) !== undefined;
}

/**
 * Seeds the German demo site on an empty database, and only then: never after the demo was seeded
 * once (even if every page was deleted since), never when pages already exist. Safe when two
 * instances start at once: the marker row is claimed first, inside the same transaction.
 * The demo's media (pictures, data sheets, certificates, logo; app/server/seed/demo-media.ts) go
 * through the media library like uploads, into `storage`; if seeding fails, they are removed again.
 * Returns the number of pages written (0 when nothing was seeded).
 */
export async function seedDemoContent(db: Db, storage: Storage): Promise<number> {
  // Plain callers (scripts, older wiring) get a clear message instead of a failure deep in an upload.
  if (!storage) throw new Error("seedDemoContent(db, storage): der Medienspeicher fehlt (createStorage(env) übergeben)");
  // Cheap check first, so a restart does not render the demo files for nothing.
  if (await seededBefore(db)) return 0;
  const [bodies, logo] = await Promise.all([demoMediaFiles(), demoLogo()]);
  const stored: string[] = [];
  try {
    return await withChanges(db, async (trx) => {
      const claimed = await trx
        .insertInto("app_meta")
        .values({ key: SEEDED_KEY, value: new Date().toISOString() })
        .onConflict((oc) => oc.column("key").doNothing())
        .executeTakeFirst();
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
      const existing = await trx.selectFrom("content_pages").select("id").limit(1).executeTakeFirst();
      if (existing) return 0;

      const folderIds = new Map<string, string>();
      for (const folder of DEMO_FOLDERS) {
        folderIds.set(folder.key, (await createFolder(trx, { name: folder.name, is_download_folder: folder.download })).id);
      }
      await setFolderOrder(trx, DEMO_FOLDERS.filter((f) => f.download).map((f) => folderIds.get(f.key)!));
      const urls = new Map<string, string>();
      const assetIds: string[] = [];
      for (const file of DEMO_MEDIA) {
        const asset = await importAsset(trx, storage, {
          name: file.name,
          body: bodies.get(file.key)!,
          folder_id: folderIds.get(file.folder)!,
          description: file.description,
          alt_text: file.alt_text ?? null,
        });
        stored.push(asset.file_path);
        assetIds.push(asset.id);
        urls.set(file.key, asset.url);
      }
      let logoAssetId: string | null = null;
      if (logo.hasText) {
        const asset = await importAsset(trx, storage, {
          name: "Logo Brenner Industrietechnik.png",
          body: logo.png,
          folder_id: folderIds.get("bilder")!,
          alt_text: "Brenner Industrietechnik",
          description: "Logo für die Kopfzeile",
        });
        stored.push(asset.file_path);
        assetIds.push(asset.id);
        logoAssetId = asset.id;
      }

      const idByKey = new Map<string, string>();
      for (const [index, page] of demoPages.entries()) {
        const created = await createPage(trx, {
          slug: page.slug,
          title: page.title,
          parent_id: page.parentKey ? idByKey.get(page.parentKey) ?? null : null,
          sort_order: (index + 1) * 10,
          is_published: page.is_published,
          is_legal: page.is_legal ?? false,
          content_type: page.content_type,
          show_in_footer_navigation: page.show_in_footer_navigation ?? false,
          // A presentation's slides are written in the old slide shape and stored as slide blocks.
          content: resolveDemoMedia(page.slides ? slideBlocksFromLegacy(page.slides) : page.content, urls),
          meta_title: page.meta_title,
          meta_description: page.meta_description,
        });
        // Keep the demo's own dates so the blog shows a believable history.
        await trx
          .updateTable("content_pages")
          .set({ created_at: page.created_at, updated_at: page.created_at })
          .where("id", "=", created.id)
          .execute();
        // Its starting state, so 'Versionen' can always bring the demo page back.
        await ensureStartingRevision(trx, { ...created, updated_at: page.created_at }, de.pages.revisions.created);
        idByKey.set(page.key, created.id);
      }

      const idOfSlug = (slug: string) => {
        const page = demoPages.find((p) => p.slug === slug);
        return page ? idByKey.get(page.key) ?? null : null;
      };
      const legal = (slug: string) => ({ enabled: idOfSlug(slug) !== null, page_id: idOfSlug(slug) });
      await saveSettings(
        trx,
        settingsSchema.parse({
          ...demoSettings,
          // Without a font on the machine the logo would lack the name: keep the text header then.
          header: { logo_asset_id: logoAssetId, logo_size: "xlarge" },
          footer: { ...demoSettings.footer },
          blog: { enabled: true, overview_page_id: idOfSlug("blog") },
          downloads: { enabled: true, overview_page_id: idOfSlug("downloads") },
          legal_pages: { impressum: legal("impressum"), datenschutz: legal("datenschutz"), agb: legal("agb") },
        }),
      );
      // What the demo is, so a WordPress import can tell it from the user's own content.
      const texts: Record<string, string> = {
        site_name: demoSettings.site_name,
        site_description: demoSettings.site_description,
        meta_title: demoSettings.meta_title,
        meta_description: demoSettings.meta_description,
        default_contact_email: demoSettings.default_contact_email,
        "footer.tagline": demoSettings.footer.tagline,
        ...Object.fromEntries(Object.entries(demoSettings.social_links).map(([network, url]) => [`social_links.${network}`, url])),
      };
      await writeDemoRecord(trx, { pageIds: [...idByKey.values()], assetIds, folderIds: [...folderIds.values()], texts });
      return demoPages.length;
    });
  } catch (error) {
    await removeStored(storage, stored);
    throw error;
  }
}
