import { ChevronDown, Menu, X } from "lucide-react";
import { deSite as de } from "~/i18n/site";
import { deMenu } from "~/i18n/menu";
import type { NavItem } from "~/lib/navigation";
import { LogoPicture } from "~/blocks/image/picture";
import { SITE_ATTR } from "~/site-runtime/contract";

export interface HeaderLogo {
  /** The picture's own address (/media/images/…); LogoPicture adds the spec §7 logo parameters. */
  src: string;
  /** Spec §9: small/medium/large/xlarge = 24/32/40/48 px. */
  height: number;
  /** Width at that height from the stored pixel size (reserves the box while loading); absent when unknown. */
  width?: number;
}

const RING = "focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * How many entries the server puts on the desktop bar before 'Mehr' (issue 38): a guess for a wide
 * screen (about 860 px beside the logo, 8.5 px a character of 15 px Inter), so the page without
 * JavaScript has one line at 1200 px; the site runtime then measures the real widths at every size
 * (app/site-runtime/menu-fit.ts) and moves entries between the bar and 'Mehr'.
 */
export function entriesOnBar(navigation: Pick<NavItem, "title" | "children">[], room = 860): number {
  const width = (item: Pick<NavItem, "title" | "children">) => item.title.length * 8.5 + 24 + (item.children.length > 0 ? 24 : 0) + 4;
  const all = navigation.reduce((sum, item) => sum + width(item), 0);
  if (all <= room) return navigation.length;
  const more = 90;
  let used = 0;
  for (let i = 0; i < navigation.length; i++) {
    used += width(navigation[i]!);
    if (used + more > room) return i;
  }
  return navigation.length;
}
const LINK = `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-slate-100 ${RING}`;

/**
 * Spec §2/§9 header: the logo (or the site's initial) linking to /, the main navigation as a tree
 * with dropdowns (toggle beside the parent link), and below 768 px a menu button listing parents
 * with their children indented. Server HTML only: the site runtime (app/site-runtime/header.ts)
 * opens and closes the menus (toggle, Escape, outside click) and hides a logo that fails to load;
 * without JavaScript the dropdowns open on hover and keyboard focus, the phone menu as <details>.
 */
