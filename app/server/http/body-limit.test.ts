import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { bodyLimit, bodyLimitFor, formatLimit } from "./body-limit.server";

const KB = 1024;

interface Answer {
  status?: number;
  headers: Record<string, string>;
  body?: unknown;
  passed: boolean;
}

/** Runs the middleware on a request that only has a path and headers, as it sees them in Express. */
function run(path: string, headers: Record<string, string>): Answer {
  const answer: Answer = { headers: {}, passed: false };
  const res = {
    set(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    type(value: string) {
      answer.headers["content-type"] = value;
      return res;
    },
    status(code: number) {
      answer.status = code;
      return res;
    },
    json(body: unknown) {
      answer.body = body;
      return res;
    },
    send(body: unknown) {
      answer.body = body;
      return res;
    },
  };
  bodyLimit()({ path, headers } as unknown as Request, res as unknown as Response, (() => (answer.passed = true)) as NextFunction);
  return answer;
}

describe("body limits", () => {
  it("gives each route its limit", () => {
    expect(bodyLimitFor("/api/auth/sign-in/email")).toBe(64 * KB);
    expect(bodyLimitFor("/api/contact")).toBe(64 * KB);
    expect(bodyLimitFor("/api/pages")).toBe(2048 * KB);
    expect(bodyLimitFor("/api/pages/abc/revisions/x/restore")).toBe(2048 * KB);
    expect(bodyLimitFor("/admin/pages/x/edit.data")).toBe(2048 * KB);
    expect(bodyLimitFor("/admin.data")).toBe(2048 * KB);
    expect(bodyLimitFor("/optimize-block")).toBe(2048 * KB);
    expect(bodyLimitFor("/kontakt")).toBe(64 * KB);
    expect(bodyLimitFor("/")).toBe(64 * KB);
    expect(bodyLimitFor("/_root.data")).toBe(64 * KB);
    expect(bodyLimitFor("/administration")).toBe(64 * KB);
    expect(bodyLimitFor("/api/authx")).toBe(2048 * KB);
  });

  it("matches paths without regard to case, as the routers do", () => {
    expect(bodyLimitFor("/API/Auth/sign-in/email")).toBe(64 * KB);
    expect(bodyLimitFor("/api/Auth/sign-up/email")).toBe(64 * KB);
    expect(bodyLimitFor("/Api/Contact")).toBe(64 * KB);
    expect(bodyLimitFor("/ADMIN/pages/x/edit")).toBe(2048 * KB);
  });

  it("words sizes the German way", () => {
    expect(formatLimit(64 * 1024)).toBe("64 KB");
    expect(formatLimit(2 * 1024 * 1024)).toBe("2 MB");
  });

  it("refuses before the body: 413 over the limit, 411 without a length, 400 for a bad length", () => {
    const tooBig = run("/api/Auth/sign-in/email", { "content-length": String(64 * KB + 1) });
    expect(tooBig).toEqual({
      status: 413,
      headers: { connection: "close", "cache-control": "no-store" },
      body: { error: "Die Anfrage ist zu groß (höchstens 64 KB)." },
      passed: false,
    });
    const page = run("/kontakt", { "content-length": "70000" });
    expect([page.status, page.headers["content-type"], page.body]).toEqual([413, "text/plain; charset=utf-8", "Die Anfrage ist zu groß (höchstens 64 KB)."]);
    expect(run("/admin/pages/new", { "content-length": String(3 * 1024 * KB) }).body).toBe("Die Anfrage ist zu groß (höchstens 2 MB).");
    const chunked = run("/api/pages", { "transfer-encoding": "chunked" });
    expect([chunked.status, chunked.body, chunked.headers.connection]).toEqual([411, { error: "Bitte senden Sie die Länge der Anfrage mit (Content-Length)." }, "close"]);
    for (const bad of ["-1", "1e3", "abc", "10, 20", ""]) expect(run("/api/pages", { "content-length": bad }).status, bad).toBe(400);
  });

  it("lets requests within the limit and without a body pass", () => {
    expect(run("/api/auth/sign-in/email", { "content-length": String(64 * KB) }).passed).toBe(true);
    expect(run("/api/pages", { "content-length": String(2 * 1024 * KB) }).passed).toBe(true);
    expect(run("/kontakt", { "content-length": "0" }).passed).toBe(true);
    expect(run("/kontakt", {}).passed).toBe(true);
  });
});
