import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { readBlocks } from "~/blocks/content";
import { slotsOf } from "~/blocks/tree";
import type { Block } from "~/blocks/types";
import { demoPages } from "../seed/demo-content";
import { renderPageBody } from "./render-page.server";

/**
 * Content stored before named slots (decision 015) kept nested blocks in `children`: one list, or
 * one list per column. Written back in that shape, here by the slot names themselves.
 */
function asStoredBefore(blocks: Block[]): unknown[] {
  return blocks.map((block) => {
    const slots = slotsOf(block);
    const { slots: _stored, ...rest } = block;
    if (slots.length === 0) return rest;
    const perColumn = slots.every((s) => /^columns\[\d+\]$/.test(s.name));
    return { ...rest, children: perColumn ? slots.map((s) => asStoredBefore(s.blocks)) : asStoredBefore(slots[0].blocks) };
  });
}

describe(`public HTML of named slots and of the older children (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("is byte-identical for every demo page, whichever shape the content is stored in", async () => {
    const pages = demoPages.filter((page) => !page.slides);
    let nested = 0;
    for (const page of pages) {
      const blocks = readBlocks(page.content);
      const before = asStoredBefore(blocks);
      if (JSON.stringify(before).includes('"children"')) nested++;
      const render = (content: unknown) => renderPageBody(t.db, { id: page.key, slug: page.slug, title: page.title, content_type: page.content_type, content });
      expect((await render(before)).html, page.slug).toBe((await render(blocks)).html);
    }
    // The comparison met both kinds of slot (Bausteine shows section, container and every column layout).
    expect(nested).toBeGreaterThan(0);
    expect(JSON.stringify(asStoredBefore(readBlocks(pages.find((p) => p.slug === "bausteine")!.content)))).toMatch(/"children":\[\[/);
  });
});
