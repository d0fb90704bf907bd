import type { Block } from "~/blocks/types";

/** What the WordPress import knows about one attachment (for [gallery ids="…"] and media ids). */
export interface ConvertAttachment {
  /** Its WordPress post id (set where a list of attachments is returned: attachedTo). */
  id?: number;
  /** The attachment's address (mapUrl is applied to it by the converter). */
  url: string;
  alt?: string;
  caption?: string;
}

export interface ConvertContext {
  /**
   * Rewrites an address found in the content (img src, srcset entries, a href, background images,
   * file links, video src): the import maps old media URLs (any WordPress size variant) to our
   * /media/… address and links to old pages/posts to our paths; anything else comes back unchanged.
   */
  mapUrl(url: string): string;
  /**
   * Optional: the attachment with this WordPress post id. With it, `[gallery ids="1,2,3"]` becomes a
   * gallery block; without it (or when an id is unknown) the shortcode is kept as HTML with a note.
   */
  attachment?(id: number): ConvertAttachment | undefined;
  /**
   * Optional: the attachments whose wp:post_parent is this post, in menu_order then id (WordPress's
   * get_children order). `[gallery]`, `[playlist]`, `[audio]` and `[video]` without ids or src show
   * these in WordPress (the current post's, or `[gallery id="123"]` another post's).
   */
  attachedTo?(postId: number): ConvertAttachment[];
  /** Optional: the WordPress id of the post being converted (the default `id` of `[gallery]`). */
  postId?: number;
  /**
   * Optional: the raw content (post_content) of the reusable block (`wp_block` post) with this id.
   * With it, `<!-- wp:block {"ref":123} /-->` is converted in place; without it, a note names it.
   */
  reusableBlock?(id: number): string | undefined;
}

export interface ConvertResult {
  blocks: Block[];
  /**
   * German, one per distinct thing the user should know, e.g. "Block core/latest-posts als HTML
   * übernommen", "Shortcode [gallery] als HTML übernommen".
   */
  notes: string[];
}
