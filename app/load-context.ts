import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request nonce for inline scripts, matching the Content-Security-Policy header. */
    cspNonce: string;
  }
}

export {};
