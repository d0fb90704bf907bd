import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Block } from "~/blocks/types";
import type { ApiResult } from "~/components/admin/pages/api-client";
import { createMemoryDraftStore, withLastMomentCopy, type Draft, type DraftStore, type SyncStorage } from "~/editor/draft-store";
import { FakeClock, settle } from "~/editor/fake-clock";
import { mergeBlocks } from "~/editor/merge";
import { AUTOSAVE_DELAY_MS, type Rebase } from "~/editor/save-queue";
import { DRAFT_WRITE_DELAY_MS } from "./draft-keeper";
import { createEditingSession, type EditingSession, type Request } from "./session";

const para = (text: string): Block[] => [{ id: "p1", type: "paragraph", content: { text } }];
/** Two paragraphs: another person's save of one and a local edit of the other merge. */
const two = (first: string, second: string): Block[] => [
  { id: "p1", type: "paragraph", content: { text: first } },
  { id: "p2", type: "paragraph", content: { text: second } },
];
const texts = (blocks: unknown) => (blocks as Block[]).map((b) => b.content.text);
const textOf = (blocks: unknown) => ((blocks as Block[])[0]?.content as { text?: string } | undefined)?.text;

/**
 * The page on the other end of the session's requests, as /api/pages/{id} answers: PATCH and POST
 * check the version (409 with code 'version' when it moved on); `offline` answers like fetch
 * failing (status 0). Each call is logged, so a test sees what the session sent.
 */
class PageEndpoint {
  version = 1;
  content: unknown = para("Start");
  offline = false;
  calls: Array<{ method: string; url: string; body?: Record<string, unknown> }> = [];
  /** Held PATCH answers: resolve them one by one to see what goes out while a save runs. */
  hold = false;
  held: Array<() => void> = [];

  request: Request = async <T>(method: string, url: string, body?: unknown): Promise<ApiResult<T>> => {
    this.calls.push({ method, url, body: body as Record<string, unknown> | undefined });
    if (this.hold && method === "PATCH") await new Promise<void>((resolve) => this.held.push(resolve));
    if (this.offline) return { ok: false, status: 0, error: "Keine Verbindung zum Server.", fields: {} };
    const page = () => ({ ok: true as const, status: 200, data: { version: this.version, content: this.content, is_published: true, has_unpublished_changes: true, updated_at: "2026-11-27T09:00:00Z" } as T });
    if (method === "GET") return page();
    const sent = body as { version: number; content?: unknown };
    if (sent.version !== this.version) return { ok: false, status: 409, error: "Die Seite wurde inzwischen geändert.", fields: {}, code: "version" };
    this.version += 1;
    if (sent.content !== undefined) this.content = sent.content;
    return page();
  };

  patches = () => this.calls.filter((c) => c.method === "PATCH");
  /** Someone else saves (a second tab, the API). */
  otherWrite(content: unknown) {
    this.version += 1;
    this.content = content;
  }
}

class FakeWindow extends EventTarget {
  visibilityState: DocumentVisibilityState = "visible";
}
/** beforeunload as browsers hand it over: returnValue can be set (Node's Event has a getter only). */
class UnloadEvent extends Event {
  constructor() {
    super("beforeunload", { cancelable: true });
    Object.defineProperty(this, "returnValue", { value: "", writable: true });
  }
  get message(): unknown {
    return (this as unknown as { returnValue: unknown }).returnValue;
  }
}

let clock: FakeClock;
let server: PageEndpoint;
let store: DraftStore;
let sync: Map<string, string>;
let win: FakeWindow;
let session: EditingSession;
let detach: () => void;

function open(extra: Partial<Parameters<typeof createEditingSession>[0]> = {}) {
  session = createEditingSession({
    pageId: "seite-1",
    version: server.version,
    content: server.content as Block[],
    live: { online: true, unpublished: false },
    request: server.request,
    draftStore: store,
    timers: clock,
    ...extra,
  });
  detach = session.attach(win as unknown as Window, win as unknown as Document);
  return session;
}

