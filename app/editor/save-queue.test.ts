import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Block } from "~/blocks/types";
import { FakeClock, settle } from "./fake-clock";
import { AUTOSAVE_DELAY_MS, ConflictError, createSaveQueue, isPlaceholderOnly, MAX_FAILURES, SAVED_LABEL_MS, type SaveQueue } from "./save-queue";

const para = (text: string, id = "p1"): Block => ({ id, type: "paragraph", content: { text } });
const page = (text: string): Block[] => [para(text)];

interface Call {
  content: Block[];
  version: number;
  resolve: (v: { version: number }) => void;
  reject: (e: unknown) => void;
}

let clock: FakeClock;
let calls: Call[];
let queue: SaveQueue;

function makeQueue(extra: { content?: Block[]; delayMs?: number } = {}) {
  queue = createSaveQueue({
    version: 1,
    content: extra.content ?? page("Start"),
    delayMs: extra.delayMs,
    timers: clock,
    formatTime: (ms) => new Date(ms).toISOString().slice(11, 16),
    save: (content, version) =>
      new Promise((resolve, reject) => {
        calls.push({ content, version, resolve, reject });
      }),
  });
  return queue;
}

const texts = () => calls.map((c) => (c.content[0]?.content as { text?: string } | undefined)?.text);

beforeEach(() => {
  clock = new FakeClock();
  calls = [];
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  makeQueue();
});
afterEach(() => {
  queue.dispose();
  vi.restoreAllMocks();
});

