import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { slideBlocksFromLegacy } from "~/blocks/slide/legacy";
import { demoPages, demoSettings } from "./demo-content";
import { DEMO_FOLDERS, DEMO_MEDIA, resolveDemoMedia } from "./demo-media";
import { DEMO_SEEDS, demoPageFingerprint, mediaToken, type DemoSeed } from "./demo-fingerprint";

/** The logo the seed adds to the pictures' folder when the machine can draw its text. */
const LOGO = { name: "Logo Brenner Industrietechnik.png", folder: "bilder" } as const;

/** What app/server/seed/seed.server.ts writes today, as a DemoSeed. */
function currentSeed(): DemoSeed {
  const folderName = new Map(DEMO_FOLDERS.map((f) => [f.key, f.name]));
  const tokens = new Map(DEMO_MEDIA.map((file) => [file.key, mediaToken(file.name)]));
  const pages: Record<string, string> = {};
  for (const page of demoPages) {
    const parent = page.parentKey ? demoPages.find((p) => p.key === page.parentKey)!.slug : null;
    const content = resolveDemoMedia(page.slides ? slideBlocksFromLegacy(page.slides) : page.content, tokens);
    pages[page.slug] = demoPageFingerprint(
      { slug: page.slug, title: page.title, content_type: page.content_type, parent, is_published: page.is_published, is_legal: page.is_legal ?? false, meta_title: page.meta_title, meta_description: page.meta_description, content },
      () => null,
    );
  }
  return {
    pages,
    media: [...DEMO_MEDIA.map((file) => ({ name: file.name, folder: folderName.get(file.folder)! })), { name: LOGO.name, folder: folderName.get(LOGO.folder)! }],
    folders: DEMO_FOLDERS.map((f) => ({ name: f.name, download: f.download })),
    texts: {
      site_name: demoSettings.site_name,
      site_description: demoSettings.site_description,
      meta_title: demoSettings.meta_title,
      meta_description: demoSettings.meta_description,
      default_contact_email: demoSettings.default_contact_email,
      "footer.tagline": demoSettings.footer.tagline,
      ...Object.fromEntries(Object.entries(demoSettings.social_links).map(([network, url]) => [`social_links.${network}`, url])),
    },
  };
}

describe("demo fingerprints", () => {
  it("lists today's seed (when the demo changes: add the printed entry first in DEMO_SEEDS, keep the old ones)", () => {
    const seed = currentSeed();
    // UPDATE_DEMO_SEED=1 rewrites the newest entry (only for a demo change not yet released).
    if (process.env.UPDATE_DEMO_SEED) {
      const file = new URL("./demo-fingerprint.ts", import.meta.url);
      const source = fs.readFileSync(file, "utf8");
      const entry = JSON.stringify(seed, null, 2).replace(/^/gm, "  ");
      fs.writeFileSync(file, source.replace(/(\/\/ @generated-demo-seed-start\n)[\s\S]*?(\n {2}\/\/ @generated-demo-seed-end)/, `$1${entry},$2`));
      return;
    }
    expect(DEMO_SEEDS[0], `DEMO_SEEDS[0] should be:\n${JSON.stringify(seed, null, 2)}`).toEqual(seed);
  });

  it("changes with any word, address or media name of a page", () => {
    const page = { slug: "impressum", title: "Impressum", content_type: "basis", parent: null, is_published: true, is_legal: true, meta_title: null, meta_description: null, content: [{ id: "a", type: "paragraph", content: { text: "Brenner GmbH" } }] };
    const token = (text: string) => (text === "/media/x.jpg" ? mediaToken("halle.jpg") : null);
    const base = demoPageFingerprint(page, token);
    expect(demoPageFingerprint({ ...page }, token)).toBe(base);
    // Key order does not count (PostgreSQL's jsonb has its own).
    expect(demoPageFingerprint({ ...page, content: [{ type: "paragraph", content: { text: "Brenner GmbH" }, id: "a" }] }, token)).toBe(base);
    expect(demoPageFingerprint({ ...page, content: [{ id: "a", type: "paragraph", content: { text: "Brenner GmbH." } }] }, token)).not.toBe(base);
    expect(demoPageFingerprint({ ...page, title: "Impressum " }, token)).not.toBe(base);
    expect(demoPageFingerprint({ ...page, slug: "impressum-alt" }, token)).not.toBe(base);
    expect(demoPageFingerprint({ ...page, is_published: false }, token)).not.toBe(base);
    // A picture counts by its asset's name, whatever its address in this installation.
    const withImage = (src: string) => ({ ...page, content: [{ id: "b", type: "image", content: { src } }] });
    expect(demoPageFingerprint(withImage("/media/x.jpg"), token)).toBe(demoPageFingerprint(withImage(mediaToken("halle.jpg")), () => null));
    expect(demoPageFingerprint(withImage("/media/y.jpg"), token)).not.toBe(demoPageFingerprint(withImage(mediaToken("halle.jpg")), () => null));
  });
});
