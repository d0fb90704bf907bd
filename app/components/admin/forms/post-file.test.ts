import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { postFile } from "./post-file";

type Listener = (event?: { loaded: number }) => void;

/** The part of XMLHttpRequest postFile uses; the test plays the server. */
class FakeXhr {
  static last: FakeXhr;
  method = "";
  url = "";
  status = 0;
  response: unknown = null;
  responseType = "";
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  listeners: Record<string, Listener> = {};
  upload = { addEventListener: (name: string, listener: Listener) => (this.listeners[`upload:${name}`] = listener) };
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(name: string, listener: Listener) {
    this.listeners[name] = listener;
  }
  send(body: FormData) {
    this.sent = body;
  }
  abort() {
    this.listeners.abort?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.listeners.load?.();
  }
}

vi.stubGlobal("XMLHttpRequest", FakeXhr);
afterEach(() => vi.restoreAllMocks());
afterAll(() => vi.unstubAllGlobals());

const file = new File(["x".repeat(100)], "Prüfbericht.pdf", { type: "application/pdf" });
const send = (progress: number[] = []) =>
  postFile({ url: "/api/x", file, fields: { folder_id: "root" }, onProgress: (loaded) => progress.push(loaded), read: (body) => (body as { id?: string } | null)?.id ?? null, what: "Test", networkError: "Keine Verbindung zum Server.", cancelledError: "Abgebrochen" });

describe("postFile", () => {
  it("sends the fields before the file, reports progress and reads the answer", async () => {
    const progress: number[] = [];
    const request = send(progress);
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.headers.accept]).toEqual(["POST", "/api/x", "application/json"]);
    expect([...xhr.sent!.keys()]).toEqual(["folder_id", "file"]);
    xhr.listeners["upload:progress"]({ loaded: 40 });
    xhr.answer(201, { id: "a1" });
    expect(await request.promise).toEqual({ ok: true, value: "a1" });
    expect(progress).toEqual([40, 100]);
  });

  it("gives the server's German message for the field 'file', and refuses a 2xx body it cannot read", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const refused = send();
    FakeXhr.last.answer(400, { error: "Ungültig", fields: { file: "Die Datei „a.exe“ hat einen nicht erlaubten Dateityp." } });
    expect(await refused.promise).toEqual({ ok: false, cancelled: false, error: "Die Datei „a.exe“ hat einen nicht erlaubten Dateityp." });
    const odd = send();
    FakeXhr.last.answer(200, { other: true });
    expect(await odd.promise).toMatchObject({ ok: false, cancelled: false, error: "HTTP 200" });
  });

  it("says when the server cannot be reached and when the user cancelled", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const offline = send();
    FakeXhr.last.listeners.error?.();
    expect(await offline.promise).toEqual({ ok: false, cancelled: false, error: "Keine Verbindung zum Server." });
    const cancelled = send();
    cancelled.abort();
    expect(await cancelled.promise).toEqual({ ok: false, cancelled: true, error: "Abgebrochen" });
  });
});
