import type { IslandInstance } from "~/blocks/island";
import { SITE_ATTR } from "~/site-runtime/contract";

/**
 * Server-rendered block HTML and, after it, the list of its islands as JSON data. The site runtime
 * (app/site-runtime/islands.ts) loads and hydrates only those; everything else stays the server's
 * HTML, which is why a page of static blocks ships no block code at all.
 */
export function StaticHtml({ html, islands, className }: { html: string; islands: IslandInstance[]; className?: string }) {
  return (
    <>
      <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
      {islands.length > 0 && (
        <script
          type="application/json"
          {...{ [SITE_ATTR.islands]: "" }}
          // Data, never run; "<" escaped so the content cannot close the element.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(islands).replace(/</g, "\\u003c") }}
        />
      )}
    </>
  );
}
