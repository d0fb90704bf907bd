import type { Block } from "../types";

/**
 * The content of the downloads view (spec §2: the downloads overview page shows its title as the
 * H1 and every download, grouped by folder, in place of its own content).
 */
export function downloadsOverviewBlocks(page: { title: string; meta_description: string | null }): Block[] {
  return [
    { id: "uebersicht-titel", type: "heading", content: { text: page.title, level: 1 } },
    { id: "downloads-uebersicht", type: "downloads", content: { title: "", description: page.meta_description ?? "", groupByFolder: true } },
  ];
}
