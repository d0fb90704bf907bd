import { describe, expect, it } from "vitest";
import { concernsThisPage } from "./live-updates";

describe("live updates: which change events make an open page refetch", () => {
  const page = (paths: string[]) => JSON.stringify({ id: 1, topic: "pages", action: "updated", scope: "page", paths });

  it("refetches on its own address only for a change of one page's content", () => {
    expect(concernsThisPage(page(["/kontakt", "/sitemap.xml"]), "/kontakt")).toBe(true);
    expect(concernsThisPage(page(["/kontakt", "/sitemap.xml"]), "/kontakt/")).toBe(true);
    expect(concernsThisPage(page(["/kontakt", "/sitemap.xml"]), "/impressum")).toBe(false);
    expect(concernsThisPage(page(["/", "/home", "/sitemap.xml"]), "/")).toBe(true);
    expect(concernsThisPage(page(["/über-uns"]), "/%C3%BCber-uns")).toBe(true);
  });

  it("refetches on every change of the whole site, and on data it cannot read", () => {
    expect(concernsThisPage(JSON.stringify({ scope: "site", paths: [] }), "/impressum")).toBe(true);
    expect(concernsThisPage(JSON.stringify({ topic: "settings" }), "/impressum")).toBe(true);
    expect(concernsThisPage("kein json", "/impressum")).toBe(true);
  });
});
