import { PRESET_COLOURS } from "~/components/admin/editor/properties/constants";

/**
 * Spec §5, colour input in the text editor: hex with 3 or 6 digits, rgb() with channels up to
 * 255, or rgba() with an alpha from 0 to 1; anything else is ignored (null). The value is kept in
 * the form typed (hex upper-cased), which the server's sanitiser accepts as a colour.
 */
export function parseTextColour(input: string): string | null {
  const text = input.trim();
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) return `#${hex[1].toUpperCase()}`;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i.exec(text);
  if (rgb) return channelsOk(rgb.slice(1, 4)) ? `rgb(${rgb.slice(1, 4).map(Number).join(", ")})` : null;
  const rgba = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d*\.?\d+)\s*\)$/i.exec(text);
  if (rgba) {
    const alpha = Number(rgba[4]);
    if (!channelsOk(rgba.slice(1, 4)) || !(alpha >= 0 && alpha <= 1)) return null;
    return `rgba(${rgba.slice(1, 4).map(Number).join(", ")}, ${alpha})`;
  }
  return null;
}

function channelsOk(channels: string[]): boolean {
  return channels.every((c) => Number(c) <= 255);
}

/** "#abc", "#AABBCC" and "rgb(170, 187, 204)" are one colour: compared as #RRGGBB (alpha ignored). */
export function toHex6(colour: string | null | undefined): string | null {
  if (!colour) return null;
  const text = colour.trim();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((c) => c + c).join("") : hex[1];
    return `#${h.toUpperCase()}`;
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/i.exec(text);
  if (rgb && channelsOk(rgb.slice(1, 4))) return `#${rgb.slice(1, 4).map((c) => Number(c).toString(16).padStart(2, "0")).join("").toUpperCase()}`;
  return null;
}

export function sameColour(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = toHex6(a);
  return x !== null && x === toHex6(b);
}

export type ColourChoice = { kind: "standard" } | { kind: "preset"; hex: string; name: string } | { kind: "custom"; colour: string };

/** What the colour menu shows as chosen for the colour under the cursor (TipTap's textStyle color). */
export function currentColourChoice(colour: string | null | undefined): ColourChoice {
  if (!colour) return { kind: "standard" };
  const preset = PRESET_COLOURS.find((p) => sameColour(p.hex, colour));
  return preset ? { kind: "preset", hex: preset.hex, name: preset.name } : { kind: "custom", colour };
}

/** The editor command for a choice: 'Standard' removes the colour, anything else sets it. */
export function colourCommand(choice: string | null): { kind: "unset" } | { kind: "set"; colour: string } | { kind: "ignore" } {
  if (choice === null) return { kind: "unset" };
  const colour = parseTextColour(choice);
  return colour ? { kind: "set", colour } : { kind: "ignore" };
}
