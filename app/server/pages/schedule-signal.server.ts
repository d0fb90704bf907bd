/**
 * In-process word that a page's schedule changed (set, moved, removed), so this instance's
 * scheduler re-aims its timer at once. Other instances learn it from the change event the write
 * records; a scheduler that hears nothing still looks at its periodic fallback.
 * Its own module: the service tells, the scheduler (which calls the service) listens.
 */
const listeners = new Set<() => void>();

export function onScheduleChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function scheduleChanged(): void {
  for (const listener of [...listeners]) listener();
}
