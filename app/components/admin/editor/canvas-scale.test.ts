import { describe, expect, it } from "vitest";
import { CANVAS_WIDTHS, canvasStyle, fitScale, MIN_CANVAS_SCALE } from "./canvas-scale";

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
});
