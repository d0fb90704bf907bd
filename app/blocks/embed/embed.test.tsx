import { describe, expect, it } from "vitest";
import { block, embedBox } from "./block";
import { renderBlock } from "../render-for-test";

function render(content: Record<string, unknown>): string {
  return renderBlock(block, content, { id: "e" });
}

describe("embed block", () => {
  it("defaults to 100% × 400 px, 16:9 and is not sanitised but isolated", () => {
    expect(block.schema.parse({})).toEqual({ embedCode: "", width: "100%", height: "400px", aspectRatio: "16:9" });
    expect(block.htmlFields ?? []).not.toContain("embedCode");
    expect(block.schema.parse({ aspectRatio: "2:1", height: 300 })).toMatchObject({ aspectRatio: "16:9", height: "300" });
  });

  it("renders nothing without embed code", () => {
    expect(render({})).toBe("");
    expect(render({ embedCode: "   " })).toBe("");
  });

  it("runs the code only inside a sandboxed srcdoc iframe without same-origin access", () => {
    const code = `<div id="widget"></div><script>document.getElementById("widget").textContent = "Hallo";</script>`;
    const html = render({ embedCode: code });
    expect(html).toMatch(/^<iframe[^>]*sandbox="allow-scripts"/);
    expect(html).not.toContain("allow-same-origin");
    expect(html).toContain('title="Eingebetteter Inhalt"');
    expect(html).toContain('loading="lazy"');
    // The code sits escaped inside the attribute: no live <script> in our document.
    expect(html).not.toContain("<script");
    expect(html).toContain("&lt;script&gt;document.getElementById");
    expect(html).toContain("srcDoc=\"&lt;!doctype html&gt;");
    expect(html).toContain("width:100%;height:400px");
  });

  it("cannot break out of the attribute", () => {
    const html = render({ embedCode: `"><script>alert(1)</script><img src=x onerror=alert(1)>` });
    expect(html).not.toMatch(/<script|<img/);
    expect(html.match(/<iframe/g)).toHaveLength(1);
  });

  it("sizes by height, or by aspect ratio when the height is auto", () => {
    expect(embedBox({ width: "100%", height: "400px", aspectRatio: "16:9" })).toEqual({ width: "100%", height: "400px", aspectRatio: undefined });
    expect(embedBox({ width: "640", height: "auto", aspectRatio: "4:3" })).toEqual({ width: "640px", height: "", aspectRatio: "4 / 3" });
    expect(embedBox({ width: "expression(1)", height: "auto", aspectRatio: "original" })).toEqual({ width: "100%", height: "", aspectRatio: "16 / 9" });
    expect(render({ embedCode: "<p>x</p>", height: "auto", aspectRatio: "21:9" })).toContain("aspect-ratio:21 / 9");
  });
});
