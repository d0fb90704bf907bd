import { describe, expect, it } from "vitest";
import type { Block } from "~/blocks/types";
import { diffForConflict, firstText } from "./conflict-diff";

const heading = (id: string, text: string): Block => ({ id, type: "heading", content: { text, level: 2 } });

describe("diffForConflict", () => {
  it("lists per side the blocks that differ, counts nested blocks, ignores unchanged ones", () => {
    const section = (children: Block[]): Block => ({ id: "s", type: "section", content: {}, slots: { children } });
    const local = [heading("a", "Gleich"), section([heading("b", "Meine Fassung")]), heading("c", "Nur lokal")];
    const server = [heading("a", "Gleich"), section([heading("b", "Server-Fassung")])];
    const diff = diffForConflict(local, server);
    expect(diff.localCount).toBe(4);
    expect(diff.serverCount).toBe(3);
    expect(diff.local.map((e) => [e.id, e.text, e.only])).toEqual([
      ["b", "Meine Fassung", false],
      ["c", "Nur lokal", true],
    ]);
    expect(diff.server.map((e) => [e.id, e.text, e.label])).toEqual([["b", "Server-Fassung", "Überschrift"]]);
  });

  it("reports nothing for equal trees", () => {
    const blocks = [heading("a", "x")];
    expect(diffForConflict(blocks, structuredClone(blocks))).toMatchObject({ local: [], server: [] });
  });
});

describe("firstText", () => {
  it("takes the first readable string, strips tags and shortens long text", () => {
    expect(firstText({ src: "/bild.png", html: "<p>Hallo <b>Welt</b></p>" })).toBe("Hallo Welt");
    expect(firstText({ items: [{ text: "" }, { text: "Zweiter" }] })).toBe("Zweiter");
    expect(firstText({ text: "x".repeat(100) })).toHaveLength(60);
    expect(firstText({ level: 2 })).toBeNull();
  });
});
