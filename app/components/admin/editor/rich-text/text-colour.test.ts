import { describe, expect, it } from "vitest";
import { PRESET_COLOURS } from "~/components/admin/editor/properties/constants";
import { colourCommand, currentColourChoice, parseTextColour, sameColour, toHex6 } from "./text-colour";

describe("parseTextColour (spec §5: hex 3/6, rgb up to 255, rgba alpha 0–1)", () => {
  it.each([
    ["#3b82f6", "#3B82F6"],
    ["3b82f6", "#3B82F6"],
    ["#abc", "#ABC"],
    [" rgb(255, 0, 10) ", "rgb(255, 0, 10)"],
    ["RGB(0,0,0)", "rgb(0, 0, 0)"],
    ["rgba(10, 20, 30, 0.5)", "rgba(10, 20, 30, 0.5)"],
    ["rgba(10,20,30,1)", "rgba(10, 20, 30, 1)"],
    ["rgba(10,20,30,0)", "rgba(10, 20, 30, 0)"],
    ["rgba(10,20,30,.25)", "rgba(10, 20, 30, 0.25)"],
  ])("accepts %j as %j", (input, expected) => {
    expect(parseTextColour(input)).toBe(expected);
  });

  it.each(["", "#12", "#1234", "#12345", "#1234567", "#ggg", "rgb(256, 0, 0)", "rgb(0,0)", "rgba(0,0,0,1.5)", "rgba(0,0,0)", "red", "rgb(0,0,0);background:url(x)", "expression(alert(1))"])(
    "ignores %j",
    (input) => {
      expect(parseTextColour(input)).toBeNull();
    },
  );
});

describe("colour comparison", () => {
  it("treats #abc, #AABBCC and rgb(170, 187, 204) as one colour", () => {
    expect(toHex6("#abc")).toBe("#AABBCC");
    expect(toHex6("rgb(170, 187, 204)")).toBe("#AABBCC");
    expect(sameColour("#aabbcc", "rgb(170,187,204)")).toBe(true);
    expect(sameColour("#aabbcc", "#aabbcd")).toBe(false);
    expect(sameColour(null, null)).toBe(false);
  });
});

describe("colour choice and command", () => {
  it("offers the nine preset colours", () => {
    expect(PRESET_COLOURS).toHaveLength(9);
  });

  it("recognises a preset whatever form the editor holds it in", () => {
    expect(currentColourChoice(null)).toEqual({ kind: "standard" });
    expect(currentColourChoice("#3b82f6")).toEqual({ kind: "preset", hex: "#3B82F6", name: "Blau" });
    expect(currentColourChoice("rgb(59, 130, 246)")).toMatchObject({ kind: "preset", hex: "#3B82F6" });
    expect(currentColourChoice("#123456")).toEqual({ kind: "custom", colour: "#123456" });
  });

  it("'Standard' removes the colour, a valid colour is set, anything else is ignored", () => {
    expect(colourCommand(null)).toEqual({ kind: "unset" });
    expect(colourCommand("#10b981")).toEqual({ kind: "set", colour: "#10B981" });
    expect(colourCommand("rgba(0,0,0,0.5)")).toEqual({ kind: "set", colour: "rgba(0, 0, 0, 0.5)" });
    expect(colourCommand("blau")).toEqual({ kind: "ignore" });
  });
});
