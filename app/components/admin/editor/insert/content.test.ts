import { describe, expect, it } from "vitest";
import { parseLength } from "./content";

describe("insert dialogs' shared checks", () => {
  it("parses lengths", () => {
    expect(parseLength(" 300 px ")).toEqual({ ok: true, value: "300px" });
    expect(parseLength("12.5%")).toEqual({ ok: true, value: "12.5%" });
    expect(parseLength("100PX")).toEqual({ ok: true, value: "100px" });
    expect(parseLength("")).toEqual({ ok: true, value: "" });
    expect(parseLength("0").ok).toBe(false);
  });
});
