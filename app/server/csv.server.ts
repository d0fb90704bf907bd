/** CSV for German Excel: UTF-8 with BOM, ';' between cells, CRLF line ends. */

export function csvCell(value: string | number): string {
  if (typeof value === "number") return String(value);
  // Excel runs cells starting with = + - @ as formulas: a leading apostrophe keeps them text.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(rows: (string | number)[][]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(";")).join("\r\n")}\r\n`;
}
