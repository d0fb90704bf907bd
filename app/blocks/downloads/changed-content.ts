/** Only what the configuration dialog changed: an unchanged 'Übernehmen' adds no undo step. */
export function changedContent(before: Record<string, unknown>, after: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(after).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])));
}
