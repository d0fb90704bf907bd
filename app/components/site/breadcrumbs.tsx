import { useLocation } from "react-router";
import { deSite as de } from "~/i18n/site";
import type { TreeCrumbs } from "~/lib/navigation";

export interface Crumb {
  label: string;
  href: string | null;
}

/** 'ueber-uns' → 'Ueber Uns': hyphens as spaces, words capitalised (spec §2). */
function segmentLabel(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // keep the raw segment
  }
  return text
    .split("-")
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase("de-DE") + word.slice(1))
    .join(" ");
}

/**
 * Spec §2 breadcrumbs: 'Home' → /, then the page's ancestors in the page tree and the page itself,
 * labelled by menu title (issue 25: slugs are flat, so the path alone would drop the parent). For
 * an address that is no page's (posts, presentations) one item per path segment, the last
 * unlinked with the page title.
 */
export function breadcrumbTrail(pathname: string, title?: string, tree?: TreeCrumbs | null): Crumb[] {
  if (tree) {
    return [{ label: de.site.home, href: "/" }, ...tree.ancestors, { label: tree.label || title || "", href: null }];
  }
  const segments = pathname.split("/").filter(Boolean);
  const crumbs: Crumb[] = [{ label: de.site.home, href: "/" }];
  segments.forEach((segment, i) => {
    const last = i === segments.length - 1;
    // /presentations has no page of its own (only /presentations/{slug}): that crumb is not a link.
    // Nor has /vorschau (only shared previews /vorschau/{token}, issue 30).
    const noPage = i === 0 && (segment === "presentations" || segment === "vorschau");
    crumbs.push({ label: last && title ? title : segmentLabel(segment), href: last || noPage ? null : `/${segments.slice(0, i + 1).join("/")}` });
  });
  return crumbs;
}

/** Breadcrumbs with schema.org BreadcrumbList data; hidden when there is only one item. */
export function Breadcrumbs({ title, origin, tree }: { title?: string; origin: string; tree?: TreeCrumbs | null }) {
  const { pathname } = useLocation();
  const crumbs = breadcrumbTrail(pathname, title, tree);
  if (crumbs.length < 2) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.label,
      ...(c.href ? { item: `${origin}${c.href}` } : {}),
    })),
  };
  return (
    <nav aria-label={de.site.breadcrumb} className="mb-6 text-sm text-muted-foreground">
      <ol className="flex flex-wrap items-center gap-1.5">
        {crumbs.map((c, i) => (
          <li key={i} className="flex items-center gap-1.5">
            {i > 0 && <span aria-hidden="true">/</span>}
            {c.href ? (
              <a href={c.href} className="underline-offset-4 hover:text-foreground hover:underline">
                {c.label}
              </a>
            ) : (
              <span aria-current="page" className="font-medium text-foreground">
                {c.label}
              </span>
            )}
          </li>
        ))}
      </ol>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, "\\u003c") }} />
    </nav>
  );
}
