import { deSite as de } from "~/i18n/site";
import type { PublicPage } from "~/server/public-site.server";

/** Document title and description from a page's meta fields (spec §2). */
export function pageMeta(page: PublicPage | undefined, siteName?: string) {
  if (!page) return [{ title: de.site.notFoundTitle }];
  const title = page.meta_title || (siteName ? `${page.title} | ${siteName}` : page.title);
  return [
    { title },
    ...(page.meta_description ? [{ name: "description", content: page.meta_description }] : []),
    // The hero background is the largest thing above the fold: start loading it with the HTML.
    ...(page.body.preloadImage
      ? [
          {
            tagName: "link",
            rel: "preload",
            as: "image",
            href: page.body.preloadImage.href,
            imageSrcSet: page.body.preloadImage.srcSet,
            imageSizes: page.body.preloadImage.sizes,
            fetchPriority: "high",
          },
        ]
      : []),
  ];
}
