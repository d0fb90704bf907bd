import type { ReactNode } from "react";
import { classifyHref, safeHref } from "~/lib/links";
import { text } from "../fields";

/** German, shown by the page save beside the block and field (app/server/pages/service.server.ts). */
export const UNSAFE_LINK = "Dieser Link wird nicht übernommen. Erlaubt: /pfad, https://, mailto:, tel:.";

/**
 * The image's link, checked by the same rule as every link the site writes (safeHref): a site path,
 * http(s), mailto: or tel:. An address it refuses (javascript:, data:, //host) is refused on save
 * instead of silently turning into "#" (spec: bad input names the field); "" means no link.
 */
export const imageLinkSchema = text("").refine((value) => imageHref(value) !== "" || value.trim() === "" || value.trim() === "#", {
  error: UNSAFE_LINK,
});

/** The address to link the picture to, or "" for none (empty, "#" alone or unsafe). */
export function imageHref(link: string): string {
  const href = safeHref(link);
  return href === "#" ? "" : href;
}

/**
 * The picture inside a link when the block has one. Same rules as SmartLink (spec §4: other hosts
 * and PDFs open in a new tab, or when asked for), but without its mail/phone symbol, which would
 * sit beside the picture. The picture's alt text names the link; a picture without one is named by
 * its caption, else by the address, so the link is never nameless.
 */
export function LinkedPicture({ link, target, alt, caption, children }: { link: string; target: string; alt: string; caption: string; children: ReactNode }) {
  const href = imageHref(link);
  if (href === "") return <>{children}</>;
  const label = alt.trim() ? undefined : caption.trim() || `Link: ${href}`;
  const kind = classifyHref(href);
  const newTab = target === "_blank" || kind === "external" || kind === "pdf";
  return (
    <a
      href={href}
      target={newTab ? "_blank" : undefined}
      rel={newTab ? "noopener noreferrer" : undefined}
      aria-label={label}
      className="block rounded-lg outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {children}
    </a>
  );
}