describe("save queue: timing", () => {
  it("coalesces a burst into one save 1000 ms after the last change, with the newest content and the version", async () => {
    for (const text of ["H", "Ha", "Hal", "Hall", "Hallo"]) {
      queue.change(page(text));
      await clock.advance(600);
    }
    expect(calls).toHaveLength(0);
    expect(queue.getSnapshot()).toMatchObject({ status: "pending", label: "Nicht gespeichert", dirty: true });
    await clock.advance(AUTOSAVE_DELAY_MS - 600 - 1);
    expect(calls).toHaveLength(0);
    await clock.advance(1);
    expect(texts()).toEqual(["Hallo"]);
    expect(calls[0].version).toBe(1);
    expect(queue.getSnapshot()).toMatchObject({ status: "saving", label: "Speichert..." });
  });

  it("uses the given delay (1500 ms inline)", async () => {
    queue.dispose();
    makeQueue({ delayMs: 1500 });
    queue.change(page("A"));
    await clock.advance(1499);
    expect(calls).toHaveLength(0);
    await clock.advance(1);
    expect(calls).toHaveLength(1);
  });

  it("runs one request at a time and afterwards sends only the newest content, with the new version", async () => {
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    queue.change(page("B"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    queue.change(page("C"));
    await clock.advance(AUTOSAVE_DELAY_MS * 3);
    expect(texts()).toEqual(["A"]);
    expect(queue.getSnapshot().status).toBe("saving");
    calls[0].resolve({ version: 2 });
    await settle();
    expect(texts()).toEqual(["A", "C"]);
    expect(calls[1].version).toBe(2);
    calls[1].resolve({ version: 3 });
    await settle();
    expect(queue.getSnapshot()).toMatchObject({ status: "saved", label: "Gespeichert 11:34", dirty: false, version: 3 });
  });

  it("a change during a save whose delay has not passed waits for its own timer", async () => {
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    await clock.advance(500);
    queue.change(page("B"));
    calls[0].resolve({ version: 2 });
    await settle();
    expect(calls).toHaveLength(1);
    expect(queue.getSnapshot()).toMatchObject({ status: "pending", dirty: true });
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(texts()).toEqual(["A", "B"]);
  });

  it("shows 'Gespeichert {time}' for 2 s, then 'Automatisch gespeichert'", async () => {
    await clock.advance(3 * 60_000);
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    calls[0].resolve({ version: 2 });
    await settle();
    expect(queue.getSnapshot().label).toBe("Gespeichert 11:37");
    await clock.advance(SAVED_LABEL_MS - 1);
    expect(queue.getSnapshot().status).toBe("saved");
    await clock.advance(1);
    expect(queue.getSnapshot()).toMatchObject({ status: "idle", label: "Automatisch gespeichert", dirty: false });
  });

  it("skips redundant changes and cancels the save when the content goes back to what the server has", async () => {
    queue.change(page("A"));
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    calls[0].resolve({ version: 2 });
    await settle();
    queue.change(page("B"));
    queue.change(page("A"));
    expect(queue.getSnapshot()).toMatchObject({ status: "idle", dirty: false });
    await clock.advance(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(1);
  });
});

describe("save queue: hold and flush", () => {
  it("never saves while a text field's debounce holds the queue", async () => {
    queue.hold();
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS * 5);
    expect(calls).toHaveLength(0);
    queue.change(page("AB"));
    queue.release();
    await clock.advance(0);
    expect(texts()).toEqual(["AB"]);
  });

  it("nested holds need every release; a release without a due save saves nothing early", async () => {
    queue.hold();
    queue.hold();
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    queue.release();
    await clock.advance(10);
    expect(calls).toHaveLength(0);
    queue.release();
    await clock.advance(0);
    expect(calls).toHaveLength(1);
    queue.release(); // unbalanced: ignored
    queue.change(page("B"));
    await clock.advance(AUTOSAVE_DELAY_MS - 1);
    expect(calls).toHaveLength(1);
  });

  it("flush saves at once and resolves when the save is through; with nothing to save it resolves at once", async () => {
    await queue.flush();
    expect(calls).toHaveLength(0);
    queue.change(page("A"));
    let done = false;
    const flushed = queue.flush().then(() => (done = true));
    expect(texts()).toEqual(["A"]);
    await settle();
    expect(done).toBe(false);
    calls[0].resolve({ version: 2 });
    await flushed;
    expect(queue.getSnapshot()).toMatchObject({ status: "saved", dirty: false });
    await clock.advance(SAVED_LABEL_MS);
    expect(queue.getSnapshot().label).toBe("Gespeichert");
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
  });

  it("flush during a save sends the newest content right after it", async () => {
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    queue.change(page("B"));
    const flushed = queue.flush();
    calls[0].resolve({ version: 2 });
    await settle();
    expect(texts()).toEqual(["A", "B"]);
    calls[1].resolve({ version: 3 });
    await flushed;
    expect(queue.getSnapshot().version).toBe(3);
  });
});

describe("save queue: empty and placeholder-only content", () => {
  it("autosave skips empty and placeholder-only content and keeps it unsaved; flush sends it", async () => {
    queue.change([]);
    await clock.advance(AUTOSAVE_DELAY_MS * 2);
    queue.change([{ id: "h", type: "heading", content: {} }]);
    await clock.advance(AUTOSAVE_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
    expect(queue.getSnapshot()).toMatchObject({ status: "pending", dirty: true });
    const flushed = queue.flush();
    expect(calls).toHaveLength(1);
    expect(calls[0].content).toEqual([{ id: "h", type: "heading", content: {} }]);
    calls[0].resolve({ version: 2 });
    await flushed;
  });

  it("knows placeholder-only content", () => {
    expect(isPlaceholderOnly([])).toBe(true);
    expect(isPlaceholderOnly([{ id: "h", type: "heading", content: {} }])).toBe(true);
    expect(isPlaceholderOnly([{ id: "h", type: "heading", content: { text: "Überschrift", level: 2 } }])).toBe(true);
    expect(isPlaceholderOnly([{ id: "s", type: "section", content: {}, slots: { children: [{ id: "h", type: "heading", content: {} }] } }])).toBe(true);
    expect(isPlaceholderOnly([{ id: "h", type: "heading", content: { text: "Willkommen" } }])).toBe(false);
    expect(isPlaceholderOnly([{ id: "s", type: "section", content: {}, slots: { children: [{ id: "h", type: "heading", content: { text: "Willkommen" } }] } }])).toBe(false);
    expect(isPlaceholderOnly([{ id: "h", type: "heading", content: {}, style: { textAlign: "center" } }])).toBe(false);
    expect(isPlaceholderOnly([{ id: "x", type: "no-such-block", content: {} }])).toBe(false);
  });
});

describe("save queue: conflicts", () => {
  const server = { version: 7, content: page("Vom Server"), title: "Startseite" };

  async function conflictAfter(text: string) {
    queue.change(page(text));
    await clock.advance(AUTOSAVE_DELAY_MS);
    calls[0].reject(new ConflictError(server));
    await settle();
  }

  it("a 409 whose save changed the same block keeps the local content, lists the block and stops the queue until the user chooses", async () => {
    await conflictAfter("Meins");
    expect(queue.getSnapshot()).toMatchObject({ status: "conflict", dirty: true, conflict: server, label: "Nicht gespeichert" });
    expect(queue.getSnapshot().conflicts.map((c) => [c.id, c.kind, c.ours?.content.text, c.theirs?.content.text])).toEqual([["p1", "changed", "Meins", "Vom Server"]]);
    queue.change(page("Meins 2"));
    await clock.advance(AUTOSAVE_DELAY_MS * 5);
    await queue.flush();
    expect(calls).toHaveLength(1);
    expect(queue.getSnapshot().status).toBe("conflict");
  });

  it("'ours' for the block sends the newest local content on top of the server's version", async () => {
    const rebases: unknown[] = [];
    queue.dispose();
    queue = createSaveQueue({ version: 1, content: page("Start"), timers: clock, save: (content, version) => new Promise((resolve, reject) => void calls.push({ content, version, resolve, reject })), onRebase: (r) => void rebases.push(r) });
    await conflictAfter("Meins");
    queue.change(page("Meins 2"));
    const resolved = queue.resolveConflict({ p1: "ours" });
    expect(texts()).toEqual(["Meins", "Meins 2"]);
    expect(calls[1].version).toBe(7);
    calls[1].resolve({ version: 8 });
    await resolved;
    expect(queue.getSnapshot()).toMatchObject({ status: "saved", version: 8, dirty: false, conflict: null, conflicts: [] });
    expect(rebases).toEqual([{ base: page("Start"), theirs: server.content, choices: { p1: "ours" }, version: 7 }]);
  });

  it("'theirs' for the only changed block leaves nothing to send, and goes on from the server's version", async () => {
    await conflictAfter("Meins");
    await queue.resolveConflict({ p1: "theirs" });
    expect(queue.getSnapshot()).toMatchObject({ status: "idle", dirty: false, version: 7, serverContent: server.content });
    queue.change(page("Vom Server"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    queue.change(page("Weiter"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(calls[1].version).toBe(7);
  });

  it("a 409 from someone's save of another block merges and saves at once: no dialog, both changes sent", async () => {
    queue.dispose();
    const start = [para("Eins", "a"), para("Zwei", "b")];
    let rebased = 0;
    queue = createSaveQueue({ version: 1, content: start, timers: clock, save: (content, version) => new Promise((resolve, reject) => void calls.push({ content, version, resolve, reject })), onRebase: () => void (rebased += 1) });
    queue.change([para("Eins, meins", "a"), para("Zwei", "b")]);
    const flushed = queue.flush();
    calls[0].reject(new ConflictError({ version: 4, content: [para("Eins", "a"), para("Zwei, ihres", "b")] }));
    await settle();
    expect(queue.getSnapshot().status).toBe("saving");
    expect(calls[1].version).toBe(4);
    expect(calls[1].content.map((b) => b.content.text)).toEqual(["Eins, meins", "Zwei, ihres"]);
    expect(rebased).toBe(1);
    calls[1].resolve({ version: 5 });
    await flushed;
    expect(queue.getSnapshot()).toMatchObject({ status: "saved", version: 5, dirty: false, conflicts: [] });
  });

  it("a 409 that answers the version the queue sent is a failure, not a merge (no loop)", async () => {
    queue.change(page("Meins"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    calls[0].reject(new ConflictError({ version: 1, content: page("Start") }));
    await settle();
    expect(queue.getSnapshot()).toMatchObject({ status: "error", failures: 1, conflict: null });
    expect(calls).toHaveLength(1);
  });
});

describe("save queue: failures", () => {
  it("an error keeps the edits and retries on the next change with the newest content", async () => {
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    calls[0].reject(new Error("offline"));
    await settle();
    expect(queue.getSnapshot()).toMatchObject({
      status: "error",
      label: "Speicherfehler",
      message: "Inhalt konnte nicht gespeichert werden. Bitte erneut versuchen.",
      dirty: true,
      failures: 1,
    });
    await clock.advance(AUTOSAVE_DELAY_MS * 5);
    expect(calls).toHaveLength(1);
    queue.change(page("AB"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(texts()).toEqual(["A", "AB"]);
    expect(calls[1].version).toBe(1);
  });

  it("flush retries the failed content", async () => {
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    calls[0].reject(new Error("500"));
    await settle();
    void queue.flush();
    expect(texts()).toEqual(["A", "A"]);
  });

  it("a save that throws at once counts as a failure", async () => {
    queue.dispose();
    queue = createSaveQueue({
      version: 1,
      timers: clock,
      save: () => {
        throw new Error("kaputt");
      },
    });
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(queue.getSnapshot()).toMatchObject({ status: "error", dirty: true });
  });

  it(`after ${MAX_FAILURES} failures in a row autosave stops until a manual save succeeds`, async () => {
    for (let i = 0; i < MAX_FAILURES; i++) {
      queue.change(page(`A${i}`));
      await clock.advance(AUTOSAVE_DELAY_MS);
      calls[i].reject(new Error("down"));
      await settle();
    }
    expect(queue.getSnapshot()).toMatchObject({
      status: "failed-repeatedly",
      message: "Auto-Speichern fehlgeschlagen. Bitte manuell speichern.",
      failures: MAX_FAILURES,
      dirty: true,
    });
    queue.change(page("B"));
    await clock.advance(AUTOSAVE_DELAY_MS * 3);
    expect(calls).toHaveLength(MAX_FAILURES);
    const flushed = queue.flush();
    expect(texts().at(-1)).toBe("B");
    calls[MAX_FAILURES].resolve({ version: 2 });
    await flushed;
    expect(queue.getSnapshot()).toMatchObject({ status: "saved", failures: 0, dirty: false });
    queue.change(page("C"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(MAX_FAILURES + 2);
  });
});

describe("save queue: subscribe", () => {
  it("tells listeners about every snapshot change and keeps the snapshot stable in between", async () => {
    const seen: string[] = [];
    const unsubscribe = queue.subscribe(() => seen.push(queue.getSnapshot().status));
    const first = queue.getSnapshot();
    expect(queue.getSnapshot()).toBe(first);
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    calls[0].resolve({ version: 2 });
    await settle();
    await clock.advance(SAVED_LABEL_MS);
    expect(seen).toEqual(["pending", "saving", "saved", "idle"]);
    unsubscribe();
    queue.change(page("B"));
    expect(seen).toHaveLength(4);
  });

  it("calls onSaved with the saved content and version", async () => {
    queue.dispose();
    const onSaved = vi.fn();
    queue = createSaveQueue({ version: 1, timers: clock, onSaved, save: async () => ({ version: 5 }) });
    queue.change(page("A"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(onSaved).toHaveBeenCalledWith(page("A"), 5);
  });
});
