declare module "virtual:cms/site-runtime" {
  /** The site runtime's script and the chunks it imports (scripts/site-runtime-plugin.ts). */
  export const siteRuntime: { src: string; preload: string[]; before: string[] };
}