export function SiteHeader({
  siteName,
  navigation,
  logo,
  currentTrail = [],
  currentIsPage = true,
}: {
  siteName: string;
  navigation: NavItem[];
  logo: HeaderLogo | null;
  /**
   * The menu entries of the page shown, its own (or its nearest listed ancestor's) first, then
   * their parents: all of them are marked, the page's own one as aria-current="page".
   */
  currentTrail?: string[];
  /** False when the first entry of the trail is an ancestor's (the page itself is not in the menu). */
  currentIsPage?: boolean;
}) {
  const ownHref = currentIsPage ? currentTrail[0] : undefined;
  const onBar = entriesOnBar(navigation);
  const inTrail = (item: NavItem) => !item.external && currentTrail.includes(item.href);
  const current = (item: NavItem) => (!inTrail(item) ? undefined : item.href === ownHref ? ("page" as const) : ("true" as const));
  const external = (item: NavItem) => (item.external ? { target: "_blank", rel: "noopener noreferrer" } : {});
  const label = (item: NavItem) => (
    <>
      {item.title}
      {item.external && <span className="sr-only"> {deMenu.site.newTab}</span>}
    </>
  );
  return (
    // Solid white: content scrolling below the sticky header must not show through it.
    <header {...{ [SITE_ATTR.region]: "header" }} className="sticky top-0 z-40 border-b border-border/70 bg-white">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {de.site.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-6 px-4 sm:px-6">
        <a href="/" {...(logo ? { [SITE_ATTR.logo]: "" } : {})} className={`group/logo flex shrink-0 items-center gap-2 rounded-md font-semibold tracking-tight ${RING}`}>
          {logo && (
            <LogoPicture
              src={logo.src}
              alt={de.site.logoAlt(siteName)}
              size={{ width: logo.width, height: logo.height }}
              className="group-data-[logo=failed]/logo:hidden"
              style={{ height: `${logo.height}px`, width: "auto" }}
            />
          )}
          <span
            aria-hidden="true"
            className={`${logo ? "hidden group-data-[logo=failed]/logo:grid" : "grid"} size-8 place-items-center rounded-md bg-primary text-sm font-bold text-primary-foreground`}
          >
            {siteName.slice(0, 1)}
          </span>
          <span className={logo ? "sr-only group-data-[logo=failed]/logo:not-sr-only group-data-[logo=failed]/logo:text-lg" : "text-base sm:text-lg"}>{siteName}</span>
        </a>

        <nav aria-label={de.site.mainNavigation} className="hidden min-w-0 flex-1 justify-end md:flex">
          <ul {...{ [SITE_ATTR.menuBar]: "" }} className="flex flex-wrap items-center justify-end gap-1">
            {navigation.map((item, index) => (
              <li key={item.id} {...{ [SITE_ATTR.menuEntry]: String(index) }} hidden={index >= onBar} className="group relative flex shrink-0 items-center whitespace-nowrap">
                <a
                  href={item.href}
                  aria-current={current(item)}
                  {...external(item)}
                  className={`${LINK} ${inTrail(item) ? "text-primary-strong shadow-[inset_0_-2px_0_var(--primary)]" : "text-slate-700 hover:text-slate-900"}`}
                >
                  {label(item)}
                </a>
                {item.children.length > 0 && (
                  <>
                    <button
                      type="button"
                      id={`untermenue-knopf-${item.id}`}
                      {...{ [SITE_ATTR.submenuToggle]: "" }}
                      aria-expanded="false"
                      aria-controls={`untermenue-${item.id}`}
                      aria-label={de.site.submenu(item.title)}
                      className={`peer -ml-2 grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 [&[aria-expanded=true]>svg]:rotate-180 ${RING}`}
                    >
                      <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
                    </button>
                    <ul
                      id={`untermenue-${item.id}`}
                      // Opens with the toggle and on hover; without JavaScript also on keyboard focus.
                      className="absolute top-full left-0 z-50 mt-1 hidden min-w-56 rounded-lg border border-border bg-white p-2 shadow-lg group-hover:block peer-aria-expanded:block no-js:group-focus-within:block"
                    >
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <a
                            href={child.href}
                            aria-current={current(child)}
                            {...external(child)}
                            className={`block rounded-md px-3 py-2 text-sm hover:bg-slate-100 ${RING} ${
                              inTrail(child) ? "font-medium text-primary-strong" : "text-slate-700"
                            }`}
                          >
                            {label(child)}
                          </a>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
            {navigation.length > 0 && (
              // Entries that do not fit on the line: all of them are listed here, the runtime shows those hidden on the bar.
              <li {...{ [SITE_ATTR.menuMore]: "" }} hidden={onBar >= navigation.length} className="group relative flex shrink-0 items-center whitespace-nowrap">
                <button
                  type="button"
                  id="untermenue-knopf-mehr"
                  {...{ [SITE_ATTR.submenuToggle]: "" }}
                  aria-expanded="false"
                  aria-controls="untermenue-mehr"
                  aria-label={de.site.moreLabel}
                  className={`peer flex items-center gap-1 ${LINK} [&[aria-expanded=true]>svg]:rotate-180 ${
                    navigation.some((item, index) => index >= onBar && inTrail(item)) ? "text-primary-strong" : "text-slate-700 hover:text-slate-900"
                  }`}
                >
                  {de.site.more}
                  <ChevronDown aria-hidden="true" className="size-4 transition-transform" />
                </button>
                <ul
                  id="untermenue-mehr"
                  className="absolute top-full right-0 z-50 mt-1 hidden max-h-[70vh] min-w-56 overflow-y-auto rounded-lg border border-border bg-white p-2 shadow-lg group-hover:block peer-aria-expanded:block no-js:group-focus-within:block"
                >
                  {navigation.map((item, index) => (
                    <li key={item.id} {...{ [SITE_ATTR.menuMoreEntry]: String(index) }} hidden={index < onBar}>
                      <a
                        href={item.href}
                        aria-current={current(item)}
                        {...external(item)}
                        className={`block rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 ${RING} ${inTrail(item) ? "text-primary-strong" : "text-slate-700"}`}
                      >
                        {label(item)}
                      </a>
                      {item.children.length > 0 && (
                        <ul className="ml-3 border-l border-border pl-2">
                          {item.children.map((child) => (
                            <li key={child.id}>
                              <a
                                href={child.href}
                                aria-current={current(child)}
                                {...external(child)}
                                className={`block rounded-md px-3 py-1.5 text-sm hover:bg-slate-100 ${RING} ${inTrail(child) ? "font-medium text-primary-strong" : "text-slate-600"}`}
                              >
                                {label(child)}
                              </a>
                            </li>
                          ))}
                        </ul>
                      )}
                    </li>
                  ))}
                </ul>
              </li>
            )}
          </ul>
        </nav>

        {navigation.length > 0 && (
          <details {...{ [SITE_ATTR.mobileMenu]: "" }} className="group/menu relative md:hidden">
            <summary
              id="menue-knopf"
              className={`flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 [&::-webkit-details-marker]:hidden ${RING}`}
            >
              <Menu aria-hidden="true" className="size-5 group-open/menu:hidden" />
              <X aria-hidden="true" className="hidden size-5 group-open/menu:block" />
              <span>{de.site.menu}</span>
            </summary>
            <nav aria-label={de.site.mainNavigation} className="absolute right-0 top-12 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-white p-2 shadow-lg">
              <ul>
                {navigation.map((item) => (
                  <li key={item.id}>
                    <a
                      href={item.href}
                      aria-current={current(item)}
                      {...external(item)}
                      className="block rounded-md px-3 py-2 font-medium hover:bg-slate-100 aria-[current]:text-primary-strong"
                    >
                      {label(item)}
                    </a>
                    {item.children.length > 0 && (
                      <ul className="ml-3 border-l border-border pl-2">
                        {item.children.map((child) => (
                          <li key={child.id}>
                            <a
                              href={child.href}
                              aria-current={current(child)}
                              {...external(child)}
                              className="block rounded-md px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100 aria-[current]:font-medium aria-[current]:text-primary-strong"
                            >
                              {label(child)}
                            </a>
                          </li>
                        ))}
                      </ul>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </details>
        )}
      </div>
    </header>
  );
}
