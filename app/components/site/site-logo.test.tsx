import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { logoFromAsset, type SiteChrome } from "~/server/site/public-site.server";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const logo = { src: "/media/images/logo.png", height: 32, width: 81 };

describe("header menu (issue 25)", () => {
  const navigation = [
    { id: "l", title: "Leistungen", href: "/leistungen", children: [{ id: "c", title: "C-Teile", href: "/c-teile-management", children: [] }] },
    { id: "link-shop", title: "Shop", href: "https://shop.example.de", external: true, children: [] },
  ];

  it("marks the page's own entry as the page and its parent as the current section", () => {
    const header = renderToStaticMarkup(<SiteHeader siteName="M" navigation={navigation} logo={null} currentTrail={["/c-teile-management", "/leistungen"]} />);
    expect(header).toMatch(/<a href="\/leistungen" aria-current="true" class="[^"]*text-primary-strong/);
    expect(header).toMatch(/<a href="\/c-teile-management" aria-current="page"/);
    const section = renderToStaticMarkup(<SiteHeader siteName="M" navigation={navigation} logo={null} currentTrail={["/leistungen"]} currentIsPage={false} />);
    expect(section).toMatch(/<a href="\/leistungen" aria-current="true"/);
    expect(section).not.toContain('aria-current="page"');
  });

  it("opens a custom entry in a new tab and says so to screen readers", () => {
    const header = renderToStaticMarkup(<SiteHeader siteName="M" navigation={navigation} logo={null} />);
    expect(header).toMatch(/<a href="https:\/\/shop\.example\.de" target="_blank" rel="noopener noreferrer"[^>]*>Shop<span class="sr-only"> \(öffnet in neuem Tab\)<\/span><\/a>/);
    expect(header).not.toContain("aria-current");
  });

  it("has a solid background: content scrolling under the sticky header does not show through", () => {
    const header = renderToStaticMarkup(<SiteHeader siteName="M" navigation={[]} logo={null} />);
    const classes = /<header [^>]*class="([^"]*)"/.exec(header)?.[1] ?? "";
    expect(classes).toContain("bg-white");
    expect(classes).not.toMatch(/bg-white\/|backdrop-blur/);
  });
});

describe("header and footer logos", () => {
  it("ask for the spec §7 logo variant (183×72, quality 85) as AVIF, WebP and original, with the box reserved", () => {
    const header = renderToStaticMarkup(<SiteHeader siteName="Muster GmbH" navigation={[]} logo={logo} />);
    // 2x and 3x of the same box for high-density screens (issue 25; Lighthouse 'low resolution').
    const set = (format: string) =>
      [1, 2, 3].map((n) => `/media/images/logo.png?width=${183 * n}&amp;height=${72 * n}&amp;quality=85${format ? `&amp;format=${format}` : ""} ${n}x`).join(", ");
    expect(header).toContain(`<source type="image/avif" srcSet="${set("avif")}"/>`);
    expect(header).toContain(`<source type="image/webp" srcSet="${set("webp")}"/>`);
    expect(header).toMatch(new RegExp(`<img [^>]*srcSet="${set("").replace(/[?.]/g, "\\$&")}"`));
    expect(header).toMatch(/<img src="\/media\/images\/logo\.png\?width=183&amp;height=72&amp;quality=85" alt="[^"]*Muster GmbH[^"]*" width="81" height="32"/);
    // The site runtime hides a logo that fails: its <img> stays inside the marked box.
    expect(header).toMatch(/<a href="\/" data-logo=""[^>]*><picture class="contents">/);

    const chrome = {
      siteName: "Muster GmbH",
      siteDescription: "",
      socialLinks: [],
      footer: { backgroundColor: "#111827", textColor: "#ffffff", copyrightText: "", tagline: "", layout: "four-column", logo, navigation: null, legalLinks: [] },
    } as unknown as SiteChrome;
    const footer = renderToStaticMarkup(<SiteFooter chrome={chrome} year={2026} />);
    expect(footer).toContain("logo.png?width=183&amp;height=72&amp;quality=85&amp;format=webp");
    expect(footer).toMatch(/<img src="\/media\/images\/logo\.png\?width=183&amp;height=72&amp;quality=85" alt="Muster GmbH" width="81" height="32"/);
  });

  it("shows a logo without a stored size at its height, width left to the picture", () => {
    const header = renderToStaticMarkup(<SiteHeader siteName="M" navigation={[]} logo={{ src: "/media/images/logo.png", height: 40 }} />);
    expect(header).toMatch(/<img src="[^"]*" alt="[^"]*" height="40" decoding="async"/);
    expect(header).not.toMatch(/<img [^>]*width="/);
  });

  it("takes the logo's width at the chosen height from the stored size (spec §9 logo sizes)", () => {
    const asset = { url: "/media/images/logo.png", asset_type: "image" as const, width: 366, height: 144 };
    expect(logoFromAsset(asset, "medium")).toEqual({ src: "/media/images/logo.png", height: 32, width: 81 });
    expect(logoFromAsset(asset, "xlarge")).toEqual({ src: "/media/images/logo.png", height: 48, width: 122 });
    expect(logoFromAsset({ ...asset, width: null, height: null }, "small")).toEqual({ src: "/media/images/logo.png", height: 24 });
    expect(logoFromAsset({ ...asset, asset_type: "document" }, "small")).toBeNull();
  });
});
