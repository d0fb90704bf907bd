import { describe, expect, it } from "vitest";
import { API_MAX_LIMIT, pageWindow, readApiPaging, readPageParam, readSortParam } from "./list-paging";

const messages = { limit: "limit falsch", offset: "offset falsch" };
const paging = (query: string) => readApiPaging(new URLSearchParams(query), messages);

describe("list paging", () => {
  it("clamps a page past the end to the last page and a bad page to the first", () => {
    expect(pageWindow(120, 2, 50)).toEqual({ page: 2, pageSize: 50, total: 120, pageCount: 3, offset: 50 });
    expect(pageWindow(120, 9, 50)).toMatchObject({ page: 3, offset: 100 });
    expect(pageWindow(0, 4, 50)).toMatchObject({ page: 1, pageCount: 1, offset: 0 });
    for (const bad of ["0", "-1", "abc", "1.5", ""]) expect(readPageParam(new URLSearchParams(`page=${bad}`))).toBe(1);
    expect(readPageParam(new URLSearchParams("page=7"))).toBe(7);
  });

  it("takes a known sort only", () => {
    expect(readSortParam(new URLSearchParams("sort=titel"), ["neueste", "titel"])).toBe("titel");
    expect(readSortParam(new URLSearchParams("sort=drop table"), ["neueste", "titel"])).toBe("neueste");
  });

  it("API limit: default and ceiling 100, 10,000 clamped, malformed values name their field", () => {
    expect(paging("")).toEqual({ ok: true, limit: API_MAX_LIMIT, offset: 0 });
    expect(paging("limit=10000&offset=200")).toEqual({ ok: true, limit: 100, offset: 200 });
    expect(paging("limit=10")).toEqual({ ok: true, limit: 10, offset: 0 });
    expect(paging("limit=0")).toEqual({ ok: false, field: "limit", message: "limit falsch" });
    expect(paging("limit=1e3")).toMatchObject({ ok: false, field: "limit" });
    expect(paging("offset=-3")).toMatchObject({ ok: false, field: "offset" });
  });
});
