import { runtime } from "~/server/runtime.server";

/** GET /robots.txt: everything public may be indexed; the admin, API and embed frames not. */
export async function loader() {
  const origin = runtime().env.PUBLIC_URL.replace(/\/+$/, "");
  const text = ["User-agent: *", "Disallow: /admin", "Disallow: /api/", "Disallow: /auth", "Disallow: /embed/", "Disallow: /vorschau/", "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
