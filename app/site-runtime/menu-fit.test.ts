import { describe, expect, it } from "vitest";
import { entriesOnBar } from "~/components/site/site-header";
import { entriesThatFit } from "./menu-fit";

describe("header menu on one line (issue 38)", () => {
  it("keeps every entry when all fit, else as many as fit beside 'Mehr'", () => {
    expect(entriesThatFit([100, 100, 100], 4, 80, 308)).toBe(3);
    // 3 × 100 + 2 gaps = 308 > 300: 'Mehr' (80) takes the room of the third.
    expect(entriesThatFit([100, 100, 100], 4, 80, 300)).toBe(2);
    expect(entriesThatFit([100, 100, 100, 100], 4, 80, 300)).toBe(2);
    expect(entriesThatFit([400], 4, 80, 300)).toBe(0);
    expect(entriesThatFit([400, 10], 4, 80, 300)).toBe(0);
  });

  it("the server's guess puts ten entries partly under 'Mehr' and a short menu wholly on the bar", () => {
    const entry = (title: string) => ({ title, children: [] });
    const ten = Array.from({ length: 10 }, (_, i) => entry(`Menüpunkt ${i + 1}`));
    const onBar = entriesOnBar(ten);
    expect(onBar).toBeGreaterThan(2);
    expect(onBar).toBeLessThan(10);
    expect(entriesOnBar(ten.slice(0, 4))).toBe(4);
  });
});
