import { describe, expect, it } from "vitest";
import { cardContent, cardDefaults } from "./insert";

describe("card insert", () => {
  it("keeps title, description, image and link; the rest is default", () => {
    const r = cardContent({ title: "Service", description: "Wir helfen.", image: "/media/images/a.webp", link: "/service" });
    expect(r.ok && r.content).toEqual({ title: "Service", description: "Wir helfen.", image: "/media/images/a.webp", link: "/service", text: "", content: "" });
    expect(cardContent(cardDefaults()).ok).toBe(true);
  });
});
