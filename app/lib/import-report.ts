import { deImport } from "~/i18n/import";
import type { ImportNoteKind, ImportReportView } from "./import-schema";

/**
 * The import report's notes by kind (Inhalte, Medien, Menü, Weiterleitungen, Allgemein) for the
 * screen's filter and the CSV download (GET /api/import/jobs/{job}/report.csv). Plain TypeScript:
 * the screen, the route and the unit tests share it.
 */

type Note = ImportReportView["notes"][number];

/** Kinds in the order the report shows them: pages here at an imported page's address first (they ask for a choice). */
export const NOTE_KIND_ORDER: readonly ImportNoteKind[] = ["collisions", "content", "media", "menu", "redirects", "general"];

/**
 * A note's kind: the one the engine stamped, else read from what it is about (reports stored
 * before notes had kinds): a page or post → content, a file → media, a menu entry → menu.
 */
export function noteKind(note: Pick<Note, "item" | "message"> & { kind?: ImportNoteKind }): ImportNoteKind {
  if (note.kind) return note.kind;
  const item = note.item ?? "";
  if (/^(Seite|Beitrag) „/.test(item)) return "content";
  if (/^(Datei|Medien|Bild|Anhang)\b/.test(item)) return "media";
  if (/^Menü/.test(item)) return "menu";
  if (/^Weiterleitung/.test(item)) return "redirects";
  if (item === "") {
    if (/Weiterleitung/.test(note.message)) return "redirects";
    if (/Menü/.test(note.message)) return "menu";
    if (/\b(Medien|Dateien|Datei|Bilder)\b/.test(note.message)) return "media";
  }
  return "general";
}

export interface NoteGroup {
  kind: ImportNoteKind;
  label: string;
  notes: Note[];
}

/** The notes in groups of NOTE_KIND_ORDER (empty groups left out), each in the engine's order. */
export function groupNotes(notes: readonly Note[]): NoteGroup[] {
  const byKind = new Map<ImportNoteKind, Note[]>();
  for (const note of notes) {
    const kind = noteKind(note);
    const list = byKind.get(kind) ?? [];
    list.push(note);
    byKind.set(kind, list);
  }
  return NOTE_KIND_ORDER.filter((kind) => byKind.has(kind)).map((kind) => ({ kind, label: deImport.report.groups[kind], notes: byKind.get(kind)! }));
}

/** A CSV field for German Excel: quoted when it holds the separator, a quote or a line break; formula starts defused. */
export function csvField(value: string): string {
  // A leading =, +, - or @ would be run as a formula by a spreadsheet (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The byte order mark German Excel needs to read UTF-8 (without it, umlauts break). */
export const CSV_BOM = "\uFEFF";

/** A file the import could not take over, with its reason (the report's list beside the per-host notes). */
export interface MediaFailureRow {
  url: string;
  reason: string;
}

/**
 * The report's notes as CSV: semicolon-separated (German Excel), CRLF lines, a header row, then
 * one row per note grouped by kind (Bereich; Eintrag; Hinweis); a report's list of files not taken
 * over (`media_failures`, where it has one) follows the media notes, a row per file. Without the
 * BOM: the route writes it.
 */
export function reportCsvLines(report: Pick<ImportReportView, "notes"> & { media_failures?: readonly MediaFailureRow[]; media_failures_left_off?: number }): string[] {
  const lines = [deImport.report.csvHeader.map(csvField).join(";")];
  const row = (cells: string[]) => lines.push(cells.map(csvField).join(";"));
  const media = deImport.report.groups.media;
  let filesDone = false;
  const files = () => {
    if (filesDone) return;
    filesDone = true;
    for (const failure of report.media_failures ?? []) row([media, failure.url, failure.reason]);
    const more = report.media_failures_left_off ?? 0;
    if (more > 0) row([media, "", `${more.toLocaleString("de-DE")} weitere ${more === 1 ? "Datei" : "Dateien"} nicht übernommen und hier nicht aufgeführt`]);
  };
  for (const group of groupNotes(report.notes)) {
    // The files come with the media group: after its notes, or where it would stand.
    if (NOTE_KIND_ORDER.indexOf(group.kind) > NOTE_KIND_ORDER.indexOf("media")) files();
    for (const note of group.notes) row([group.label, note.item ?? "", note.message]);
    if (group.kind === "media") files();
  }
  files();
  return lines;
}
