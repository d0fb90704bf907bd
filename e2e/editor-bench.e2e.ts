import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  newPage,
  type AdminApi,
  type Person,
  type RunningApp,
} from "./harness";
import { builderFixtures } from "./builder";

/**
 * Issue 14, item 9: the page builder's speed with the browser's performance API, on a page of 500
 * blocks and on one of 60 (where Puck, the anchor, starts to lag). The printed figures are the
 * real values; the assertions are generous ceilings so a loaded CI machine does not flake.
 * Targets: open < 1500 ms, a keystroke < 16 ms, dragging at 60 fps (under 10 % long frames).
 *
 * The ceilings hold on a slow day of these shared 2-core machines: the same build opened the
 * 500-block page in 1.0 s one week and in 2.6–3.6 s another. A keystroke is checked on the main
 * thread's work (p95; what our code costs) and on the median until the next frame (what the user
 * waits for); the p95 until the frame is printed, it follows the machine's vsync and compositor.
 *
 * Two modes. `npm run bench:editor` (scripts/bench-editor.mjs) sets EDITOR_BENCH=full and the
 * ceilings: both pages, 20 keystrokes, 30 drag steps, the limits above. In the test suite (no
 * EDITOR_BENCH) it is a smoke check that the measuring still works: the same steps on the 60-block
 * page only (it shows the §9 badge and the cap too), 3 keystrokes, 6 drag steps, loose ceilings,
 * since the suite runs two e2e files at once on two cores and a benchmark there measures the
 * neighbour (and opening 500 blocks alone took 4–10 s of it).
 */
const FULL = process.env.EDITOR_BENCH === "full";
const limit = (name: string, smoke: number) =>
  FULL ? Number(process.env[`EDITOR_BENCH_${name}`] ?? smoke) : smoke;
const LIMITS = {
  open500: limit("OPEN_500_MS", 20_000),
  open60: limit("OPEN_60_MS", 10_000),
  workP95: limit("WORK_P95_MS", 250),
  keystrokeMedian: limit("KEY_MEDIAN_MS", 250),
  longFramePercent: limit("LONG_FRAME_PERCENT", 90),
};
const KEYSTROKES = FULL ? 20 : 3;
const DRAG_STEPS = FULL ? 30 : 6;
/** The pages measured, by their number of blocks: 500, and 60 (where Puck starts to lag). */
const PAGES = FULL ? [500, 60] : [60];

interface BenchBlock {
  id: string;
  type: string;
  content: Record<string, unknown>;
  children?: BenchBlock[];
}

/** Exactly `total` blocks: runs of heading, paragraph, button, image and a section with three children. */
function benchBlocks(total: number): BenchBlock[] {
  const blocks: BenchBlock[] = [];
  let count = 0;
  let n = 0;
  const leaf = (type: string): BenchBlock => {
    n += 1;
    const id = `bench-${n}`;
    switch (type) {
      case "heading":
        return { id, type, content: { text: `Überschrift ${n}`, level: 2 } };
      case "paragraph":
        return {
          id,
          type,
          content: {
            text: `<p>Absatz ${n} mit etwas Text, damit die Zeile nicht leer ist.</p>`,
          },
        };
      case "button":
        return { id, type, content: { text: `Knopf ${n}`, href: "/kontakt" } };
      default:
        return { id, type: "image", content: { src: "", alt: `Bild ${n}` } };
    }
  };
  const pattern = ["heading", "paragraph", "button", "image", "section"];
  for (let i = 0; count < total; i++) {
    const type = pattern[i % pattern.length];
    if (type === "section" && total - count >= 4) {
      n += 1;
      blocks.push({
        id: `bench-${n}`,
        type: "section",
        content: { title: `Sektion ${n}` },
        children: [leaf("heading"), leaf("paragraph"), leaf("button")],
      });
      count += 4;
    } else if (type !== "section") {
      blocks.push(leaf(type));
      count += 1;
    }
  }
  return blocks;
}

interface Figures {
  blocks: number;
  openMs: number;
  framesShownMs: number;
  keystrokeMedian: number;
  keystrokeP95: number;
  keystrokeMax: number;
  workMedian: number;
  workP95: number;
  paintMedian: number;
  paintP95: number;
  slowEvents: number;
  dragFps: number;
  longFramePercent: number;
  dragFrames: number;
}

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[
    Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)
  ];
};

