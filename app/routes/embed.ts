import { readBlocks } from "~/blocks/content";
import { block as embedBlock, embedDocument } from "~/blocks/embed/block";
import { getBlockModule } from "~/blocks/registry";
import { flattenBlocks } from "~/blocks/tree";
import { getPageBySlug } from "~/server/pages/pages.server";
import { db } from "~/server/runtime.server";
import type { Route } from "./+types/embed";

/**
 * The document inside an embed block's frame on the public site: the block's code as it was
 * saved, with its own Content-Security-Policy (app/server/http/security.server.ts) so its scripts
 * run, sandboxed into an opaque origin. Only blocks of published pages.
 */
export async function loader({ params }: Route.LoaderArgs) {
  const page = await getPageBySlug(db(), params.slug);
  const block = page ? flattenBlocks(readBlocks(page.content)).find((b) => b.id === params.blockId && getBlockModule(b.type) === embedBlock) : undefined;
  const code = typeof block?.content.embedCode === "string" ? block.content.embedCode : "";
  if (!code.trim()) {
    return new Response("Einbettung nicht gefunden.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(embedDocument(code), {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-cache", "X-Robots-Tag": "noindex" },
  });
}
