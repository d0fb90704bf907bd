import type { ServerBuild } from "react-router";

/**
 * A React Router server build of a few resource routes (loaders/actions, no components), so an
 * integration test can reach them over real HTTP through the whole server (security headers, origin
 * check, page cache) without a Vite build. Paths as in app/routes.ts, e.g. "api/docs".
 */
export function routeBuild(routes: Record<string, Record<string, unknown>>): ServerBuild {
  const manifest: ServerBuild["routes"] = { root: { id: "root", path: "", module: {} } as ServerBuild["routes"][string] };
  for (const [path, module] of Object.entries(routes)) {
    manifest[path] = { id: path, parentId: "root", path, module } as unknown as ServerBuild["routes"][string];
  }
  return {
    entry: { module: { default: () => new Response("Kein Dokument in diesem Test-Build", { status: 500 }) } },
    routes: manifest,
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