describe("page builder speed in Chromium", () => {
  let app: RunningApp;
  let browser: Browser;
  let page: Page;
  let api: AdminApi;

  /** (a) navigation start until all frames are on the canvas and React has hydrated them. */
  async function measureOpen(id: string, total: number) {
    await page.goto(`${app.url}/admin/pages/${id}/edit`, {
      waitUntil: "commit",
    });
    const times = await page.waitForFunction(
      (total) => {
        const w = window as unknown as { __framesShown?: number };
        const frames = document.querySelectorAll("[data-editor-block]");
        if (frames.length < total) return false;
        w.__framesShown ??= performance.now();
        // Hydrated: React has attached itself to the last frame (its handlers work from now on).
        const last = frames[frames.length - 1];
        if (!Object.keys(last).some((k) => k.startsWith("__reactFiber")))
          return false;
        return { shown: w.__framesShown, ready: performance.now() };
      },
      total,
      { polling: "raf", timeout: 30_000 },
    );
    const value = (await times.jsonValue()) as { shown: number; ready: number };
    expect(await page.locator("[data-editor-block]").count()).toBe(total);
    return { openMs: value.ready, framesShownMs: value.shown };
  }

  /** (b) a keystroke in the heading's text field: keydown until the first animation frame after the canvas changed. */
  async function measureTyping(headingText: string) {
    const canvas = page.getByTestId("canvas");
    await canvas
      .getByRole("heading", { name: headingText, exact: true })
      .click();
    const field = page
      .getByTestId("properties")
      .getByRole("textbox", { name: "Text", exact: true });
    await field.click();
    await page.keyboard.press("End");
    await page.evaluate(() => {
      const w = window as unknown as {
        __keys: number[];
        __work: number[];
        __paint: number[];
        __slow: number[];
        __down: number;
      };
      w.__keys = [];
      w.__paint = [];
      w.__work = [];
      w.__slow = [];
      window.addEventListener("keydown", (e) => (w.__down = e.timeStamp), true);
      // Bubbling to the window comes after React's handler at the root: the canvas has its new state.
      // React renders a typed change synchronously inside its handler, so "work" is the main thread's
      // share; the frame time adds the wait for the next vsync.
      window.addEventListener("input", () => {
        w.__work.push(performance.now() - w.__down);
        requestAnimationFrame(() => {
          w.__keys.push(performance.now() - w.__down);
          // A message posted in the frame's callback arrives after that frame's layout and paint.
          const channel = new MessageChannel();
          channel.port1.onmessage = () =>
            w.__paint.push(performance.now() - w.__down);
          channel.port2.postMessage(0);
        });
      });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (["keydown", "keypress", "input", "keyup"].includes(entry.name))
            w.__slow.push(entry.duration);
      }).observe({
        type: "event",
        durationThreshold: 16,
        buffered: false,
      } as PerformanceObserverInit);
    });
    const typed = "abcdefghijklmnopqrst".slice(0, KEYSTROKES);
    for (const [i, char] of [...typed].entries()) {
      await page.keyboard.press(char);
      await page.waitForFunction(
        (n) => (window as unknown as { __paint: number[] }).__paint.length >= n,
        i + 1,
        { polling: "raf" },
      );
      // A typing pace (a benchmark's input rhythm, not a wait for a condition).
      await page.waitForTimeout(30);
    }
    const withText = `${headingText}${typed}`;
    await expect
      .poll(() =>
        canvas.getByRole("heading", { name: withText, exact: true }).count(),
      )
      .toBe(1);
    // Late PerformanceObserver entries (event timing is reported after the frame).
    await page.waitForTimeout(100);
    const { keys, work, paint, slow } = await page.evaluate(() => {
      const w = window as unknown as {
        __keys: number[];
        __work: number[];
        __paint: number[];
        __slow: number[];
      };
      return {
        keys: w.__keys,
        work: w.__work,
        paint: w.__paint,
        slow: w.__slow,
      };
    });
    expect(keys.length).toBe(typed.length);
    return {
      keystrokeMedian: pct(keys, 50),
      keystrokeP95: pct(keys, 95),
      keystrokeMax: Math.max(...keys),
      workMedian: pct(work, 50),
      workP95: pct(work, 95),
      paintMedian: pct(paint, 50),
      paintP95: pct(paint, 95),
      slowEvents: slow.length,
    };
  }

  /** (c) a pointer drag over 30 places, counting animation frames and the long ones (a missed frame: over 25 ms). */
  async function measureDrag() {
    await page.evaluate(() =>
      (document.activeElement as HTMLElement | null)?.blur(),
    );
    const canvas = page.getByTestId("canvas");
    await page
      .getByTestId("canvas-viewport")
      .evaluate((el) => (el.scrollTop = 0));
    await page.evaluate(() => window.scrollTo(0, 0));
    const frame = canvas.locator("[data-editor-block]").nth(1);
    await frame.hover();
    const grip = frame
      .getByRole("button", { name: /^Element verschieben/ })
      .first();
    const box = (await grip.boundingBox())!;
    const area = (await canvas.boundingBox())!;
    const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(start.x, start.y);
    await page.mouse.down();
    await page.mouse.move(start.x - 10, start.y + 10, { steps: 3 });
    await page.evaluate(() => {
      const w = window as unknown as {
        __frames: number[];
        __run: boolean;
        __shown: number;
      };
      w.__frames = [];
      w.__shown = 0;
      w.__run = true;
      const tick = (t: number) => {
        w.__frames.push(t);
        if (document.querySelector("[data-drop-indicator]")) w.__shown += 1;
        if (w.__run) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    const x = area.x + area.width / 2;
    const top = Math.max(area.y + 40, 60);
    const bottom = Math.min(area.y + area.height - 20, 880);
    for (let i = 0; i < DRAG_STEPS; i++) {
      const y = top + ((bottom - top) * (i % 15)) / 14 + (i >= 15 ? 7 : 0);
      await page.mouse.move(x, y, { steps: 2 });
      // One step per frame (the drag's pace, not a wait for a condition).
      await page.waitForTimeout(16);
    }
    const { frames, shown } = await page.evaluate(() => {
      const w = window as unknown as {
        __frames: number[];
        __run: boolean;
        __shown: number;
      };
      w.__run = false;
      return { frames: w.__frames, shown: w.__shown };
    });
    // The drag was real: drop indicators showed while it moved.
    expect(shown).toBeGreaterThan(0);
    // Cancel: the page stays as it was.
    await page.keyboard.press("Escape");
    await page.mouse.up();
    const deltas = frames.slice(1).map((t, i) => t - frames[i]);
    const elapsed = frames[frames.length - 1] - frames[0];
    const long = deltas.filter((d) => d > 25).length;
    return {
      dragFps: (deltas.length / elapsed) * 1000,
      longFramePercent: (100 * long) / Math.max(1, deltas.length),
      dragFrames: deltas.length,
    };
  }

  async function bench(total: number): Promise<Figures> {
    const { id } = await newPage(api, {
      title: `Benchmark ${total}`,
      content: benchBlocks(total),
    });
    const open = await measureOpen(id, total);
    expect(await page.getByTestId("element-count").textContent()).toBe(
      `${total} Elemente`,
    );
    const typing = await measureTyping("Überschrift 1");
    const drag = await measureDrag();
    return { blocks: total, ...open, ...typing, ...drag };
  }

  function report(f: Figures) {
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    console.log(
      `Editor mit ${f.blocks} Blöcken: Öffnen ${ms(f.openMs)} (Rahmen sichtbar ${ms(f.framesShownMs)}), ` +
        `Tastendruck bis Frame Median ${ms(f.keystrokeMedian)} / p95 ${ms(f.keystrokeP95)} / max ${ms(f.keystrokeMax)}, ` +
        `davon Arbeit Median ${ms(f.workMedian)} / p95 ${ms(f.workP95)}, bis nach dem Zeichnen Median ${ms(f.paintMedian)} / p95 ${ms(f.paintP95)} (${f.slowEvents} Ereignisse ≥ 16 ms), ` +
        `Ziehen ${f.dragFps.toFixed(1)} fps, ${f.longFramePercent.toFixed(1)} % lange Frames (${f.dragFrames} Frames)`,
    );
  }

  beforeAll(async () => {
    // A desktop monitor: the canvas lays out at 1280 px and is scaled to fit (decision 010); in a
    // 1280 px window with both panels open it shows at ~41 %, where a paragraph is 8 px high and its
    // full-size grip bar overlaps the neighbours, so the drag would start on text instead of a grip.
    let admin: Person;
    ({ app, browser, admin, page } = await builderFixtures({
      viewport: { width: 1920, height: 1080 },
    }));
    api = admin.api;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const total of PAGES) {
    it(`${total} blocks: opens, types and drags within the ceilings; the §9 badge and the 80vh cap are on`, async () => {
      const f = await bench(total);
      report(f);
      expect(await page.getByTestId("many-blocks").isVisible()).toBe(true);
      // The cap sits on the canvas's scroll box (the canvas inside it is scaled to fit, decision 010).
      const capped = await page
        .getByTestId("canvas-viewport")
        .evaluate((el) => ({
          max: getComputedStyle(el).maxHeight,
          vh: window.innerHeight * 0.8,
        }));
      expect(parseFloat(capped.max)).toBeCloseTo(capped.vh, 0);
      expect(f.openMs).toBeLessThan(total >= 500 ? LIMITS.open500 : LIMITS.open60);
      expect(f.workP95).toBeLessThan(LIMITS.workP95);
      expect(f.keystrokeMedian).toBeLessThan(LIMITS.keystrokeMedian);
      expect(f.longFramePercent).toBeLessThan(LIMITS.longFramePercent);
    }, 120_000);
  }
});
