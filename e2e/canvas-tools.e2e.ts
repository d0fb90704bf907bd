import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shot } from "./harness";
import { blockFrame, builderOnNewPage, pressShortcut, storedBlocks } from "./builder";

/** The table's rows (header first) as the page starts with them. */
const TABLE = [
  ["Produkt", "Preis", "Menge"],
  ["Apfel", "1", "3"],
  ["Birne", "2", "4"],
];

/** The canvas tools of table, flexible row and list (issue 14 item 4) in Chromium against the built app. */
describe("canvas tools in Chromium", () => {
  let browser: Browser;
  let page: Page;
  let pageId = "";
  let errors: string[] = [];

  const storedBlock = async (id: string) =>
    (await storedBlocks(page, pageId)).find((b) => b.id === id)!;
  const frame = (id: string) => blockFrame(page, id);
  const body = (id: string) => frame(id).locator("> [data-block]");
  const tools = (id: string) => frame(id).locator("> [data-canvas-tools]");
  const tool = (id: string, name: string) =>
    tools(id).getByRole("button", { name, exact: true });
  const undo = pressKey("Control+z");
  const save = pressKey("Control+s");
  function pressKey(key: string) {
    return () => pressShortcut(page, key);
  }
  const tableShape = (id: string) =>
    body(id)
      .locator("table tr")
      .evaluateAll((rows) =>
        rows.map((r) =>
          Array.from((r as HTMLTableRowElement).cells, (c) => c.textContent),
        ),
      );
  const colWidths = (id: string) =>
    body(id)
      .locator("table col")
      .evaluateAll((cols) => cols.map((c) => (c as HTMLElement).style.width));

  beforeAll(async () => {
    ({ browser, page, errors, pageId } = await builderOnNewPage(
      {
        title: "Werkzeuge",
        content: [
          {
            id: "t1",
            type: "table",
            content: {
              headers: TABLE[0],
              rows: TABLE.slice(1),
            },
          },
          {
            id: "r1",
            type: "flexible-row",
            content: { columns: 2 },
            slots: {
              "columns[1]": [
                {
                  id: "p1",
                  type: "paragraph",
                  content: { text: "<p>Kind in Spalte zwei</p>" },
                },
              ],
            },
          },
          { id: "l1", type: "list", content: { items: ["Eins", "Zwei"] } },
        ],
      },
      { viewport: { width: 1600, height: 1000 } },
    ));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("table: adds and removes rows and columns on the canvas; the tools say why at the limits", async () => {
    expect(await tools("t1").count()).toBe(0);
    await body("t1").getByText("Birne").click();
    await expect.poll(() => tools("t1").count()).toBe(1);
    expect(
      await tools("t1")
        .getByRole("toolbar", { name: "Tabelle bearbeiten" })
        .isVisible(),
    ).toBe(true);

    await tool("t1", "Zeile hinzufügen").click();
    await expect.poll(() => tableShape("t1")).toEqual([...TABLE, ["", "", ""]]);
    await tool("t1", "Spalte hinzufügen").click();
    await expect
      .poll(() => tableShape("t1"))
      .toEqual([
        ["Produkt", "Preis", "Menge", "Spalte 4"],
        ["Apfel", "1", "3", ""],
        ["Birne", "2", "4", ""],
        ["", "", "", ""],
      ]);
    await tool("t1", "Zeile entfernen").click();
    await tool("t1", "Spalte entfernen").click();
    await expect.poll(() => tableShape("t1")).toEqual(TABLE);

    // Down to one column: 'Spalte entfernen' is disabled and says why; the remaining cells stay.
    await tool("t1", "Spalte entfernen").click();
    await tool("t1", "Spalte entfernen").click();
    await expect
      .poll(() => tableShape("t1"))
      .toEqual([["Produkt"], ["Apfel"], ["Birne"]]);
    expect(await tool("t1", "Spalte entfernen").isDisabled()).toBe(true);
    expect(await tool("t1", "Spalte entfernen").getAttribute("title")).toBe(
      "Mindestens eine Spalte",
    );
    await undo();
    await undo();
    await expect.poll(() => tableShape("t1")).toEqual(TABLE);
    await page.mouse.move(10, 10);
    await shot(page, "canvas-tools-table-tools");
  });

  it("table: dragging a column's right edge resizes live, stores widths summing to 100 (each ≥ 10), and Ctrl+Z undoes the whole drag", async () => {
    const first = body("t1").locator("th").first();
    const box = (await first.boundingBox())!;
    const tableWidth = (await body("t1").locator("table").boundingBox())!.width;
    // No widths stored yet: the drag starts from the widths the browser laid out.
    const startPercent = (box.width / tableWidth) * 100;
    const edge = { x: box.x + box.width - 2, y: box.y + box.height / 2 };
    await page.mouse.move(edge.x - 30, edge.y);
    expect(
      await body("t1").evaluate((el) => getComputedStyle(el).cursor),
    ).not.toBe("col-resize");
    await page.mouse.move(edge.x, edge.y);
    expect(await body("t1").evaluate((el) => getComputedStyle(el).cursor)).toBe(
      "col-resize",
    );

    // Escape during a drag puts the widths back and leaves no undo step (checked at the end).
    await page.mouse.down();
    await page.mouse.move(edge.x + 30, edge.y, { steps: 3 });
    await expect.poll(() => colWidths("t1").then((w) => w.length)).toBe(3);
    await page.keyboard.press("Escape");
    await expect.poll(() => colWidths("t1")).toEqual([]);
    await page.mouse.up();
    expect(await colWidths("t1")).toEqual([]);

    await page.mouse.move(edge.x, edge.y);
    await page.mouse.down();
    await page.mouse.move(edge.x + 25, edge.y, { steps: 5 });
    // Live: the canvas shows widths while the button is still down.
    await expect.poll(() => colWidths("t1").then((w) => w.length)).toBe(3);
    await page.mouse.move(edge.x + 50, edge.y, { steps: 5 });
    await page.mouse.up();
    const expected =
      Math.round((startPercent + (50 / tableWidth) * 100) * 100) / 100;
    await expect
      .poll(async () => Number.parseFloat((await colWidths("t1"))[0]))
      .toBeCloseTo(expected, 0);
    await shot(page, "canvas-tools-table-resized");
    // The release did not select another block or start anything else.
    expect(await frame("t1").getAttribute("data-selected")).not.toBeNull();

    await save();
    await expect
      .poll(
        async () =>
          (
            (await storedBlock("t1")).content.columnWidths as
              number[] | undefined
          )?.length,
      )
      .toBe(3);
    const widths = (await storedBlock("t1")).content.columnWidths as number[];
    expect(widths.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 5);
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(10);
    expect(widths[0]).toBeCloseTo(expected, 0);
    // The first drag stayed clear of the 10 % limit, so the edge followed the pointer exactly.
    expect(Math.min(...widths)).toBeGreaterThan(10);

    // Dragging far to the right stops at 10 % for the neighbour.
    const box2 = (await body("t1").locator("th").first().boundingBox())!;
    await page.mouse.move(box2.x + box2.width - 1, box2.y + box2.height / 2);
    await page.mouse.down();
    await page.mouse.move(box2.x + box2.width + 900, box2.y + box2.height / 2, {
      steps: 10,
    });
    await page.mouse.up();
    await expect
      .poll(() => colWidths("t1"))
      .toEqual([
        `${Math.round((widths[0] + widths[1] - 10) * 100) / 100}%`,
        "10%",
        `${widths[2]}%`,
      ]);

    // One Ctrl+Z undoes the whole second drag, the next one the first.
    await undo();
    await expect
      .poll(() => colWidths("t1"))
      .toEqual(widths.map((w) => `${w}%`));
    await undo();
    await expect.poll(() => colWidths("t1")).toEqual([]);
    expect(await tableShape("t1")).toEqual(TABLE);
    // The next step back is the earlier 'Zeile entfernen' (4 columns): the cancelled drag left no step.
    await undo();
    await expect
      .poll(() => tableShape("t1").then((rows) => rows[0]))
      .toEqual(["Produkt", "Preis", "Menge", "Spalte 4"]);
    await pressKey("Control+y")();
    await expect
      .poll(() => tableShape("t1").then((rows) => rows[0]))
      .toEqual(TABLE[0]);
  });

  it("flexible row: adds and removes columns and keeps the child of column 2", async () => {
    const columns = () => body("r1").locator("> div > div").count();
    const child = () => body("r1").getByText("Kind in Spalte zwei");
    // Click the empty first column: the row's frame takes the click.
    const firstColumn = (await body("r1")
      .locator("> div > div")
      .first()
      .boundingBox())!;
    await page.mouse.click(
      firstColumn.x + 20,
      firstColumn.y + firstColumn.height / 2,
    );
    await expect.poll(() => tools("r1").count()).toBe(1);
    expect(await columns()).toBe(2);

    await tool("r1", "Spalte hinzufügen").click();
    await expect.poll(columns).toBe(3);
    expect(await child().isVisible()).toBe(true);
    await tool("r1", "Spalte entfernen").click();
    await tool("r1", "Spalte entfernen").click();
    await expect.poll(columns).toBe(1);
    expect(await child().isVisible()).toBe(true);
    expect(await tool("r1", "Spalte entfernen").isDisabled()).toBe(true);
    await save();
    await expect
      .poll(async () => (await storedBlock("r1")).content.columns)
      .toBe(1);
    const row = await storedBlock("r1");
    expect(row.content.columnWidths).toEqual([100]);
    expect(row.slots).toEqual({
      "columns[0]": [expect.objectContaining({ id: "p1" })],
    });
    for (let i = 0; i < 5; i++) await tool("r1", "Spalte hinzufügen").click();
    await expect.poll(columns).toBe(6);
    await shot(page, "canvas-tools-row-tools");
    expect(await tool("r1", "Spalte hinzufügen").getAttribute("title")).toBe(
      "Höchstens 6 Spalten",
    );
  });

  it("list: adds 'New item' and removes an item", async () => {
    const items = () => body("l1").locator("li").allTextContents();
    await body("l1").getByText("Zwei").click();
    await expect.poll(() => tools("l1").count()).toBe(1);
    await tool("l1", "Eintrag hinzufügen").click();
    await expect.poll(items).toEqual(["Eins", "Zwei", "New item"]);
    await shot(page, "canvas-tools-list-tools");
    expect(
      await body("l1").locator("li").nth(2).getAttribute("data-edit-field"),
    ).toBe("items.2");
    await tool("l1", "Eintrag 1 entfernen").click();
    await expect.poll(items).toEqual(["Zwei", "New item"]);
    await save();
    await expect
      .poll(async () => (await storedBlock("l1")).content.items)
      .toEqual(["Zwei", "New item"]);
    expect(errors).toEqual([]);
  });
});
