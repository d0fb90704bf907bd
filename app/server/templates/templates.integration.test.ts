import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import {
  createTemplate,
  deleteTemplate,
  getTemplate,
  listTemplates,
  renameTemplate,
  TemplateError,
  updateTemplate,
} from "./templates.server";

const DUPLICATE = "Eine Vorlage mit diesem Namen existiert bereits.";

describe(`templates query module (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  const storedRows = () => t.db.selectFrom("page_templates").selectAll().orderBy("id").execute();

  it("creates a template with a trimmed name and typed fields", async () => {
    const tpl = await createTemplate(t.db, {
      name: "  Produktseite  ",
      description: "Für Produkte",
      content: [{ id: "b1", type: "hero", content: { title: "Titel" } }],
    });
    expect(tpl.name).toBe("Produktseite");
    expect(tpl.description).toBe("Für Produkte");
    expect(tpl.content).toEqual([{ id: "b1", type: "hero", content: { title: "Titel" } }]);
    expect(new Date(tpl.created_at).toISOString()).toBe(tpl.created_at);
    expect(tpl.updated_at).toBe(tpl.created_at);
    expect(await getTemplate(t.db, tpl.id)).toEqual(tpl);
    expect(await getTemplate(t.db, "gibt-es-nicht")).toBeNull();

    const bare = await createTemplate(t.db, { name: "Leer" });
    expect(bare.content).toEqual([]);
    expect(bare.description).toBeNull();
  });

  it("round-trips JSON content: arrays, nested objects and strings", async () => {
    const samples: unknown[] = [
      [{ id: "x", type: "list", content: { items: ["Über", { deep: { deeper: [1, null, false] } }] } }],
      { blocks: [{ type: "text", content: { html: "<p>Qualität</p>" } }] },
      "<p>Nur HTML</p>",
      "[kein JSON",
    ];
    for (const [i, content] of samples.entries()) {
      const tpl = await createTemplate(t.db, { name: `JSON ${i}`, content });
      expect((await getTemplate(t.db, tpl.id))!.content).toEqual(content);
    }
  });

  it("keeps string content that looks like JSON a string", async () => {
    const tpl = await createTemplate(t.db, { name: "JSON-artiger Text", content: "42" });
    expect((await getTemplate(t.db, tpl.id))!.content).toBe("42");
    await deleteTemplate(t.db, tpl.id);
  });

  it("refuses an empty name and stores nothing", async () => {
    const before = await storedRows();
    await expect(createTemplate(t.db, { name: "" })).rejects.toMatchObject({ code: "name" });
    await expect(createTemplate(t.db, { name: "   " })).rejects.toBeInstanceOf(TemplateError);
    expect(await storedRows()).toEqual(before);
  });

  it("refuses a duplicate name (also after trimming) with the German message and stores nothing", async () => {
    const before = await storedRows();
    for (const name of ["Produktseite", " Produktseite "]) {
      await expect(createTemplate(t.db, { name, content: [] })).rejects.toMatchObject({ code: "duplicate", message: DUPLICATE });
    }
    expect(await storedRows()).toEqual(before);
  });

  it("lists templates by name, without content", async () => {
    await createTemplate(t.db, { name: "Anfrage" });
    const list = await listTemplates(t.db);
    const names = list.map((x) => x.name);
    expect(names.slice(0, 3)).toEqual(["Anfrage", "JSON 0", "JSON 1"]);
    expect(names).toContain("Produktseite");
    expect(names.indexOf("Leer")).toBeLessThan(names.indexOf("Produktseite"));
    for (const x of list) expect(x).not.toHaveProperty("content");
  });

  it("renames, allowing the template's own name and refusing another's unchanged", async () => {
    const tpl = (await listTemplates(t.db)).find((x) => x.name === "Leer")!;
    const same = (await renameTemplate(t.db, tpl.id, " Leer "))!;
    expect(same.name).toBe("Leer");
    const renamed = (await renameTemplate(t.db, tpl.id, "Leerseite"))!;
    expect(renamed.name).toBe("Leerseite");
    expect(renamed.updated_at >= renamed.created_at).toBe(true);

    const before = await storedRows();
    await expect(renameTemplate(t.db, tpl.id, "Produktseite")).rejects.toMatchObject({ code: "duplicate", message: DUPLICATE });
    await expect(renameTemplate(t.db, tpl.id, "  ")).rejects.toMatchObject({ code: "name" });
    await expect(updateTemplate(t.db, tpl.id, { name: "Anfrage", content: ["verloren"] })).rejects.toMatchObject({ code: "duplicate" });
    expect(await storedRows()).toEqual(before);
    expect(await renameTemplate(t.db, "gibt-es-nicht", "Neu")).toBeNull();
  });

  it("updates description and content partially", async () => {
    const tpl = await createTemplate(t.db, { name: "Teilweise", description: "Alt", content: [{ a: 1 }] });
    const content = (await updateTemplate(t.db, tpl.id, { content: { sections: [{ blocks: [] }] } }))!;
    expect(content.content).toEqual({ sections: [{ blocks: [] }] });
    expect(content.description).toBe("Alt");
    expect(content.name).toBe("Teilweise");
    const desc = (await updateTemplate(t.db, tpl.id, { description: null }))!;
    expect(desc.description).toBeNull();
    expect(desc.content).toEqual({ sections: [{ blocks: [] }] });
    expect(await updateTemplate(t.db, "gibt-es-nicht", { description: "x" })).toBeNull();
  });

  it("deletes a template and frees its name", async () => {
    const tpl = await createTemplate(t.db, { name: "Einmalig" });
    expect(await deleteTemplate(t.db, tpl.id)).toBe(true);
    expect(await getTemplate(t.db, tpl.id)).toBeNull();
    expect(await deleteTemplate(t.db, tpl.id)).toBe(false);
    expect((await createTemplate(t.db, { name: "Einmalig" })).name).toBe("Einmalig");
  });
});
