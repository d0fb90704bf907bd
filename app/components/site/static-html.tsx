import { useContext, useEffect, useRef, useState, type MouseEvent } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { useNavigate } from "react-router";
import { loadIsland, type IslandInstance } from "~/blocks/island";
import { StaticHtmlContext } from "./static-html-context";

/**
 * Shows server-rendered block HTML and wakes up only its islands (app/blocks/island.tsx): each
 * island's file is loaded on demand and hydrated into its own element. Everything else stays
 * the server's HTML, which is why a page of static blocks ships no block code at all.
 */
export function StaticHtml({
  htmlKey,
  html: given,
  islands,
  className,
}: {
  /** Identifies the HTML when a document request left it out of the loader data. */
  htmlKey: string;
  html: string | null;
  islands: IslandInstance[];
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const fromServer = useContext(StaticHtmlContext);
  // Without HTML in the loader data: the server has it in its context; the browser, hydrating,
  // reads it back from the document it received (exactly what the server rendered).
  const [initial] = useState(
    () =>
      given ??
      fromServer?.get(htmlKey) ??
      (typeof document === "undefined" ? "" : (document.querySelector(`[data-static-html="${CSS.escape(htmlKey)}"]`)?.innerHTML ?? "")),
  );
  const html = given ?? initial;

  useEffect(() => {
    const container = ref.current;
    if (!container || islands.length === 0) return;
    let active = true;
    const roots: Root[] = [];
    for (const instance of islands) {
      const element = container.querySelector<HTMLElement>(`[data-island-id="${CSS.escape(instance.id)}"]`);
      if (!element) continue;
      loadIsland(instance.name)
        .then((Component) => {
          if (!active || !Component) return;
          roots.push(hydrateRoot(element, <Component {...instance.props} />, { identifierPrefix: `${instance.id}-` }));
        })
        .catch((error: unknown) => {
          // The server HTML stays usable; only the interactive extra is missing.
          console.warn(`Interaktiver Baustein ${instance.name} konnte nicht geladen werden`, error);
        });
    }
    return () => {
      active = false;
      const done = roots.splice(0);
      // Unmounting while React commits the new page is not allowed; a tick later it is.
      setTimeout(() => done.forEach((root) => root.unmount()), 0);
    };
    // The HTML string identifies the content; islands come with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [html]);

  /** Internal links in the static HTML navigate in-app, like React Router links. */
  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.("a");
    if (!anchor || !ref.current?.contains(anchor)) return;
    if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return;
    const href = anchor.getAttribute("href");
    if (!href || href.startsWith("#")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin || /\.pdf$/i.test(url.pathname) || url.pathname.startsWith("/media/")) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  }

  return (
    // Clicks on the links inside are delegated here (keyboard activation of a link fires click too).
    <div ref={ref} data-static-html={htmlKey} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
