import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDbLabel, type TestDatabase } from "../../../tests/test-db";
import { getPageById } from "./pages.server";
import { createPageFromInput, publishScheduledPage } from "./service.server";

const meta = (publishDate: string) => [{ id: "m", type: "blog-meta", content: { author: "Erika Muster", publishDate } }];

/** Issue 25 item 10: a scheduled post is dated by its publish time, however the schedule was set. */
describe(`a scheduled post's date (${testDbLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.cleanup();
  });

  it("takes the day of the publish time in German time when the scheduler publishes it", async () => {
    // 23:30 UTC on 9 March is 10 March in Berlin.
    const publishAt = "2026-03-09T23:30:00.000Z";
    const post = await createPageFromInput(t.db, { title: "Geplant", slug: "geplant", content_type: "blog", content: meta("2026-01-02"), publish_at: publishAt }, { authorId: null });
    const live = await publishScheduledPage(t.db, post.id, publishAt);
    expect(live?.is_published).toBe(true);
    const published = await getPageById(t.db, post.id, "published");
    expect((published!.content as { content: Record<string, unknown> }[])[0].content).toMatchObject({ publishDate: "2026-03-10", author: "Erika Muster" });
  });

  it("leaves the content of other pages alone", async () => {
    const publishAt = "2026-03-09T10:00:00.000Z";
    const page = await createPageFromInput(
      t.db,
      { title: "Seite", slug: "seite-geplant", content: meta("2026-01-02"), publish_at: publishAt },
      { authorId: null },
    );
    await publishScheduledPage(t.db, page.id, publishAt);
    const published = await getPageById(t.db, page.id, "published");
    expect((published!.content as { content: Record<string, unknown> }[])[0].content.publishDate).toBe("2026-01-02");
  });
});