beforeEach(() => {
  clock = new FakeClock();
  server = new PageEndpoint();
  sync = new Map();
  const storage: SyncStorage = { getItem: (k) => sync.get(k) ?? null, setItem: (k, v) => void sync.set(k, v), removeItem: (k) => void sync.delete(k) };
  store = withLastMomentCopy(createMemoryDraftStore(), storage);
  win = new FakeWindow();
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  detach?.();
  session?.dispose();
  vi.restoreAllMocks();
});

describe("editing session: the save queue", () => {
  it("saves a burst of typing once, 1 s after the last key, with the newest blocks and the loaded version", async () => {
    open();
    await settle();
    for (const text of ["H", "Ha", "Hal", "Hallo"]) {
      session.change(para(text));
      await clock.advance(300);
    }
    expect(server.patches()).toHaveLength(0);
    expect(session.getState().save.label).toBe("Nicht gespeichert");
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(server.patches().map((c) => [textOf(c.body!.content), c.body!.version])).toEqual([["Hallo", 1]]);
    expect(session.version()).toBe(2);
    expect(session.getState().save.label).toMatch(/^Gespeichert/);
    expect(session.dirty()).toBe(false);
  });

  it("sends one request at a time: typing during a save goes out after it, the newest state only, on the advanced version", async () => {
    open();
    server.hold = true;
    session.change(para("Eins"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState().save.label).toBe("Speichert...");
    session.change(para("Zwei"));
    session.change(para("Drei"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(server.patches()).toHaveLength(1);
    server.held.shift()!();
    await clock.advance(AUTOSAVE_DELAY_MS);
    server.held.shift()?.();
    await clock.advance(10);
    expect(server.patches().map((c) => [textOf(c.body!.content), c.body!.version])).toEqual([
      ["Eins", 1],
      ["Drei", 2],
    ]);
    expect(textOf(server.content)).toBe("Drei");
  });
});

describe("editing session: 409 → conflict", () => {
  it("someone else's save of another block merges: both are saved on the server's version, without a dialog", async () => {
    server.content = two("Eins", "Zwei");
    const rebases: Rebase[] = [];
    open({ onRebase: (r) => rebases.push(r) });
    server.otherWrite(two("Eins", "Zwei von Bernd"));
    session.change(two("Eins von Anna", "Zwei"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    await settle();
    expect(texts(server.content)).toEqual(["Eins von Anna", "Zwei von Bernd"]);
    expect(server.patches().at(-1)!.body).toMatchObject({ version: 2 });
    expect(session.version()).toBe(3);
    expect(session.getState().save).toMatchObject({ status: "saved", conflict: null, conflicts: [], dirty: false });
    // The editor is told, and arrives at the same blocks with the same call.
    expect(rebases).toHaveLength(1);
    expect(texts(mergeBlocks(rebases[0].base, two("Eins von Anna", "Zwei"), rebases[0].theirs, rebases[0].choices).blocks)).toEqual(["Eins von Anna", "Zwei von Bernd"]);
  });

  it("the same block changed by both stops the queue with both versions; the answer per block is saved, nothing typed is dropped", async () => {
    server.content = two("Eins", "Zwei");
    const rebases: Rebase[] = [];
    open({ onRebase: (r) => rebases.push(r) });
    server.otherWrite(two("Eins von Bernd", "Zwei von Bernd"));
    session.change(two("Eins von Anna", "Zwei"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    await settle();
    const state = session.getState().save;
    expect(state.status).toBe("conflict");
    expect(state.conflict).toMatchObject({ version: 2, updated_at: "2026-11-27T09:00:00Z" });
    expect(state.conflicts.map((c) => [c.id, c.ours?.content.text, c.theirs?.content.text])).toEqual([["p1", "Eins von Anna", "Eins von Bernd"]]);
    expect(session.dirty()).toBe(true);
    // Typing on meanwhile is kept, and nothing is sent until the user chose.
    session.change(two("Eins von Anna, ergänzt", "Zwei"));
    await clock.advance(5 * AUTOSAVE_DELAY_MS);
    expect(server.patches()).toHaveLength(1);
    expect(texts(server.content)).toEqual(["Eins von Bernd", "Zwei von Bernd"]);

    await session.resolveConflict({ p1: "ours" });
    expect(server.patches().at(-1)!.body).toMatchObject({ version: 2 });
    expect(texts(server.content)).toEqual(["Eins von Anna, ergänzt", "Zwei von Bernd"]);
    expect(session.getState().save.conflict).toBeNull();
    expect(session.dirty()).toBe(false);
    expect(rebases.map((r) => r.choices)).toEqual([{ p1: "ours" }]);
  });

  it("'Ihre' for the conflicting block takes theirs there and still keeps my other changes", async () => {
    server.content = two("Eins", "Zwei");
    open();
    server.otherWrite(two("Eins von Bernd", "Zwei"));
    session.change(two("Eins von Anna", "Zwei von Anna"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    await settle();
    await session.resolveConflict({ p1: "theirs" });
    expect(texts(server.content)).toEqual(["Eins von Bernd", "Zwei von Anna"]);
    expect(session.version()).toBe(3);
  });

  it("server content that is no block list is a save error, not a conflict", async () => {
    open();
    server.otherWrite({ slides: [] });
    session.change(para("x"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState().save.status).toBe("error");
    expect(session.getState().save.label).toBe("Speicherfehler");
  });

  it("a settings or publish write on an old version marks the session outdated; a later answer clears it", async () => {
    open();
    server.otherWrite(para("Anderswo"));
    const result = await session.send("POST", "/publish");
    expect(result.ok).toBe(false);
    expect(session.getState().outdated).toBe(true);
    session.adopt({ version: 2, is_published: true, has_unpublished_changes: false, content: [] });
    expect(session.getState()).toMatchObject({ outdated: false, live: { online: true, unpublished: false } });
    expect((await session.send("POST", "/publish")).ok).toBe(true);
    expect(server.calls.at(-1)).toMatchObject({ url: "/api/pages/seite-1/publish", body: { version: 2 } });
    expect(session.version()).toBe(3);
  });
});

describe("editing session: offline", () => {
  it("a failed save keeps the edit; back online it goes out at once", async () => {
    open();
    server.offline = true;
    session.change(para("Im Zug getippt"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState().save.status).toBe("error");
    expect(session.dirty()).toBe(true);
    server.offline = false;
    win.dispatchEvent(new Event("online"));
    await clock.advance(10);
    expect(textOf(server.content)).toBe("Im Zug getippt");
    expect(session.dirty()).toBe(false);
  });

  it("the leave guard asks while the server lacks something, and not once it has it", async () => {
    open({ leaveMessage: "Es gibt nicht gespeicherte Änderungen." });
    session.change(para("Neu"));
    const before = new UnloadEvent();
    win.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(true);
    expect(before.message).toBe("Es gibt nicht gespeicherte Änderungen.");
    await clock.advance(AUTOSAVE_DELAY_MS);
    const after = new UnloadEvent();
    win.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });

  it("other unsaved work of the editor (the settings form) counts for the leave guard", async () => {
    let settingsDirty = true;
    open({ extraDirty: () => settingsDirty });
    const event = new UnloadEvent();
    win.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    settingsDirty = false;
    expect(session.dirty()).toBe(false);
  });
});

describe("editing session: the browser draft", () => {
  const stored = () => store.read("seite-1");

  it("keeps the draft until the server has the content, through failed saves", async () => {
    open();
    await settle();
    server.offline = true;
    session.change(para("Entwurf"));
    await clock.advance(DRAFT_WRITE_DELAY_MS);
    expect(textOf((await stored())?.blocks)).toBe("Entwurf");
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(session.getState().save.status).toBe("error");
    await clock.advance(DRAFT_WRITE_DELAY_MS);
    expect(textOf((await stored())?.blocks)).toBe("Entwurf");
    server.offline = false;
    await session.flush();
    await clock.advance(DRAFT_WRITE_DELAY_MS);
    expect(await stored()).toBeNull();
  });

  it("the page going away writes the newest blocks at once, synchronously (a reload right after a key)", async () => {
    open();
    await settle();
    session.change(para("Letzter Buchstabe"));
    win.dispatchEvent(new Event("pagehide"));
    // No await: the synchronous copy is there before any IndexedDB callback could run.
    const copy = JSON.parse(sync.get("cms-editor-draft:seite-1") ?? "null") as Draft | null;
    expect(textOf(copy?.blocks)).toBe("Letzter Buchstabe");
    expect(copy?.version).toBe(1);
  });

  it("offers a draft from an earlier visit; restoring it merges against the draft's own base, so newer saves of others are kept", async () => {
    server.content = two("Eins", "Zwei");
    await store.write({ pageId: "seite-1", blocks: two("Eins vom letzten Mal", "Zwei"), version: 1, savedAt: clock.now(), base: two("Eins", "Zwei") });
    server.otherWrite(two("Eins", "Zwei von Bernd"));
    open({ content: server.content as Block[] });
    await settle();
    const state = session.getState();
    expect(texts(state.draft?.blocks)).toEqual(["Eins vom letzten Mal", "Zwei"]);
    expect(state.draftStale).toBe(true);
    // While offered, new edits do not overwrite it.
    session.change(two("Eins", "Zwei von Bernd, getippt"));
    await clock.advance(DRAFT_WRITE_DELAY_MS);
    expect(texts((await stored())?.blocks)).toEqual(["Eins vom letzten Mal", "Zwei"]);
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(session.version()).toBe(3);

    // The draft is restored over the typed text (the editor shows the draft; one undo step back).
    expect(texts(session.restoreDraft())).toEqual(["Eins vom letzten Mal", "Zwei"]);
    expect(session.getState().draft).toBeNull();
    expect(session.version()).toBe(1);
    await clock.advance(AUTOSAVE_DELAY_MS);
    await settle();
    // Against its base, the draft changed only the first paragraph: the server's newer second one stays.
    expect(session.getState().save.conflicts).toEqual([]);
    expect(texts(server.content)).toEqual(["Eins vom letzten Mal", "Zwei von Bernd, getippt"]);
  });

  it("a draft without a base (an older release) asks for every block both hold differently", async () => {
    await store.write({ pageId: "seite-1", blocks: para("Vom letzten Mal"), version: 1, savedAt: clock.now() });
    server.otherWrite(para("Inzwischen"));
    open();
    await settle();
    session.restoreDraft();
    await clock.advance(AUTOSAVE_DELAY_MS);
    await settle();
    const save = session.getState().save;
    expect(save.status).toBe("conflict");
    expect(save.conflicts.map((c) => [c.ours?.content.text, c.theirs?.content.text])).toEqual([["Vom letzten Mal", "Inzwischen"]]);
    expect(textOf(server.content)).toBe("Inzwischen");
  });

  it("a draft kept by an older release (nested blocks in `children`) is restored in named slots", async () => {
    const legacy = [{ id: "s", type: "section", content: {}, children: para("Im Abschnitt") }] as unknown as Block[];
    await store.write({ pageId: "seite-1", blocks: legacy, version: 1, savedAt: clock.now() });
    open();
    await settle();
    expect(session.restoreDraft()).toEqual([{ id: "s", type: "section", content: {}, slots: { children: para("Im Abschnitt") } }]);
  });

  it("a draft equal to the loaded page is not offered and is removed", async () => {
    await store.write({ pageId: "seite-1", blocks: para("Start"), version: 1, savedAt: clock.now() });
    open();
    await settle();
    expect(session.getState().draft).toBeNull();
    await clock.advance(DRAFT_WRITE_DELAY_MS);
    expect(await stored()).toBeNull();
  });

  it("reset (discard to the published version) starts a fresh queue on the server's state", async () => {
    open();
    session.change(para("Verworfen"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    session.reset(server.version + 1, para("Veröffentlicht"));
    expect(session.dirty()).toBe(false);
    expect(session.version()).toBe(3);
    session.change(para("Veröffentlicht"));
    await clock.advance(AUTOSAVE_DELAY_MS);
    expect(server.patches()).toHaveLength(1);
  });
});
