import { describe, expect, it } from "vitest";
import { filterPosts, mainStatus, type BlogPostRow } from "./blog-status";

const NOW = Date.parse("2026-05-01T10:00:00Z");
const row = (patch: Partial<BlogPostRow>): BlogPostRow => ({
  id: "1",
  title: "Titel",
  slug: "titel",
  version: 1,
  is_published: false,
  has_unpublished_changes: false,
  publish_at: null,
  category: "Allgemein",
  date: "2026-04-01",
  author: "",
  ...patch,
});

describe("blog post status", () => {
  it("is 'Geplant' only for a publish time still ahead", () => {
    expect(mainStatus(row({ publish_at: "2026-05-02T08:00:00Z" }), NOW)).toBe("scheduled");
    expect(mainStatus(row({ publish_at: "2026-04-30T08:00:00Z" }), NOW)).toBe("draft");
    expect(mainStatus(row({ is_published: true, publish_at: "2026-04-30T08:00:00Z" }), NOW)).toBe("published");
    expect(mainStatus(row({ is_published: true, publish_at: "2026-05-03T08:00:00Z" }), NOW)).toBe("scheduled");
    expect(mainStatus(row({ publish_at: "kaputt" }), NOW)).toBe("draft");
  });

  it("filters by search (umlauts folded), status and category", () => {
    const posts = [
      row({ id: "a", title: "Präzision im Fräsen", is_published: true, has_unpublished_changes: true, category: "Innovation" }),
      row({ id: "b", title: "Neue Halle", author: "Jörg Müller", publish_at: "2026-06-01T00:00:00Z" }),
      row({ id: "c", title: "Entwurf", category: "Innovation" }),
    ];
    const ids = (f: Partial<Parameters<typeof filterPosts>[1]>) => filterPosts(posts, { query: "", status: null, category: null, ...f }, NOW).map((p) => p.id);
    expect(ids({ query: "praezision" })).toEqual(["a"]);
    expect(ids({ query: "mueller" })).toEqual(["b"]);
    expect(ids({ status: "scheduled" })).toEqual(["b"]);
    expect(ids({ status: "draft" })).toEqual(["c"]);
    expect(ids({ status: "changes" })).toEqual(["a"]);
    expect(ids({ category: "Innovation", status: "published" })).toEqual(["a"]);
  });
});
