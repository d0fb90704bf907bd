import "react-router";
import type { DocumentParts } from "./components/site/document-parts";

/** The site runtime's script, the chunks it imports, and (dev server only) scripts that must run first. */
export interface SiteRuntimeScripts {
  src: string;
  preload: string[];
  before: string[];
}

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts, matching the Content-Security-Policy header. */
    cspNonce: string;
    /** The client's address as Express sees it (trust proxy): rate limits of form posts. */
    clientIp?: string;
    /** The script public pages load (scripts/site-runtime-plugin.ts); absent without a client build. */
    siteRuntime?: SiteRuntimeScripts;
    /** Rendered HTML a public document's loaders hand its components (components/site/document-parts). */
    documentParts: DocumentParts;
  }
}

export {};
