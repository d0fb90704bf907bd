import { useEffect, useRef, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { deEditor } from "~/i18n/editor";
import type { Device } from "./builder-toolbar";

/** The frame's own document: standards mode and German from the first byte, before the copy below. */
const FRAME_DOCUMENT = '<!doctype html><html lang="de"><head><meta charset="utf-8"></head><body></body></html>';

/** 'Vorschau Tablet (768 × 1024)' / 'Vorschau Mobil (375 × 667)'. */
export function previewTitle(device: Exclude<Device, "desktop">): string {
  return deEditor.deviceFrame.title(deEditor.builder.toolbar[device]);
}

export interface DeviceFrameProps {
  width: number;
  height: number;
  /** The iframe's accessible name. */
  title: string;
  children: ReactNode;
}

/**
 * The device preview (tablet, mobile): the blocks render into an iframe of the device's size, so
 * their responsive classes (`md:`, `lg:`) follow the iframe's own viewport, which a narrow div in
 * the admin's wide window cannot do. The children stay in this React tree (createPortal): context
 * (block data, editor state) and events reach them as anywhere else. The parent document's
 * stylesheets and <html> attributes are copied in, and copied again when they change (dev HMR).
 */
export function DeviceFrame({ width, height, title, children }: DeviceFrameProps) {
  const ref = useRef<HTMLIFrameElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);

  useEffect(() => {
    const iframe = ref.current;
    if (!iframe) return;
    let observer: MutationObserver | null = null;
    let doc: Document | null = null;

    const preventNavigation = (event: Event) => {
      const target = event.target as { closest?: (selector: string) => Element | null } | null;
      if (event.type === "submit" || target?.closest?.("a[href]")) event.preventDefault();
    };

    const setup = () => {
      const next = iframe.contentDocument;
      // Not yet the srcdoc document (the initial about:blank), or already set up.
      if (!next || next === doc || next.URL !== "about:srcdoc" || next.readyState !== "complete" || !next.body) return;
      observer?.disconnect();
      doc = next;
      const copies = new Map<Element, Element>();
      copyDocument(document, next, copies);
      observer = new MutationObserver(() => copyDocument(document, next, copies));
      observer.observe(document.head, { childList: true, subtree: true, characterData: true });
      observer.observe(document.documentElement, { attributes: true });
      // A preview: links and forms inside must not navigate the frame away from the page.
      next.addEventListener("click", preventNavigation, true);
      next.addEventListener("submit", preventNavigation, true);
      setBody(next.body);
    };

    iframe.addEventListener("load", setup);
    // The srcdoc may have loaded before this effect ran (hydration, a fast machine).
    setup();
    return () => {
      iframe.removeEventListener("load", setup);
      observer?.disconnect();
      doc?.removeEventListener("click", preventNavigation, true);
      doc?.removeEventListener("submit", preventNavigation, true);
    };
  }, []);

  return (
    <iframe
      ref={ref}
      title={title}
      srcDoc={FRAME_DOCUMENT}
      data-testid="device-frame"
      width={width}
      height={height}
      style={{ width, height }}
      // A ring, not a border: the frame's viewport is then exactly the device width.
      className="mx-auto block shrink-0 rounded-md bg-background shadow-sm ring-1 ring-border"
    >
      {/* Children of an iframe element are never shown; the portal puts them into its document. */}
      {body && createPortal(children, body)}
    </iframe>
  );
}

/**
 * Copies the stylesheets (<link rel=stylesheet>, <style>) and the <html>/<body> attributes. Keeps
 * the copies it made before (`copies`: source → copy) so a change re-adds nothing that is already
 * there: a link removed and re-added would flash unstyled content in the frame.
 */
export function copyDocument(from: Document, to: Document, copies: Map<Element, Element>): void {
  for (const attribute of Array.from(from.documentElement.attributes)) {
    if (to.documentElement.getAttribute(attribute.name) !== attribute.value) to.documentElement.setAttribute(attribute.name, attribute.value);
  }
  if (from.body.className !== to.body.className) to.body.className = from.body.className;
  const sources = Array.from(from.querySelectorAll<HTMLLinkElement | HTMLStyleElement>('link[rel="stylesheet"], style'));
  for (const [source, copy] of copies) {
    const stale = !sources.includes(source as HTMLLinkElement) || (source instanceof HTMLStyleElement && source.textContent !== copy.textContent);
    if (stale) {
      copy.remove();
      copies.delete(source);
    }
  }
  for (const source of sources) {
    if (copies.has(source)) continue;
    const copy = to.importNode(source, true);
    // Absolute, in case the frame's base URL differs from the admin page's.
    if (source instanceof HTMLLinkElement) (copy as HTMLLinkElement).href = source.href;
    copies.set(source, copy);
    to.head.append(copy);
  }
}
