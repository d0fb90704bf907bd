import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, tooDeepField } from "./json-depth.server";

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("JSON nesting bound before parsing (issue 38 item 27)", () => {
  it("lets ordinary bodies through, up to the limit", () => {
    expect(tooDeepField('{"title":"Über uns","content":[{"id":"a","type":"heading","content":{"text":"x"}}]}')).toBeNull();
    expect(tooDeepField(`{"content":${nested(MAX_JSON_DEPTH - 1)}}`)).toBeNull();
    expect(tooDeepField(nested(MAX_JSON_DEPTH))).toBeNull();
    expect(tooDeepField("")).toBeNull();
  });

  it("names the top-level field the too deep value sits in", () => {
    expect(tooDeepField(`{"title":"a","content":${nested(50_000)},"version":1}`)).toBe("content");
    expect(tooDeepField(`{"title":"x","meta":{"a":${nested(200)}}}`)).toBe("meta");
    expect(tooDeepField(`{"ti\\"tle":${nested(200)}}`)).toBe('ti"tle');
    expect(tooDeepField(nested(50_000))).toBe("_");
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const text = `{"content":"${"[".repeat(500)}\\"${"{".repeat(500)}"}`;
    expect(tooDeepField(text)).toBeNull();
    expect(JSON.parse(text)).toHaveProperty("content");
  });
});
