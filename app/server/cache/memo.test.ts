import { afterEach, describe, expect, it } from "vitest";
import type { ChangeEvent, ChangeFeed } from "../events/changes.server";
import { memoizeUntilChange, untilChange } from "./memo.server";

/** A feed that delivers what the test sends (the memo only subscribes to it). */
function feed() {
  let listener: ((event: ChangeEvent) => void) | null = null;
  const fake = { subscribe: (l: (event: ChangeEvent) => void) => ((listener = l), () => (listener = null)) } as unknown as ChangeFeed;
  let id = 0;
  const send = (scope: "page" | "site", paths: string[] = [], isPublic = true) =>
    listener?.({ id: ++id, topic: "pages", action: "updated", pageId: null, slug: null, public: isPublic, scope, paths, at: "" });
  return { fake, send };
}

describe("memos: one invalidation rule by scope and paths", () => {
  afterEach(() => memoizeUntilChange(null));

  it("drops a memo tagged with a path only when a change names that path; a site change drops all", async () => {
    const { fake, send } = feed();
    memoizeUntilChange(fake);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    const kontakt = () => untilChange("body:kontakt", load, ["/kontakt"]);
    const nav = () => untilChange("navigation", load);
    expect([await kontakt(), await nav()]).toEqual([1, 2]);

    send("page", ["/impressum", "/sitemap.xml"]);
    expect([await kontakt(), await nav()]).toEqual([1, 2]);
    send("page", ["/kontakt"], false);
    expect(await kontakt()).toBe(1);

    send("page", ["/kontakt", "/sitemap.xml"]);
    expect([await kontakt(), await nav()]).toEqual([3, 2]);

    send("site");
    expect([await kontakt(), await nav()]).toEqual([4, 5]);
  });

  it("tags a memo with paths found in its value, and keeps out a load that raced a change of its path", async () => {
    const { fake, send } = feed();
    memoizeUntilChange(fake);
    let loads = 0;
    const overview = () => untilChange("overview", () => Promise.resolve({ n: ++loads, slug: "dateien" }), (v) => [`/${v.slug}`]);
    expect((await overview()).n).toBe(1);
    send("page", ["/dateien"]);
    expect((await overview()).n).toBe(2);

    let finish: (value: number) => void = () => {};
    const slow = untilChange("slow", () => new Promise<number>((resolve) => (finish = resolve)), ["/kontakt"]);
    send("page", ["/kontakt"]);
    finish(1);
    await slow;
    expect(await untilChange("slow", () => Promise.resolve(2), ["/kontakt"])).toBe(2);
  });
});
