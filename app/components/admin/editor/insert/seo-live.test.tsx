import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { downloadsContent } from "~/blocks/downloads/config-dialog";
import { LiveSeoCheck } from "./seo-live";

const heading = (id: string, level: number, text: string) => ({ id, type: "heading", content: { text, level } });

describe("LiveSeoCheck", () => {
  it("shows the check of the blocks it is given from the first render (score, issues, outline, fix button)", () => {
    const html = renderToStaticMarkup(
      <LiveSeoCheck blocks={[heading("a", 2, "Leistungen"), heading("b", 4, "Details")]} title="Start" contentType="basis" metaTitle={null} metaDescription={null} onFixHeadings={() => {}} />,
    );
    expect(html).toContain("Keine H1-Überschrift gefunden");
    expect(html).toContain("Überschrift-Ebene übersprungen: H2 → H4");
    expect(html).toContain("Meta-Titel fehlt");
    expect(html).toContain("Überschriften korrigieren");
    // 100 − 20 (no H1) − 5 (skipped) − 20 (meta title) − 15 (meta description)
    expect(html).toContain("40 / 100");
  });

  it("finds nothing to complain about on a sound page", () => {
    const html = renderToStaticMarkup(
      <LiveSeoCheck
        blocks={[heading("a", 1, "Willkommen"), heading("b", 2, "Leistungen")]}
        title="Start"
        contentType="basis"
        metaTitle="Brenner Industrietechnik – Lösungen für die Industrie"
        metaDescription={"Wir planen, fertigen und warten Anlagen für Industrie und Handwerk. Sprechen Sie mit uns über Ihr Projekt – persönlich und verbindlich vor Ort."}
        onFixHeadings={() => {}}
      />,
    );
    expect(html).toContain("100 / 100");
    expect(html).toContain("Keine Probleme gefunden.");
  });
});

describe("downloadsContent", () => {
  it("applies the block's defaults and the spec's column limits (desktop 1–6, tablet 1–4, mobile 1–2)", () => {
    expect(downloadsContent({})).toMatchObject({ title: "Downloads", showAllAssets: true, layout: "grid", columnsDesktop: 3, columnsTablet: 2, columnsMobile: 1, selectedFolders: [] });
    const c = downloadsContent({ columnsDesktop: 9, columnsTablet: 0, columnsMobile: 2, layout: "list", selectedFolders: ["f1"], showAllAssets: false });
    expect(c).toMatchObject({ columnsDesktop: 6, columnsTablet: 1, columnsMobile: 2, layout: "list", selectedFolders: ["f1"], showAllAssets: false });
  });
});
