import { ChevronDown, Menu, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { deSite as de } from "~/i18n/site";
import type { NavItem } from "~/lib/navigation";

export interface HeaderLogo {
  src: string;
  /** Spec §9: small/medium/large/xlarge = 24/32/40/48 px. */
  height: number;
}

const LINK =
  "rounded-md px-3 py-2 text-[0.95rem] font-medium transition-colors hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50";

/**
 * Spec §2/§9 header: the logo (or the site's initial) linking to /, the main navigation as a tree
 * with dropdowns (toggle beside the parent link; Escape, an outside click and a route change close
 * them), and below 768 px a menu button listing parents with their children indented.
 */
export function SiteHeader({ siteName, navigation, logo }: { siteName: string; navigation: NavItem[]; logo: HeaderLogo | null }) {
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [logoFailed, setLogoFailed] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const location = useLocation();

  // A route change closes every menu.
  useEffect(() => {
    setOpen(null);
    setMobileOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (open === null && !mobileOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.parentElement?.contains(event.target as Node)) {
        setOpen(null);
        setMobileOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const toggle = open !== null ? document.getElementById(`untermenue-knopf-${open}`) : document.getElementById("menue-knopf");
      setOpen(null);
      setMobileOpen(false);
      toggle?.focus();
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open, mobileOpen]);

  const showLogo = logo && !logoFailed;
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
          {showLogo ? (
            <img
              src={logo.src}
              alt={de.site.logoAlt(siteName)}
              height={logo.height}
              style={{ height: `${logo.height}px`, width: "auto" }}
              // A logo that fails to load is hidden (spec §8); the site name stays.
              onError={() => setLogoFailed(true)}
            />
          ) : (
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-md bg-primary text-sm font-bold text-primary-foreground">
              {siteName.slice(0, 1)}
            </span>
          )}
          <span className={showLogo ? "sr-only" : "text-base sm:text-lg"}>{siteName}</span>
        </Link>

        <nav ref={navRef} aria-label={de.site.mainNavigation} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {navigation.map((item) => (
              <li key={item.id} className="group relative flex items-center">
                <NavLink to={item.href} end className={({ isActive }) => `${LINK} ${isActive ? "text-primary-strong" : "text-slate-700 hover:text-slate-900"}`}>
                  {item.title}
                </NavLink>
                {item.children.length > 0 && (
                  <>
                    <button
                      type="button"
                      id={`untermenue-knopf-${item.id}`}
                      aria-expanded={open === item.id}
                      aria-controls={`untermenue-${item.id}`}
                      aria-label={de.site.submenu(item.title)}
                      onClick={() => setOpen(open === item.id ? null : item.id)}
                      className="-ml-2 grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                    >
                      <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${open === item.id ? "rotate-180" : ""}`} />
                    </button>
                    <ul
                      id={`untermenue-${item.id}`}
                      // Opens with the toggle; without JavaScript on hover or keyboard focus.
                      className={`absolute top-full left-0 z-50 mt-1 min-w-56 rounded-lg border border-border bg-white p-2 shadow-lg ${
                        open === item.id ? "block" : "hidden group-focus-within:block group-hover:block"
                      }`}
                    >
                      {item.children.map((child) => (
                        <li key={child.id}>
                          <NavLink
                            to={child.href}
                            className={({ isActive }) =>
                              `block rounded-md px-3 py-2 text-sm hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 ${
                                isActive ? "font-medium text-primary-strong" : "text-slate-700"
                              }`
                            }
                          >
                            {child.title}
                          </NavLink>
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>

        {navigation.length > 0 && (
          // <details> opens without JavaScript too; with it, Escape, outside clicks and route changes close it.
          <details
            className="relative md:hidden"
            open={mobileOpen}
            onToggle={(event) => setMobileOpen((event.currentTarget as HTMLDetailsElement).open)}
          >
            <summary
              id="menue-knopf"
              className="flex cursor-pointer list-none items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 [&::-webkit-details-marker]:hidden"
            >
              {mobileOpen ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
              <span>{de.site.menu}</span>
            </summary>
            <nav aria-label={de.site.mainNavigation} className="absolute right-0 top-12 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-white p-2 shadow-lg">
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
        )}
      </div>
    </header>
  );
}
