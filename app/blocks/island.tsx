import { createContext, useContext, type ComponentType } from "react";

/**
 * Islands: the only block code a visitor's browser loads.
 *
 * The public site renders blocks to static HTML on the server (app/blocks/static-render.server.tsx),
 * so a page of static blocks needs no block JavaScript at all and works with JavaScript disabled.
 * The few interactive parts (gallery lightbox, consent placeholders, contact form, downloads search)
 * are components wrapped with `island()` in a file named `<type>/<name>.island.tsx`. While the
 * server renders a page, such a component leaves a slot; the slot becomes the component's own
 * server HTML plus an entry { id, name, props } in the page data, and the browser loads just that
 * file and hydrates just that element (app/components/site/static-html.tsx).
 *
 * Rules for island components: props are plain JSON (no functions, no React elements), the name is
 * the file's path below app/blocks without ".island.tsx" (checked by island.test.tsx).
 */

export interface IslandInstance {
  /** Unique within the page; the element carries data-island-id="{id}". */
  id: string;
  name: string;
  props: Record<string, unknown>;
}

export interface RenderedHtml {
  html: string;
  islands: IslandInstance[];
}

export interface IslandCall {
  name: string;
  props: Record<string, unknown>;
  Component: ComponentType<Record<string, unknown>>;
}

/** Present only while the server renders static HTML: collects the islands met on the way. */
export interface IslandCollector {
  token: string;
  calls: IslandCall[];
}

export const IslandCollectorContext = createContext<IslandCollector | null>(null);

const registered = new Map<string, ComponentType<Record<string, unknown>>>();

export function island<P extends object>(name: string, Component: ComponentType<P>): ComponentType<P> {
  const Inner = Component as unknown as ComponentType<Record<string, unknown>>;
  registered.set(name, Inner);
  function Island(props: P) {
    const collector = useContext(IslandCollectorContext);
    // Outside the static renderer (admin, editor, tests) the component simply renders.
    if (!collector) return <Component {...props} />;
    const index = collector.calls.push({ name, props: props as Record<string, unknown>, Component: Inner }) - 1;
    return <div data-island-slot={`${collector.token}:${index}`} />;
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The component registered under `name`, once its file has been loaded. */
export function registeredIsland(name: string): ComponentType<Record<string, unknown>> | undefined {
  return registered.get(name);
}

const loaders = import.meta.glob("./*/*.island.tsx");

/** Loads an island's file (its own small chunk) and returns its component. */
export async function loadIsland(name: string): Promise<ComponentType<Record<string, unknown>> | undefined> {
  const load = loaders[`./${name}.island.tsx`];
  if (!load) return undefined;
  await load();
  return registered.get(name);
}

/** Every island file, for the contract test. */
export function islandFiles(): string[] {
  return Object.keys(loaders).map((file) => file.slice(2, -".island.tsx".length));
}
