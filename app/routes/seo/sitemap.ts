import { presentationHref } from "~/components/site/presentation/paths";
import { pageHref } from "~/lib/navigation";
import { listPublishedPages } from "~/server/pages/pages.server";
import { db, runtime } from "~/server/runtime.server";

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}

/** GET /sitemap.xml: every published page, post and presentation with its last change (served from the page cache). */
export async function loader() {
  const origin = runtime().env.PUBLIC_URL.replace(/\/+$/, "");
  const pages = await listPublishedPages(db());
  const urls = pages.map((page) => {
    const path =
      page.content_type === "blog"
        ? `/blog/${encodeURIComponent(page.slug)}`
        : page.content_type === "presentation"
          ? presentationHref(page.slug)
          : pageHref(page.slug);
    return `  <url><loc>${escapeXml(origin + path)}</loc><lastmod>${escapeXml(new Date(page.updated_at).toISOString())}</lastmod></url>`;
  });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return new Response(xml, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
