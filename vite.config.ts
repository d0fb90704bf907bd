import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteRuntime } from "./scripts/site-runtime-plugin.ts";

// The server build's entry is our own HTTP app (compression, headers, health check, static files),
// which mounts the React Router request handler. One module graph serves loaders and the server,
// so the database connection and caches exist once per process. The client build gets one more
// entry: the site runtime that public pages load instead of React Router's hydration.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  build: {
    rollupOptions: isSsrBuild ? { input: "./app/server/http/app.server.ts" } : undefined,
  },
  plugins: [tailwindcss(), reactRouter(), siteRuntime()],
}));
