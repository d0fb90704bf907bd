import type { Db } from "../db/client.server";

/**
 * What the demo seed made (app_meta "demo_content"): its pages with the version the seed left
 * them at, its media and folders. The WordPress import reads it to tell an untouched demo (every
 * page still there at its seeded version or deleted, no other page or post) from the user's own
 * content, and removes the record when it replaced the demo.
 */
export const DEMO_RECORD_KEY = "demo_content";

export interface DemoRecord {
  /** Page id → version after seeding. */
  pages: Record<string, number>;
  assets: string[];
  folders: string[];
  /** The demo's own texts in the settings (site name, footer tagline …): "field" or "group.field" → value. */
  texts: Record<string, string>;
}

/** Called by the seed in its transaction, after every page, asset and folder is written. */
export async function writeDemoRecord(trx: Db, made: { pageIds: string[]; assetIds: string[]; folderIds: string[]; texts: Record<string, string> }): Promise<void> {
  const rows = made.pageIds.length ? await trx.selectFrom("content_pages").select(["id", "version"]).where("id", "in", made.pageIds).execute() : [];
  const record: DemoRecord = { pages: Object.fromEntries(rows.map((r) => [r.id, Number(r.version)])), assets: made.assetIds, folders: made.folderIds, texts: made.texts };
  await trx
    .insertInto("app_meta")
    .values({ key: DEMO_RECORD_KEY, value: JSON.stringify(record) })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: JSON.stringify(record) }))
    .execute();
}

export async function readDemoRecord(db: Db): Promise<DemoRecord | null> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", DEMO_RECORD_KEY).executeTakeFirst();
  if (!row) return null;
  try {
    const value = JSON.parse(row.value) as Partial<DemoRecord>;
    if (!value || typeof value.pages !== "object" || !Array.isArray(value.assets) || !Array.isArray(value.folders)) return null;
    return { pages: value.pages as Record<string, number>, assets: value.assets, folders: value.folders, texts: (value.texts ?? {}) as Record<string, string> };
  } catch {
    return null;
  }
}

export async function forgetDemoRecord(db: Db): Promise<void> {
  await db.deleteFrom("app_meta").where("key", "=", DEMO_RECORD_KEY).execute();
}
