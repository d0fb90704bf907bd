/**
 * Structural equality of JSON-like values (block trees, content patches). The tree operations share
 * every untouched branch with the old tree, so the identity check first makes comparing two
 * snapshots of a large page cost only the changed path.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => deepEqual(item, other[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  // A key holding undefined means the same as a missing key (JSON drops both).
  const keys = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== undefined);
  const leftKeys = keys(left);
  const rightKeys = keys(right);
  return leftKeys.length === rightKeys.length && leftKeys.every((k) => deepEqual(left[k], right[k]));
}
