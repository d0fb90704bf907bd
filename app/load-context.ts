import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts, matching the Content-Security-Policy header. */
    cspNonce: string;
    /** The script public pages load (scripts/site-runtime-plugin.ts); absent without a client build. */
    siteRuntime?: { src: string; preload: string[] };
  }
}

export {};
