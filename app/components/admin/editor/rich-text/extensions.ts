import type { Extensions } from "@tiptap/core";
import { StarterKit } from "@tiptap/starter-kit";
import { Color, FontFamily, FontSize, TextStyle } from "@tiptap/extension-text-style";
import { acceptLinkUrl } from "./link-url";

/** The heading levels the toolbar offers next to 'Absatz'; the block's own title is H1 elsewhere. */
export const HEADING_LEVELS = [2, 3, 4] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/**
 * The schema of every rich-text field. Everything it emits is on the server sanitiser's allow-list
 * (app/blocks/sanitize.server.ts): p, strong, em, u, s, a[href|target|rel], ul/ol/li, h2–h4,
 * blockquote, code/pre, hr, br and span[style="color: …; font-size: …; font-family: …"] with the
 * sizes and fonts of app/lib/text-styles.ts.
 */
export function richTextExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // An empty paragraph forced after a closing heading or list would be stored as an empty <p>.
      trailingNode: false,
      link: {
        // In the editor a click places the cursor; following the link would leave the builder.
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        // Same-site links stay in the tab; a new tab is an explicit choice in the link form.
        HTMLAttributes: { target: null, rel: null, class: null },
        isAllowedUri: (url) => acceptLinkUrl(url) !== null,
        shouldAutoLink: (url) => acceptLinkUrl(url) !== null,
      },
    }),
    TextStyle,
    Color,
    FontSize,
    FontFamily,
  ];
}
