import { describe, expect, it } from "vitest";
import type { Asset } from "~/lib/assets";
import { batchToasts, UploadQueue, uploadErrorMessage, uploadPercent, type UploadItem, type UploadOutcome, type UploadSender } from "./upload-queue";

interface Pending {
  name: string;
  progress: (loaded: number) => void;
  resolve: (outcome: UploadOutcome) => void;
  aborted: boolean;
}

function fakeSender() {
  const pending: Pending[] = [];
  const send: UploadSender = (file, _folder, onProgress) => {
    let resolve!: (o: UploadOutcome) => void;
    const promise = new Promise<UploadOutcome>((r) => (resolve = r));
    const entry: Pending = { name: file.name, progress: onProgress, resolve, aborted: false };
    pending.push(entry);
    return {
      promise,
      abort: () => {
        entry.aborted = true;
        resolve({ ok: false, cancelled: true, error: "Abgebrochen" });
      },
    };
  };
  return { send, pending };
}

const file = (name: string, size = 100) => new File([new Uint8Array(size)], name);
const asset = (name: string) => ({ id: name, name }) as Asset;
const tick = () => new Promise((r) => setTimeout(r, 0));

describe("upload queue", () => {
  it("runs at most three uploads at once and starts the next as one finishes", async () => {
    const { send, pending } = fakeSender();
    let items: UploadItem[] = [];
    const batches: UploadOutcome[][] = [];
    const queue = new UploadQueue({ send, onChange: (i) => (items = i), onBatchDone: (o) => batches.push(o) });
    queue.add(["a", "b", "c", "d", "e"].map((n) => file(`${n}.png`)), "folder-1");
    expect(pending.map((p) => p.name)).toEqual(["a.png", "b.png", "c.png"]);
    expect(items.map((i) => i.status)).toEqual(["uploading", "uploading", "uploading", "queued", "queued"]);

    pending[0].progress(50);
    expect(uploadPercent(items[0])).toBe(50);
    pending[0].resolve({ ok: true, asset: asset("a") });
    await tick();
    expect(pending.map((p) => p.name)).toEqual(["a.png", "b.png", "c.png", "d.png"]);
    expect(items[0]).toMatchObject({ status: "done", loaded: 100 });

    // Cancelling a waiting file never sends it; cancelling a running one aborts its request.
    queue.cancel(items[4].id);
    queue.cancel(items[1].id);
    await tick();
    expect(pending[1].aborted).toBe(true);
    expect(pending.map((p) => p.name)).not.toContain("e.png");
    pending[2].resolve({ ok: false, cancelled: false, error: "Die Datei „c.png“ hat einen nicht erlaubten Dateityp." });
    pending[3].resolve({ ok: true, asset: asset("d") });
    await tick();
    expect(items.map((i) => i.status)).toEqual(["done", "cancelled", "failed", "done", "cancelled"]);
    expect(batches).toHaveLength(1);
    expect(batches[0].filter((o) => o.ok)).toHaveLength(2);

    queue.clearFinished();
    expect(items).toEqual([]);
  });

  it("reports each batch of files once, when its last file is settled", async () => {
    const { send, pending } = fakeSender();
    const batches: string[][] = [];
    const queue = new UploadQueue({ send, onChange: () => {}, onBatchDone: (_o, names) => batches.push(names) });
    queue.add([file("1.pdf")], null);
    queue.add([file("2.pdf"), file("3.pdf")], null);
    pending[1].resolve({ ok: true, asset: asset("2") });
    pending[2].resolve({ ok: true, asset: asset("3") });
    await tick();
    expect(batches).toEqual([["2.pdf", "3.pdf"]]);
    pending[0].resolve({ ok: true, asset: asset("1") });
    await tick();
    expect(batches).toEqual([["2.pdf", "3.pdf"], ["1.pdf"]]);
  });
});

describe("upload toasts (spec §8)", () => {
  const ok = (n: string): UploadOutcome => ({ ok: true, asset: asset(n) });
  it("says 'Asset erfolgreich hochgeladen' for one file and '{n} Datei(en) …' for several", () => {
    expect(batchToasts([ok("a")], ["a"])).toEqual([{ kind: "success", title: "Asset erfolgreich hochgeladen" }]);
    expect(batchToasts([ok("a"), ok("b"), ok("c")], ["a", "b", "c"])).toEqual([{ kind: "success", title: "3 Datei(en) erfolgreich hochgeladen" }]);
  });
  it("puts the server's messages into one error toast and ignores cancelled files", () => {
    const toasts = batchToasts(
      [ok("a"), { ok: false, cancelled: false, error: "Die Datei ist zu groß." }, { ok: false, cancelled: true, error: "Abgebrochen" }],
      ["a", "gross.mp4", "weg.png"],
    );
    expect(toasts).toEqual([
      { kind: "success", title: "Asset erfolgreich hochgeladen" },
      { kind: "error", title: "Fehler beim Hochladen der Dateien", description: "gross.mp4: Die Datei ist zu groß." },
    ]);
    expect(batchToasts([{ ok: false, cancelled: true, error: "x" }], ["a"])).toEqual([]);
  });
  it("reads the German message from the server's answer", () => {
    expect(uploadErrorMessage(400, { error: "Ungültig", fields: { file: "Die Datei „a.exe“ hat einen nicht erlaubten Dateityp." } })).toContain("a.exe");
    expect(uploadErrorMessage(413, { error: "Die Datei ist zu groß. Erlaubt sind höchstens 1 MB pro Upload." })).toContain("1 MB");
    expect(uploadErrorMessage(413, null)).toBe("Die Datei ist zu groß.");
    expect(uploadErrorMessage(0, null)).toBe("Keine Verbindung zum Server.");
  });
});
