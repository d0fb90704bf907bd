import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts, matching the Content-Security-Policy header. */
    cspNonce: string;
    /** True for a whole-document request; false for React Router's .data requests. */
    documentRequest?: boolean;
    /** Page HTML for the server render of a document request, by key (see StaticHtmlContext). */
    staticHtml?: Map<string, string>;
  }
}

export {};
