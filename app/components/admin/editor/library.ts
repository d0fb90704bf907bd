import { BLOCK_CATEGORIES, type BlockCategory, type BlockModule } from "~/blocks/types";
import { matchesSearch } from "~/components/admin/pages/tree";

export interface LibraryGroup {
  category: BlockCategory;
  modules: BlockModule[];
}

/**
 * The element library's entries: every registered block type in its category (spec order Basic,
 * Layout, Components, Media, Forms), alphabetical by German label, filtered by the search on label
 * and type name (umlaut-insensitive, "ueber" finds "Über"). Empty categories are left out, and so
 * are blocks that are not offered there (`library: false`, the slide).
 */
export function libraryGroups(modules: readonly BlockModule[], query: string): LibraryGroup[] {
  return BLOCK_CATEGORIES.map((category) => ({
    category,
    modules: modules
      .filter((m) => m.category === category && m.library !== false && matchesSearch(query, m.label, m.type))
      .sort((a, b) => a.label.localeCompare(b.label, "de")),
  })).filter((g) => g.modules.length > 0);
}
