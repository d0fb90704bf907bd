import { renderDocsPage } from "~/server/api/docs-page.server";
import { openApiDocument } from "~/server/api/openapi.server";
import type { Route } from "./+types/docs";

/**
 * GET /api/docs: the OpenAPI 3.1 description of the JSON API. Browsers (Accept with text/html) get
 * a German reference page rendered from it; everyone else, and `?format=json`, the JSON document.
 * `?format=html` asks for the page explicitly.
 */

const HEADERS = { "Cache-Control": "public, max-age=300", Vary: "Accept" };

let cache: { json: string; html: string } | undefined;

function rendered() {
  if (!cache) {
    const doc = openApiDocument();
    cache = { json: JSON.stringify(doc), html: renderDocsPage(doc, { jsonHref: "/api/docs?format=json" }) };
  }
  return cache;
}

function wantsHtml(request: Request): boolean {
  const format = new URL(request.url).searchParams.get("format");
  if (format === "json" || format === "html") return format === "html";
  return /\btext\/html\b/i.test(request.headers.get("accept") ?? "");
}

export async function loader({ request }: Route.LoaderArgs) {
  const { json, html } = rendered();
  return wantsHtml(request)
    ? new Response(html, { headers: { ...HEADERS, "Content-Type": "text/html; charset=utf-8" } })
    : new Response(json, { headers: { ...HEADERS, "Content-Type": "application/json; charset=utf-8" } });
}
