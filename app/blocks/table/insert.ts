import { buildResult, type BuildResult } from "~/components/admin/editor/insert/content";
import { deEditor } from "~/i18n/editor";

/** This block's insert dialog, pure side: dialog values → block content (spec §3 'Insert dialog data', §5). */

const t = deEditor.insert;

/** Spec §5/§9: the insert dialog makes 1–12 columns and 1–20 rows; default 3 × 3 with a header row. */
export const TABLE_LIMITS = { cols: { min: 1, max: 12 }, rows: { min: 1, max: 20 } } as const;

export interface TableValues {
  cols: number;
  rows: number;
  header: boolean;
}

export function tableDefaults(): TableValues {
  return { cols: 3, rows: 3, header: true };
}

function clampInt(value: number, min: number, max: number, fallback: number): number {
  if (!Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** Columns and rows clamped to the limits (the spec clamps rather than refuses). */
export function clampTable(values: TableValues): TableValues {
  return {
    cols: clampInt(values.cols, TABLE_LIMITS.cols.min, TABLE_LIMITS.cols.max, 3),
    rows: clampInt(values.rows, TABLE_LIMITS.rows.min, TABLE_LIMITS.rows.max, 3),
    header: values.header,
  };
}

/** Table: `rows` data rows of empty cells, under a header row 'Spalte 1' … when `header` is on. */
export function tableContent(values: TableValues): BuildResult {
  const { cols, rows, header } = clampTable(values);
  const headers = header ? Array.from({ length: cols }, (_, i) => t.column(i + 1)) : [];
  const data = Array.from({ length: rows }, () => Array.from({ length: cols }, () => ""));
  return buildResult("table", { headers, rows: data, columnWidths: [] }, {});
}
