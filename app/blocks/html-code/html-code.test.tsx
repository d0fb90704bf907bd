import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { sanitizeBlocks } from "../sanitize.server";
import { block } from "./block";

/** As the server does it: sanitise the block's HTML fields, then render. */
function render(content: Record<string, unknown>): string {
  const [b] = sanitizeBlocks([{ id: "c", type: "html-code", content }]);
  const Render = block.Render;
  const router = createMemoryRouter([
    { path: "/", element: <Render block={b} content={block.schema.parse(b.content)} renderSlot={() => null} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("html-code block", () => {
  it("has defaults and declares its HTML field", () => {
    expect(block.schema.parse({})).toEqual({ html: "", showPreview: true });
    expect(block.htmlFields).toEqual(["html"]);
    expect(block.schema.safeParse({ html: 5 }).success).toBe(false);
  });

  it("renders nothing when empty", () => {
    expect(render({})).toBe("");
    expect(render({ html: "  " })).toBe("");
  });

  it("renders allowed markup", () => {
    const html = render({ html: '<div class="hinweis"><h3>Öffnungszeiten</h3><ul><li>Mo–Fr 8–17 Uhr</li></ul><a href="/kontakt">Kontakt</a></div>' });
    expect(html).toContain('<div class="prose-cms"><div class="hinweis"><h3>Öffnungszeiten</h3><ul><li>Mo–Fr 8–17 Uhr</li></ul>');
    expect(html).toContain('<a href="/kontakt">Kontakt</a>');
  });

  const payloads = [
    `<script>alert(1)</script>`,
    `<img src=x onerror=alert(1)>`,
    `<a href="javascript:alert(1)">x</a>`,
    `<a href="&#x6A;avascript:alert(1)">x</a>`,
    `<svg><script>alert(1)</script></svg>`,
    `<iframe srcdoc="<script>alert(1)</script>"></iframe>`,
    `<div style="background-image:url(javascript:alert(1))">x</div>`,
    `<object data="data:text/html,<script>alert(1)</script>"></object>`,
    `<form action="https://evil.example"><input name=x></form>`,
    `<details open ontoggle=alert(1)>`,
  ];
  it.each(payloads)("makes %s inert", (payload) => {
    const html = render({ html: payload });
    expect(html).not.toMatch(/<script|\son\w+=|javascript:|<iframe|<object|<form|<svg|data:text/i);
  });
});
