import type { IslandInstance } from "~/blocks/island";
import { SITE_ATTR } from "./contract";

/**
 * Wakes up the islands of server-rendered block HTML (app/blocks/island.tsx): React, React DOM and
 * each island's own file are loaded only when the page has islands, so a page of static blocks
 * loads none of them. Every island is hydrated into its own element.
 */

const mounted = new WeakMap<Element, (() => void)[]>();
/** Bumped when a container's content is replaced: islands still loading for the old content stay asleep. */
const versions = new WeakMap<Element, number>();
const versionOf = (container: Element) => versions.get(container) ?? 0;

/** The islands listed in a container (one JSON list after each piece of static HTML). */
export function islandsIn(container: ParentNode): IslandInstance[] {
  return [...container.querySelectorAll(`script[${SITE_ATTR.islands}]`)].flatMap((script) => {
    try {
      const list: unknown = JSON.parse(script.textContent ?? "[]");
      return Array.isArray(list) ? (list as IslandInstance[]) : [];
    } catch (error) {
      console.warn("Inseldaten unlesbar", error);
      return [];
    }
  });
}

export async function mountIslands(container: Element): Promise<void> {
  const instances = islandsIn(container);
  if (instances.length === 0) return;
  const version = versionOf(container);
  const [{ createElement }, { hydrateRoot }, { loadIsland }] = await Promise.all([import("react"), import("react-dom/client"), import("~/blocks/island")]);
  const unmounts = mounted.get(container) ?? [];
  mounted.set(container, unmounts);
  await Promise.all(
    instances.map(async (instance) => {
      const element = container.querySelector(`[${SITE_ATTR.islandId}="${CSS.escape(instance.id)}"]`);
      if (!element) return;
      try {
        const Component = await loadIsland(instance.name);
        if (!Component || versionOf(container) !== version || !container.contains(element)) return;
        const root = hydrateRoot(element, createElement(Component, instance.props), { identifierPrefix: `${instance.id}-` });
        unmounts.push(() => root.unmount());
      } catch (error) {
        // The server HTML stays usable; only the interactive extra is missing.
        console.warn(`Interaktiver Baustein ${instance.name} konnte nicht geladen werden`, error);
      }
    }),
  );
}

export function unmountIslands(container: Element): void {
  versions.set(container, versionOf(container) + 1);
  for (const unmount of mounted.get(container)?.splice(0) ?? []) unmount();
}
