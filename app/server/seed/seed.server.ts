import { settingsSchema } from "~/lib/settings";
import type { Db } from "../db/client.server";
import { createPage } from "../pages/pages.server";
import { saveSettings } from "../settings/settings.server";
import { demoPages, demoSettings } from "./demo-content";

const SEEDED_KEY = "demo_seeded_at";

/**
 * Seeds the German demo site on an empty database, and only then: never after the demo was seeded
 * once (even if every page was deleted since), never when pages already exist. Safe when two
 * instances start at once: the marker row is claimed first, inside the same transaction.
 * Returns the number of pages written (0 when nothing was seeded).
 */
export async function seedDemoContent(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto("app_meta")
      .values({ key: SEEDED_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column("key").doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return 0;
    const existing = await trx.selectFrom("content_pages").select("id").limit(1).executeTakeFirst();
    if (existing) return 0;

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
        content: page.content,
        meta_title: page.meta_title,
        meta_description: page.meta_description,
      });
      // Keep the demo's own dates so the blog shows a believable history.
      await trx
        .updateTable("content_pages")
        .set({ created_at: page.created_at, updated_at: page.created_at })
        .where("id", "=", created.id)
        .execute();
      idByKey.set(page.key, created.id);
    }

    const idOfSlug = (slug: string) => {
      const page = demoPages.find((p) => p.slug === slug);
      return page ? idByKey.get(page.key) ?? null : null;
    };
    const legal = (slug: string) => ({ enabled: idOfSlug(slug) !== null, pageId: idOfSlug(slug) });
    await saveSettings(
      trx,
      settingsSchema.parse({
        ...demoSettings,
        footer: { ...demoSettings.footer },
        blog: { enabled: true, overviewPageId: idOfSlug("blog") },
        downloads: { enabled: true, overviewPageId: idOfSlug("downloads") },
        legalPages: { impressum: legal("impressum"), datenschutz: legal("datenschutz"), agb: legal("agb") },
      }),
    );
    return demoPages.length;
  });
}
