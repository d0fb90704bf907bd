import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { ConsentFrameView } from "../video/consent.island";
import { block, mapsEmbedUrl } from "./block";
import { renderBlock } from "../render-for-test";

function inRouter(element: ReactElement): string {
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "m" });
}

describe("google-maps block", () => {
  it("has complete defaults", () => {
    expect(block.schema.parse({})).toEqual({
      address: "",
      zoom: 15,
      mapType: "roadmap",
      showMarker: true,
      markerColor: "",
      height: "400",
    });
    expect(block.aliases).toContain("google_maps");
  });

  it("clamps the zoom to 1–20 and accepts only known map types and #rrggbb colours", () => {
    const s = block.schema;
    expect(s.parse({ zoom: 1 }).zoom).toBe(1);
    expect(s.parse({ zoom: 20 }).zoom).toBe(20);
    expect(s.parse({ zoom: 0 }).zoom).toBe(1);
    expect(s.parse({ zoom: 21 }).zoom).toBe(20);
    expect(s.parse({ zoom: "12" }).zoom).toBe(12);
    expect(s.parse({ mapType: "street" }).mapType).toBe("roadmap");
    expect(s.parse({ mapType: "terrain" }).mapType).toBe("terrain");
    expect(s.parse({ markerColor: "red" }).markerColor).toBe("");
    expect(s.parse({ markerColor: "#ff0000" }).markerColor).toBe("#ff0000");
  });

  it("says 'Keine Adresse angegeben' without an address", () => {
    const html = render({ address: "   " });
    expect(html).toContain("Keine Adresse angegeben");
    expect(html).not.toContain("Karte laden");
  });

  it("shows a consent placeholder and requests nothing from Google before the click", () => {
    const html = render({ address: "Industriestraße 12, 70565 Stuttgart", height: 300 });
    expect(html).toContain("Karte laden");
    expect(html).toContain("Beim Laden werden Daten an Google Maps übertragen");
    expect(html).toContain('href="/datenschutz"');
    expect(html).not.toContain("<iframe");
    expect(html).not.toContain("maps.google.com");
    expect(html).toContain('aria-label="Karte: Industriestraße 12, 70565 Stuttgart"');
    expect(html).toContain("height:300px");
  });

  it("builds the embed URL with q, z, t and output=embed, loaded after consent", () => {
    const url = mapsEmbedUrl({ address: "Königstraße 1 & 2, Stuttgart", zoom: 17, mapType: "satellite" });
    expect(url).toBe("https://maps.google.com/maps?q=K%C3%B6nigstra%C3%9Fe+1+%26+2%2C+Stuttgart&z=17&t=k&output=embed");
    const after = inRouter(<ConsentFrameView provider="Google Maps" src={url} title="Karte" buttonLabel="Karte laden" loaded onLoad={() => {}} />);
    expect(after).toContain('<iframe src="https://maps.google.com/maps?q=K%C3%B6nigstra%C3%9Fe+1+%26+2%2C+Stuttgart&amp;z=17&amp;t=k&amp;output=embed"');
  });
});
