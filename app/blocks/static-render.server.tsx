import type { ReactNode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { IslandCollectorContext, type IslandCollector, type IslandInstance, type RenderedHtml } from "./island";
import { PageIdsContext } from "./unique-id";

const ATTRIBUTE_ESCAPES: Record<string, string> = { "&": "&amp;", '"': "&quot;", "<": "&lt;", ">": "&gt;" };

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => ATTRIBUTE_ESCAPES[c]);
}

/**
 * Renders blocks for visitors: static HTML, with the islands (app/blocks/island.tsx) rendered on
 * their own by renderToString so the browser can hydrate exactly that markup. Runs without a
 * router: links render as plain anchors, which the page container turns into in-app navigation.
 */
export function renderStaticHtml(node: ReactNode, prefix = "i"): RenderedHtml {
  // Deterministic, so equal content gives equal bytes (ETags agree across instances). Content
  // cannot forge a slot: the sanitiser drops every data-* attribute from editors' HTML.
  const collector: IslandCollector = { token: prefix, calls: [] };
  const outer = renderToStaticMarkup(
    <IslandCollectorContext.Provider value={collector}>
      <PageIdsContext.Provider value={new Set()}>{node}</PageIdsContext.Provider>
    </IslandCollectorContext.Provider>,
  )
    // React adds image preload hints for the first images; in a body they come late, and the page
    // preloads its hero from the head already. (Editor HTML never has <link>: the sanitiser drops it.)
    .replace(/<link rel="preload" as="image"[^>]*\/>/g, "");
  const islands: IslandInstance[] = [];
  const slot = new RegExp(`<div data-island-slot="${collector.token}:(\\d+)"></div>`, "g");
  const html = outer.replace(slot, (_match, index: string) => {
    const call = collector.calls[Number(index)];
    const id = `${collector.token}-${index}`;
    islands.push({ id, name: call.name, props: call.props });
    const inner = renderToString(<call.Component {...call.props} />, { identifierPrefix: `${id}-` });
    return `<div data-island="${escapeAttribute(call.name)}" data-island-id="${id}" style="display:contents">${inner}</div>`;
  });
  return { html, islands };
}
