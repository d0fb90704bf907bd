import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { Block } from "../types";
import { block } from "./block";

function render(content: Record<string, unknown>): string {
  const b: Block = { id: "c", type: "card", content };
  const Render = block.Render;
  const router = createMemoryRouter([
    { path: "/", element: <Render block={b} content={block.schema.parse(content)} renderSlot={() => null} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("card block", () => {
  it("has complete defaults and declares its HTML field", () => {
    expect(block.schema.parse({})).toEqual({
      title: "Kartentitel",
      description: "Eine kurze Beschreibung des Inhalts.",
      text: "",
      content: "",
      image: "",
      link: "",
    });
    expect(block.htmlFields).toEqual(["content"]);
    expect(block.label).toBe("Karte");
    expect(block.category).toBe("Components");
  });

  it("refuses unsafe images and content of the wrong shape", () => {
    expect(block.schema.parse({ image: "javascript:alert(1)" }).image).toBe("");
    expect(block.schema.parse({ image: "data:image/png;base64,AAAA" }).image).toBe("");
    expect(block.schema.parse({ image: "/uploads/images/a.jpg" }).image).toBe("/uploads/images/a.jpg");
    expect(block.schema.safeParse({ title: { de: "x" } }).success).toBe(false);
  });

  it("renders an article with image, title, description, text and rich content", () => {
    const html = render({
      title: "Wartung",
      description: "Regelmäßig und planbar",
      text: "Wir kommen zu Ihnen.",
      content: "<ul><li>24/7</li></ul>",
      image: "/uploads/images/wartung.jpg",
    });
    expect(html).toMatch(/^<article /);
    expect(html).toContain('src="/uploads/images/wartung.jpg?width=640&amp;quality=85&amp;format=webp"');
    expect(html).toContain("1024w");
    expect(html).toContain('alt=""');
    expect(html).toContain('loading="lazy"');
    expect(html).toMatch(/<h3[^>]*>Wartung<\/h3>/);
    expect(html).toContain(">Regelmäßig und planbar</p>");
    expect(html).toContain(">Wir kommen zu Ihnen.</p>");
    expect(html).toContain('<div class="prose-cms"><ul><li>24/7</li></ul></div>');
    expect(html).not.toContain("<a ");
  });

  it("makes the whole card a link through its title, with the link rules", () => {
    const internal = render({ title: "Service", link: "/service" });
    expect(internal).toMatch(/<h3[^>]*><a[^>]*href="\/service"[^>]*>Service<\/a><\/h3>/);
    expect(internal).toContain("after:absolute");
    const external = render({ title: "Partner", link: "https://example.org" });
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    expect(render({ title: "Böse", link: "javascript:alert(1)" })).not.toContain("javascript:");
  });

  it("leaves out empty parts", () => {
    const html = render({ title: "", description: "" });
    expect(html).not.toContain("<h3");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<p");
  });
});
