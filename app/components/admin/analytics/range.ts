import { presetRange, rangeErrors, type RangePreset } from "~/lib/analytics";
import { deAnalytics, rangeMessages } from "~/i18n/analytics";

/**
 * The screen's range in its address: `?zeitraum=7|30|90|jahr` or `?von=YYYY-MM-DD&bis=YYYY-MM-DD`.
 * German parameter names because office users read and share these links. The API speaks
 * from/to; this module is the only translation between the two.
 */

export type RangeChoice = RangePreset | "custom";

export interface ScreenRange {
  choice: RangeChoice;
  from: string;
  to: string;
  /** The address asked for something unusable; the default is shown instead (never an error page). */
  fallback: boolean;
}

export const DEFAULT_PRESET: RangePreset = "30";

const PRESET_PARAM: Record<RangePreset, string> = { "7": "7", "30": "30", "90": "90", year: "jahr" };
const PRESET_OF_PARAM = new Map(Object.entries(PRESET_PARAM).map(([preset, param]) => [param, preset as RangePreset]));

export function presetSearch(preset: RangePreset): string {
  return `?zeitraum=${PRESET_PARAM[preset]}`;
}

export function customSearch(from: string, to: string): string {
  return `?${new URLSearchParams({ von: from, bis: to })}`;
}

export type RangeErrors = Partial<Record<"von" | "bis", string>>;

/** The custom range's problems, by input; empty when it can be shown. Same limits as /api/analytics. */
export function checkCustomRange(from: string, to: string): RangeErrors {
  const required = deAnalytics.screen.ranges.required;
  const errors = rangeErrors(from, to, rangeMessages());
  const von = from ? errors.from : required;
  const bis = to ? errors.to : required;
  return { ...(von ? { von } : {}), ...(bis ? { bis } : {}) };
}

export function rangeFromSearch(params: URLSearchParams, today: string): ScreenRange {
  const fallback = (): ScreenRange => ({ choice: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today), fallback: true });
  if (params.has("von") || params.has("bis")) {
    const from = params.get("von") ?? "";
    const to = params.get("bis") ?? "";
    return Object.keys(checkCustomRange(from, to)).length ? fallback() : { choice: "custom", from, to, fallback: false };
  }
  const param = params.get("zeitraum");
  if (param === null) return { choice: DEFAULT_PRESET, ...presetRange(DEFAULT_PRESET, today), fallback: false };
  const preset = PRESET_OF_PARAM.get(param);
  return preset ? { choice: preset, ...presetRange(preset, today), fallback: false } : fallback();
}
