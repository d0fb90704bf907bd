import { describe, expect, it } from "vitest";
import { ValidationError } from "../api/validation.server";
import { parseLogQuery, readLogQuery } from "./query.server";

const q = (query: string) => new URLSearchParams(query);

describe("the log's query", () => {
  it("reads filters and page; empty fields are no filter", () => {
    expect(parseLogQuery(q("person=u1&action=page.published&von=2026-03-01&bis=2026-03-02&page=3"))).toEqual({
      person: "u1",
      action: "page.published",
      von: "2026-03-01",
      bis: "2026-03-02",
      page: 3,
    });
    expect(parseLogQuery(q("person=&action=&von=&bis="))).toEqual({ page: 1 });
  });

  it("refuses an unknown action, an impossible day, a range backwards and a page below 1, naming each field", () => {
    const fields = (query: string) => {
      try {
        parseLogQuery(q(query));
      } catch (error) {
        return Object.keys((error as ValidationError).fields).sort();
      }
      return [];
    };
    expect(fields("action=page.burned&von=2026-02-30&page=0")).toEqual(["action", "page", "von"]);
    expect(fields("von=2026-03-02&bis=2026-03-01")).toEqual(["bis"]);
  });

  it("for the screen, leaves a broken value out instead of refusing the page", () => {
    expect(readLogQuery(q("action=page.burned&person=u1&von=2026-03-02&bis=2026-03-01&page=2"))).toEqual({ person: "u1", von: "2026-03-02", page: 2 });
  });
});
