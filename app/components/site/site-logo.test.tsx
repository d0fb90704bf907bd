import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { logoFromAsset, type SiteChrome } from "~/server/site/public-site.server";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

const logo = { src: "/media/images/logo.png", height: 32, width: 81 };

describe("header and footer logos", () => {
  it("ask for the spec §7 logo variant (183×72, quality 85) as AVIF, WebP and original, with the box reserved", () => {
    const header = renderToStaticMarkup(<SiteHeader siteName="Muster GmbH" navigation={[]} logo={logo} />);
    expect(header).toContain('<source type="image/avif" srcSet="/media/images/logo.png?width=183&amp;height=72&amp;quality=85&amp;format=avif"/>');
    expect(header).toContain('<source type="image/webp" srcSet="/media/images/logo.png?width=183&amp;height=72&amp;quality=85&amp;format=webp"/>');
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
