import { describe, expect, it } from "vitest";
import { internalLinks, rewriteBlockLinks } from "./page-links";
import { fieldErrors, pagePatchSchema } from "~/lib/page-schema";

describe("rewriteBlockLinks", () => {
  it("rewrites link fields, hero buttons and href attributes, also in nested children, and nothing else", () => {
    const blocks = [
      {
        id: "row",
        type: "flexible-row",
        content: {},
        slots: { "columns[0]": [{ id: "b", type: "button", content: { href: "/alt", text: "/alt bleibt Text" } }], "columns[1]": [{ id: "m", type: "media-text", content: { buttonHref: "/alt#x", imageSrc: "/alt" } }] },
      },
      { id: "p", type: "paragraph", content: { text: `<a href='/alt?y=1'>a</a><a href="/alternative">b</a>` } },
    ];
    const out = rewriteBlockLinks(blocks, "/alt", "/neu");
    expect(out[0].slots).toEqual({
      "columns[0]": [{ id: "b", type: "button", content: { href: "/neu", text: "/alt bleibt Text" } }],
      "columns[1]": [{ id: "m", type: "media-text", content: { buttonHref: "/neu#x", imageSrc: "/alt" } }],
    });
    expect(out[1].content.text).toBe(`<a href='/neu?y=1'>a</a><a href="/alternative">b</a>`);
    expect(internalLinks(out).sort()).toEqual(["/alternative", "/neu"]);
  });
});

describe("page schema", () => {
  it("turns an empty parent into null and reports one German message per field", () => {
    expect(pagePatchSchema.parse({ parent_id: "", title: undefined, version: 3 })).toEqual({ parent_id: null, version: 3 });
    // Every page write names the version it read.
    const unversioned = pagePatchSchema.safeParse({ title: "Neu" });
    expect(unversioned.success).toBe(false);
    expect(Object.keys(fieldErrors(unversioned.error!))).toEqual(["version"]);
    const result = pagePatchSchema.safeParse({ slug: "-x-", meta_title: "x".repeat(201), version: 0 });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      slug: "Der Slug darf nur Kleinbuchstaben (a–z), Ziffern und einzelne Bindestriche enthalten.",
      meta_title: "Der Meta-Titel darf höchstens 200 Zeichen lang sein.",
      version: "Die Version muss eine positive ganze Zahl sein.",
    });
  });
});
