import { createContext } from "react";

/**
 * Page HTML handed to the server render without going through the loader data: on a document
 * request the static HTML is in the page once (in the DOM), not twice (DOM and hydration data).
 * The browser reads it back from the DOM when it hydrates; client navigations (.data requests)
 * carry it in the loader data as usual.
 */
export const StaticHtmlContext = createContext<Map<string, string> | null>(null);
