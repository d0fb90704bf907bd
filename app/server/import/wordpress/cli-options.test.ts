import { describe, expect, it } from "vitest";
import { runImportCommand } from "./cli.server";

/** The import command's options of issue 39, item 11: refused before anything is opened. */
describe("import-wordpress options", () => {
  it("refuses a --menu other than import or keep with exit code 2, naming the option in German", async () => {
    const result = await runImportCommand(["export.xml", "--menu=ersetzen"], {});
    expect(result.code).toBe(2);
    expect(result.message).toMatch(/^--menu: bitte „import“ \(Menü übernehmen\) oder „keep“ \(Menü nicht ändern\) angeben, nicht „ersetzen“\./);
    expect(result.message).toContain("[--drafts] [--menu=import|keep]");
  });

  it("knows --drafts and --menu=keep (a missing file is the next complaint), and not --entwurf", async () => {
    expect(await runImportCommand(["/nicht/da.xml", "--drafts", "--menu=keep"], {})).toEqual({ code: 1, message: "Die Datei /nicht/da.xml gibt es nicht." });
    expect((await runImportCommand(["/nicht/da.xml", "--entwurf"], {})).message).toMatch(/^Unbekannte Option --entwurf\./);
  });
});
