import { Menu } from "lucide-react";
import { Link, NavLink } from "react-router";
import { deSite as de } from "~/i18n/site";
import type { NavItem } from "~/lib/navigation";

/** Header with top-level navigation; dropdown submenus come with the public-site issue. */
export function SiteHeader({ siteName, navigation }: { siteName: string; navigation: NavItem[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <a
        href="#inhalt"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-3 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {de.site.skipToContent}
      </a>
      <div className="mx-auto flex h-16 max-w-[1200px] items-center justify-between gap-6 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-md font-semibold tracking-tight focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
          <span aria-hidden="true" className="grid size-8 place-items-center rounded-md bg-primary text-sm font-bold text-primary-foreground">
            {siteName.slice(0, 1)}
          </span>
          <span className="text-base sm:text-lg">{siteName}</span>
        </Link>
        <nav aria-label={de.site.mainNavigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.href}
                  className={({ isActive }) =>
                    `rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
                      isActive ? "text-primary-strong" : "text-slate-700 hover:text-slate-900"
                    }`
                  }
                >
                  {item.title}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <details className="group relative md:hidden">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden">
            <Menu aria-hidden="true" className="size-5" />
            {de.site.menu}
          </summary>
          <nav aria-label={de.site.mainNavigation} className="absolute right-0 top-12 w-64 rounded-lg border border-border bg-white p-2 shadow-lg">
            <ul>
              {navigation.map((item) => (
                <li key={item.id}>
                  <Link to={item.href} className="block rounded-md px-3 py-2 font-medium hover:bg-slate-100">
                    {item.title}
                  </Link>
                  {item.children.length > 0 && (
                    <ul className="ml-3 border-l border-border pl-2">
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <Link to={child.href} className="block rounded-md px-3 py-1.5 text-sm text-slate-600 hover:bg-slate-100">
                            {child.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </details>
      </div>
    </header>
  );
}
