import { createContext, useContext } from "react";

/**
 * Element ids that must be unique on a page (heading anchors): the static page renderer provides
 * one registry per render, and React renders in document order, so the first "Fertigung" keeps
 * its id and the next becomes "fertigung-2" on every render of the same content. Outside a page
 * render (editor, tests) ids stay as derived.
 */
export const PageIdsContext = createContext<Set<string> | null>(null);

export function useUniqueId(base: string): string {
  const taken = useContext(PageIdsContext);
  if (!taken) return base;
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}
