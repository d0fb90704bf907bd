import type { NumberField } from "~/blocks/types";

/** Decimals of a step (0.1 → 1), so 1.1 + 0.1 stays 1.2 and not 1.2000000000000002. */
function decimals(step: number): number {
  const text = String(step);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : text.length - dot - 1;
}

/**
 * Clamps a number to the field's range and snaps it to its step grid (spec §5: spacer height
 * 0-512 step 8 takes 30 as 32, line height 1-3 step 0.1 takes 1.55 as 1.6). Non-finite → min.
 */
export function clampNumber(value: number, field: Pick<NumberField, "min" | "max" | "step">): number {
  if (!Number.isFinite(value)) return field.min;
  const step = field.step > 0 ? field.step : 1;
  const snapped = field.min + Math.round((value - field.min) / step) * step;
  const clamped = Math.min(field.max, Math.max(field.min, snapped));
  return Number(clamped.toFixed(decimals(step)));
}

/** German number text: "1,5" and "1.5" both read as 1.5; anything else is null. */
export function parseNumber(text: string): number | null {
  const normalised = text.trim().replace(",", ".");
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(normalised)) return null;
  const n = Number(normalised);
  return Number.isFinite(n) ? n : null;
}

/** A number shown the German way (1,5). */
export function formatNumber(value: number): string {
  return String(value).replace(".", ",");
}

/** The range hint under the control: "8–48 px", "1–3 (Schritt 0,1)". */
export function rangeLabel(field: Pick<NumberField, "min" | "max" | "step" | "unit">): string {
  const unit = field.unit ? ` ${field.unit}` : "";
  const step = field.step !== 1 ? ` (Schritt ${formatNumber(field.step)})` : "";
  return `${formatNumber(field.min)}–${formatNumber(field.max)}${unit}${step}`;
}

/** The stored value is set (a number within reach of the range and not the field's "unset" marker). */
export function numberValue(value: unknown, field: Pick<NumberField, "unsetValue">): number | null {
  const n = typeof value === "number" ? value : typeof value === "string" ? parseNumber(value) : null;
  if (n === null || (field.unsetValue !== undefined && n === field.unsetValue)) return null;
  return n;
}
