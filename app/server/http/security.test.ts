import type { Request, RequestHandler, Response } from "express";
import { describe, expect, it } from "vitest";
import { securityHeaders } from "./security.server";

/** A stand-in response whose headers land in `headers` (lower-case names). */
function fakeResponse(headers: Map<string, string>): Response {
  return {
    locals: {} as Record<string, unknown>,
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as Response;
}

/** Runs the handlers against a stand-in response and returns the page CSP they set. */
function pageCsp(options: Parameters<typeof securityHeaders>[0]): string {
  const headers = new Map<string, string>();
  const res = fakeResponse(headers);
  const req = { path: "/", headers: {} } as Request;
  for (const handler of securityHeaders(options) as RequestHandler[]) handler(req, res, () => undefined);
  return headers.get("content-security-policy") ?? "";
}

function directive(csp: string, name: string): string[] {
  const found = csp.split(";").map((d) => d.trim().split(/\s+/)).find(([n]) => n === name);
  return found ? found.slice(1) : [];
}

describe("securityHeaders media origin", () => {
  it("allows only our own origin for images and media without a public bucket", () => {
    const csp = pageCsp({ https: true, dev: false });
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    expect(directive(csp, "media-src")).toEqual(["'self'", "blob:"]);
  });

  it("adds the public bucket's origin to img-src and media-src and nowhere else", () => {
    const plain = pageCsp({ https: true, dev: false });
    const csp = pageCsp({ https: true, dev: false, mediaOrigin: "https://media.example.de/cms/" });
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", "https://media.example.de"]);
    expect(directive(csp, "media-src")).toEqual(["'self'", "blob:", "https://media.example.de"]);
    const others = (value: string) =>
      value
        .split(";")
        .map((d) => d.trim())
        .filter((d) => !d.startsWith("img-src") && !d.startsWith("media-src") && !d.startsWith("script-src"));
    expect(others(csp)).toEqual(others(plain));
    expect(directive(csp, "script-src")).not.toContain("https://media.example.de");
  });
});

describe("securityHeaders: images of the old site ('Bilder der alten Website anzeigen')", () => {
  it("lists the hosts in img-src only, and nothing without them", () => {
    const plain = pageCsp({ https: true, dev: false, imageHosts: () => [] });
    expect(directive(plain, "img-src")).toEqual(["'self'", "data:", "blob:"]);
    const csp = pageCsp({ https: true, dev: false, imageHosts: () => ["alt.example.de", "files.wordpress.com"] });
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", "alt.example.de", "files.wordpress.com"]);
    const others = (value: string) =>
      value
        .split(";")
        .map((d) => d.trim())
        .filter((d) => !d.startsWith("img-src") && !d.startsWith("script-src"));
    expect(others(csp)).toEqual(others(plain));
    expect(directive(csp, "media-src")).toEqual(["'self'", "blob:"]);
  });

  it("never writes anything but a host name into the header", () => {
    const csp = pageCsp({ https: true, dev: false, imageHosts: () => ["alt.example.de; script-src *", "*", "https://x.de", "gut.example.de"] });
    expect(directive(csp, "img-src")).toEqual(["'self'", "data:", "blob:", "gut.example.de"]);
    expect(directive(csp, "script-src")).not.toContain("*");
  });

  it("builds the header again only when the list changes", () => {
    const headers = new Map<string, string>();
    const res = fakeResponse(headers);
    const req = { path: "/", headers: {} } as Request;
    let hosts: readonly string[] = [];
    let asked = 0;
    const handlers = securityHeaders({ https: true, dev: false, imageHosts: () => (asked++, hosts) }) as RequestHandler[];
    const csp = () => {
      for (const handler of handlers) handler(req, res, () => undefined);
      return directive(headers.get("content-security-policy") ?? "", "img-src");
    };
    expect(csp()).toEqual(["'self'", "data:", "blob:"]);
    hosts = Object.freeze(["alt.example.de"]);
    expect(csp()).toEqual(["'self'", "data:", "blob:", "alt.example.de"]);
    expect(csp()).toEqual(["'self'", "data:", "blob:", "alt.example.de"]);
    hosts = Object.freeze([]);
    expect(csp()).toEqual(["'self'", "data:", "blob:"]);
    expect(asked).toBe(5);
  });
});
