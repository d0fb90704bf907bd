import { describe, expect, it } from "vitest";
import { heroContent, heroDefaults, snapOverlay } from "./insert";

describe("hero insert", () => {
  it("uses the overlay only with a background image (snapped to steps of 5)", () => {
    const without = heroContent({ ...heroDefaults(), overlayOpacity: 80 });
    expect(without.ok && without.content.overlayOpacity).toBe(40);
    const withImage = heroContent({ ...heroDefaults(), backgroundImage: "/media/images/bg.jpg", overlayOpacity: 63 });
    expect(withImage.ok && withImage.content).toMatchObject({ backgroundImage: "/media/images/bg.jpg", overlayOpacity: 65 });
    expect(snapOverlay(140)).toBe(100);
    expect(snapOverlay(-3)).toBe(0);
  });

  it("keeps at most 2 buttons with the link type from the address", () => {
    const r = heroContent({
      ...heroDefaults(),
      buttons: [
        { text: "Kontakt", href: "/kontakt", variant: "default" },
        { text: "Partner", href: "https://partner.example", variant: "outline" },
      ],
    });
    expect(r.ok && r.content.buttons).toEqual([
      { text: "Kontakt", href: "/kontakt", variant: "default", linkType: "internal", target: "_self" },
      { text: "Partner", href: "https://partner.example", variant: "outline", linkType: "external", target: "_blank" },
    ]);
    const three = heroContent({ ...heroDefaults(), buttons: [1, 2, 3].map((n) => ({ text: `B${n}`, href: "/", variant: "default" as const })) });
    expect(!three.ok && three.errors.buttons).toBe("Höchstens 2 Schaltflächen.");
  });

  it("defaults: title 'Willkommen', H1 on, no buttons", () => {
    const r = heroContent(heroDefaults());
    expect(r.ok && r.content).toMatchObject({ title: "Willkommen", isH1: true, buttons: [], overlayOpacity: 40, titleHTag: "h1" });
  });
});
