import { createContext, useContext } from "react";
import type { RenderedHtml } from "~/blocks/island";

/**
 * The rendered HTML of a public document (header, footer, page content), handed from its loaders
 * to its components on the server, past React Router's loader data.
 *
 * React Router serialises all loader data of a document for the browser's hydration (turbo-stream)
 * before the document renders. Public pages are never hydrated (docs/decisions/004), yet their
 * loader data would carry the page's whole HTML a second time, escaped: encoding it cost about a
 * tenth of an uncached render (docs/decisions/009). So the loaders put the HTML into the request's
 * load context (`context.documentParts`), the server entry provides it to the components here, and
 * the loader data keeps what the head needs (title, meta, preload and share image).
 */
export interface DocumentParts {
  header?: string;
  footer?: string;
  /** The page's content: block HTML and its islands. */
  body?: RenderedHtml;
}

/** Nothing handed over (a document rendered without its loader, e.g. an error screen). */
export const NO_BODY: RenderedHtml = { html: "", islands: [] };

const DocumentPartsContext = createContext<DocumentParts>({});
export const DocumentPartsProvider = DocumentPartsContext.Provider;
export const useDocumentParts = () => useContext(DocumentPartsContext);

/**
 * A page for the loader data: its body's HTML and islands go into `parts`, the rest (what meta and
 * the head read) stays.
 */
export function handOverBody<Body extends RenderedHtml, Page extends { body: Body }>(
  parts: DocumentParts,
  page: Page,
): Omit<Page, "body"> & { body: Omit<Page["body"], "html" | "islands"> } {
  const { html, islands, ...head } = page.body;
  parts.body = { html, islands };
  const { body: _body, ...rest } = page;
  return { ...rest, body: head };
}
