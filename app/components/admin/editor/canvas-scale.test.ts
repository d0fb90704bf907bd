import { describe, expect, it } from "vitest";
import { CANVAS_WIDTHS, canvasLayout, canvasStyle, DESKTOP_MIN_WIDTH, fitScale, MIN_CANVAS_SCALE } from "./canvas-scale";

describe("canvas scale", () => {
  it("lays the canvas out at the device's width: desktop 1280, tablet 768, mobile 375", () => {
    expect(CANVAS_WIDTHS).toEqual({ desktop: 1280, tablet: 768, mobile: 375 });
  });

  it("scales down to the available width, never up, never wider than the space", () => {
    expect(fitScale(640, 1280)).toBe(0.5);
    expect(fitScale(2000, 1280)).toBe(1);
    expect(fitScale(375, 375)).toBe(1);
    // Rounded down: 1280 × scale stays within 539 px.
    expect(1280 * fitScale(539, 1280)).toBeLessThanOrEqual(539);
  });

  it("stops at the minimum scale (the canvas then scrolls sideways) and is 1 before the space is measured", () => {
    expect(fitScale(100, 1280)).toBe(MIN_CANVAS_SCALE);
    expect(fitScale(0, 1280)).toBe(1);
    expect(fitScale(Number.NaN, 1280)).toBe(1);
  });

  it("hands the inverse scale down for the editor's chrome", () => {
    expect(canvasStyle(1280, 0.5)).toEqual({ width: 1280, zoom: 0.5, containerType: "inline-size", containerName: "canvas", "--canvas-unzoom": "2" });
  });

  it("lays the desktop canvas out as wide as its space between 1024 and 1280 px: unscaled in between, scaled only below 1024 (issue 38)", () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1024);
    expect(canvasLayout("desktop", 1500)).toEqual({ width: 1280, scale: 1 });
    expect(canvasLayout("desktop", 1100.6)).toEqual({ width: 1100, scale: 1 });
    expect(canvasLayout("desktop", 1024)).toEqual({ width: 1024, scale: 1 });
    expect(canvasLayout("desktop", 800)).toEqual({ width: 1024, scale: 0.781 });
    // Before the space is measured: the widest layout at 100 %.
    expect(canvasLayout("desktop", 0)).toEqual({ width: 1280, scale: 1 });
    // Tablet and mobile keep their width; '100 %' never scales.
    expect(canvasLayout("tablet", 500)).toEqual({ width: 768, scale: 0.651 });
    expect(canvasLayout("mobile", 800)).toEqual({ width: 375, scale: 1 });
    expect(canvasLayout("desktop", 800, "full")).toEqual({ width: 1024, scale: 1 });
  });

  it("shows the desktop layout at 75 % or more in the space a 1280 px window leaves beside the properties, 85 % or more at 1440", () => {
    // The space measured in Chromium with the admin's icon sidebar, the library's rail and the
    // properties panel (e2e/admin-layout.e2e.ts): 1280 → 810 px (79.1 %), 1440 → 970 px (94.7 %).
    expect(canvasLayout("desktop", 810).scale).toBeGreaterThanOrEqual(0.75);
    expect(canvasLayout("desktop", 970).scale).toBeGreaterThanOrEqual(0.85);
    // The old layout (1280 px wide, library docked) got 42 % in a 1280 px window.
    expect(fitScale(542, 1280)).toBeLessThan(0.43);
  });
});
