/**
 * The slide block's names, without imports: the block module, the legacy reader, the migration
 * and the editors share them. A presentation page's content is a list of slide blocks.
 */
export const SLIDE_TYPE = "slide";

/** The named slot holding a slide's rich content (decision 015). */
export const SLIDE_SLOT = "children";

/** Spec §3 Presentation: a slide title is plain text of at most this many characters. */
export const SLIDE_TITLE_MAX = 200;

/** Spec §4: a duplicated slide's title gets this suffix. */
export const DUPLICATE_SUFFIX = " (Kopie)";
