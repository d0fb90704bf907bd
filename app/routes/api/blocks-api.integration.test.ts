import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeField } from "~/blocks/registry";
import { STYLE_FIELDS } from "~/blocks/style-fields";
import { de } from "~/i18n/de";
import { createTestApp, type HttpClient, type TestApp } from "../../../tests/test-app";
import { routeBuild } from "../../../tests/route-build";
import { testDbLabel } from "../../../tests/test-db";
import * as blocksRoute from "./blocks";

/** Every block type of spec §3 (blog_meta is an alias of blog-meta). */
const SPEC_TYPES =
  "heading, paragraph, button, image, container, two-column, three-column, hero, contact-form, google-maps, contact-info, product-benefits, card, columns, grid, list, input, textarea, select, datepicker, spacer, flexible-row, section, media-text, table, divider, timeline, testimonial, gallery, video, audio, embed, html-code, blog-meta, html-content, downloads, blog-post, cta, faq".split(
    ", ",
  );

interface Described {
  type: string;
  aliases: string[];
  label: string;
  category: string;
  defaults: Record<string, unknown>;
  fields: Record<string, { kind: string; label?: string; reason?: string }>;
  style_fields: Record<string, { kind: string }>;
  slots: unknown;
}

describe(`GET /api/blocks over HTTP (${testDbLabel})`, () => {
  let app: TestApp;
  let admin: HttpClient;
  let user: HttpClient;

  beforeAll(async () => {
    app = await createTestApp({ build: routeBuild({ "api/blocks": blocksRoute }) });
    admin = app.client();
    // The first account becomes the administrator; the second is a plain user.
    expect((await admin.signUp("chefin@example.org")).status).toBe(200);
    user = await app.signedUp("gast@example.org");
  });
  afterAll(async () => {
    await app?.close();
  });

  it("answers 401 without a session and 403 to a signed-in user without the admin role, with a JSON error and no registry", async () => {
    const anonymous = await app.client().get("/api/blocks");
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ error: expect.any(String) });
    const plain = await user.get("/api/blocks");
    expect(plain.status).toBe(403);
    expect(plain.body).toEqual({ error: de.admin.noAccessText });
  });

  it("gives an admin every spec block type with label, category, defaults, fields, style fields and slots", async () => {
    const res = await admin.get("/api/blocks");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const blocks = res.body as Described[];
    const byType = new Map(blocks.map((b) => [b.type, b]));
    expect(SPEC_TYPES.filter((t) => !byType.has(t))).toEqual([]);
    expect(byType.get("blog-meta")?.aliases).toContain("blog_meta");
    for (const b of blocks) {
      expect(b.label, b.type).not.toBe("");
      expect(["Basic", "Layout", "Components", "Media", "Forms"], b.type).toContain(b.category);
      // A description for every key of the default content (layout blocks may have no content at all).
      expect(Object.keys(b.fields).sort(), b.type).toEqual(expect.arrayContaining(Object.keys(b.defaults)));
      for (const [key, f] of Object.entries(b.fields)) {
        expect(f.kind, `${b.type}.${key}`).toEqual(expect.any(String));
        expect(f.label || f.reason, `${b.type}.${key}`).toBeTruthy();
      }
      for (const [key, f] of Object.entries(b.style_fields)) expect(f, `${b.type} style ${key}`).toEqual(JSON.parse(JSON.stringify(describeField(STYLE_FIELDS[key as keyof typeof STYLE_FIELDS]))));
    }
    expect(byType.get("spacer")).toMatchObject({
      label: "Abstand",
      category: "Layout",
      defaults: { height: 32 },
      fields: { height: { kind: "number", min: 0, max: 512, step: 8, unit: "px" } },
      slots: null,
    });
    expect(byType.get("hero")).toMatchObject({ defaults: { overlayOpacity: 40, buttons: [] }, fields: { buttons: { kind: "list", max_items: 2, item_label: expect.any(String) } } });
    expect(byType.get("section")?.slots).toEqual({ children: { label: "Inhalt" } });
    expect(byType.get("flexible-row")?.slots).toEqual({ columns: { label: "Spalte", count: { field: "columns" } } });
    expect(byType.get("columns")?.slots).toEqual({ columns: { label: "Spalte", count: 2, legacy_fields: ["leftColumn", "rightColumn"] } });
    expect(byType.get("paragraph")?.fields.fontSize).toMatchObject({ unset_value: 0, start: 16 });
    expect(byType.get("paragraph")?.fields.fontSize).not.toHaveProperty("unsetValue");
    expect(byType.get("paragraph")?.style_fields).not.toHaveProperty("fontSize");
    expect(byType.get("heading")?.style_fields).toHaveProperty("fontSize", expect.objectContaining({ min: 8, max: 48 }));
  });
});
