import {
  BarChart3,
  DatabaseBackup,
  Download,
  ExternalLink,
  FileText,
  Import,
  Image,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  LogOut,
  Mail,
  Menu,
  Newspaper,
  Presentation,
  ScrollText,
  Settings,
  ShieldCheck,
  Signpost,
  Users,
  XIcon,
  type LucideIcon,
} from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { useEffect, useState, type ReactNode } from "react";
import { NavLink, useLocation, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { toast, Toaster } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { deImport } from "~/i18n/import";
import { deBackups } from "~/i18n/backups-admin";
import { deLog } from "~/i18n/log";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
import { dePeople } from "~/i18n/people";
import { cn } from "~/lib/utils";

interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  /** A count shown beside the label (e.g. unread enquiries); hidden when 0. */
  count?: number;
  countLabel?: (n: number) => string;
}

const NAV: NavEntry[] = [
  { to: "/admin", label: de.admin.nav.dashboard, icon: LayoutDashboard, end: true },
  { to: "/admin/pages", label: de.admin.nav.pages, icon: FileText },
  { to: "/admin/inbox", label: de.admin.nav.inbox, icon: Inbox, countLabel: de.inbox.unreadCount },
  { to: "/admin/blog", label: de.admin.nav.blog, icon: Newspaper },
  { to: "/admin/presentations", label: dePresentationsAdmin.nav, icon: Presentation },
  { to: "/admin/media", label: de.admin.nav.media, icon: Image },
  { to: "/admin/downloads", label: de.admin.nav.downloads, icon: Download },
  { to: "/admin/templates", label: de.admin.nav.templates, icon: LayoutTemplate },
  { to: "/admin/analytics", label: de.admin.nav.analytics, icon: BarChart3 },
  { to: "/admin/settings", label: de.admin.nav.settings, icon: Settings },
];
const SECONDARY: NavEntry[] = [
  { to: "/admin/users", label: dePeople.nav, icon: Users },
  { to: "/admin/konto", label: de.admin.nav.account, icon: ShieldCheck },
  { to: "/admin/postausgang", label: de.admin.nav.outbox, icon: Mail },
  { to: "/admin/redirects", label: de.pagesAdmin.redirectsPage.title, icon: Signpost },
  { to: "/admin/import", label: deImport.nav, icon: Import },
  { to: "/admin/backups", label: deBackups.title, icon: DatabaseBackup },
  { to: "/admin/log", label: deLog.nav, icon: ScrollText },
];

/** Sign-out per spec §8: 401/403/404 from logout are ignored; other errors show a toast. */
export async function signOut(): Promise<void> {
  try {
    const response = await fetch("/api/auth/sign-out", { method: "POST", credentials: "same-origin", headers: { "content-type": "application/json" }, body: "{}" });
    if (!response.ok && ![401, 403, 404].includes(response.status)) throw new Error(`HTTP ${response.status}`);
    window.location.assign("/");
  } catch (error) {
    console.error("Abmeldung fehlgeschlagen", error);
    toast.error(de.auth.signOutFailed);
  }
}

/** Hidden from sight (kept for screen readers) while the sidebar is the builder's icon rail. */
const RAIL_HIDDEN = "group-has-[[data-page-builder]]/shell:max-2xl:sr-only";

function NavItem({ to, label, icon: Icon, end, count, countLabel, onNavigate }: NavEntry & { onNavigate?: () => void }) {
  return (
    <NavLink
      to={to}
      end={end}
      prefetch="intent"
      onClick={onNavigate}
      title={label}
      className={({ isActive }) =>
        cn(
          "flex shrink-0 items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          isActive && "bg-accent text-foreground",
        )
      }
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={RAIL_HIDDEN}>{label}</span>
      {count ? (
        <span className="ml-auto rounded-full group-has-[[data-page-builder]]/shell:max-2xl:absolute group-has-[[data-page-builder]]/shell:max-2xl:ml-4 group-has-[[data-page-builder]]/shell:max-2xl:-mt-4 group-has-[[data-page-builder]]/shell:max-2xl:text-[10px] group-has-[[data-page-builder]]/shell:max-2xl:leading-4 bg-primary-strong px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{countLabel ? `, ${countLabel(count)}` : String(count)}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * Only the areas the role may open: `areas` comes from the layout loader (adminAreas of
 * app/server/auth/operations.ts, the matrix the server enforces); without it every area shows.
 */
function allowed(areas: readonly string[] | undefined) {
  return (item: NavEntry) => !areas || areas.includes(item.to);
}

/** Every admin area: the sidebar on wide screens, the menu sheet on narrow ones. */
function NavLinks({ nav, onNavigate }: { nav: { main: NavEntry[]; secondary: NavEntry[] }; onNavigate?: () => void }) {
  return (
    <>
      {nav.main.map((item) => (
        <NavItem key={item.to} {...item} onNavigate={onNavigate} />
      ))}
      <div className="my-3 border-t" />
      {nav.secondary.map((item) => (
        <NavItem key={item.to} {...item} onNavigate={onNavigate} />
      ))}
    </>
  );
}

function Brand() {
  return (
    <a href="/admin" className="flex items-center gap-2 px-2.5 py-2 font-semibold">
      <span aria-hidden="true" className="grid size-7 place-items-center rounded-md bg-primary text-xs font-bold text-primary-foreground">
        C
      </span>
      <span className={RAIL_HIDDEN}>{de.admin.title}</span>
    </a>
  );
}

function ViewSiteLink() {
  return (
    <a href="/" className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-muted-foreground hover:text-foreground">
      <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
      <span className={RAIL_HIDDEN}>{de.admin.nav.viewSite}</span>
    </a>
  );
}

/**
 * Below 768 px the sidebar is gone: 'Menü' opens every area (and 'Abmelden') in a sheet from the
 * left. A Radix dialog: focus stays inside while open, Escape closes it, the trigger carries
 * aria-expanded; choosing an area closes it too (the link's click and, for any other way, the
 * location change).
 */
function MenuSheet({ nav, onSignOut, busy }: { nav: { main: NavEntry[]; secondary: NavEntry[] }; onSignOut: () => void; busy: boolean }) {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);
  const close = () => setOpen(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger asChild>
        <Button variant="outline" size="sm" className="md:hidden" data-testid="admin-menu-button">
          <Menu aria-hidden="true" className="size-4" />
          {de.admin.nav.menu}
        </Button>
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          data-testid="admin-menu"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-1 overflow-y-auto border-r bg-background p-3 text-sm shadow-lg outline-none"
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <DialogPrimitive.Title asChild>
              <h2 className="sr-only">{de.admin.nav.menuTitle}</h2>
            </DialogPrimitive.Title>
            <Brand />
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" className="size-8" aria-label={de.admin.nav.closeMenu} title={de.admin.nav.closeMenu}>
                <XIcon aria-hidden="true" className="size-4" />
              </Button>
            </DialogPrimitive.Close>
          </div>
          <nav aria-label={de.admin.title} className="flex flex-col gap-0.5">
            <NavLinks nav={nav} onNavigate={close} />
          </nav>
          <div className="mt-auto grid gap-1 border-t pt-3">
            <ViewSiteLink />
            <Button variant="outline" size="sm" disabled={busy} onClick={onSignOut} className="justify-start">
              <LogOut aria-hidden="true" className="size-4" />
              {de.admin.signOut}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function AdminShell({ email, role, areas, unread = 0, children }: { email: string; role?: string; areas?: readonly string[]; unread?: number; children: ReactNode }) {
  const nav = {
    main: NAV.filter(allowed(areas)).map((item) => (item.to === "/admin/inbox" ? { ...item, count: unread } : item)),
    secondary: SECONDARY.filter(allowed(areas)),
  };
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    await signOut();
    setBusy(false);
  };
  return (
    // While the page builder is on screen (below 1536 px) the sidebar narrows to its icons, the labels
    // kept for screen readers and as tooltips: the canvas needs the width (spec §2, issue 25).
    <div className="group/shell flex min-h-dvh bg-muted/40 text-sm">
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r bg-background p-3 md:flex group-has-[[data-page-builder]]/shell:max-2xl:w-14 group-has-[[data-page-builder]]/shell:max-2xl:px-1.5">
        <div className="mb-4">
          <Brand />
        </div>
        <nav aria-label={de.admin.title} className="flex flex-1 flex-col gap-0.5">
          <NavLinks nav={nav} />
        </nav>
        <ViewSiteLink />
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b bg-background/95 px-4 backdrop-blur">
          <MenuSheet nav={nav} onSignOut={onSignOut} busy={busy} />
          <span role="status" aria-live="polite" className="ml-auto text-xs text-muted-foreground">
            {/* The layout loader checks session and role on the server at every admin navigation. */}
            {navigation.state === "loading" ? de.auth.checking : ""}
          </span>
          <span className="truncate text-muted-foreground max-md:hidden" data-testid="admin-user">
            {email}
          </span>
          {role && (
            <span className="rounded-full border px-2 py-0.5 text-xs text-muted-foreground max-md:hidden" data-testid="admin-role">
              {role}
            </span>
          )}
          {/* On a phone 'Abmelden' sits in the menu sheet; the top bar keeps 'Menü' and the status. */}
          <Button variant="outline" size="sm" disabled={busy} onClick={onSignOut} className="max-md:hidden">
            <LogOut aria-hidden="true" className="size-4" />
            {de.admin.signOut}
          </Button>
        </header>
        <main className={cn("flex-1 p-4 md:p-8 group-has-[[data-page-builder]]/shell:md:p-3", navigation.state === "loading" && "opacity-70 transition-opacity")}>{children}</main>
      </div>
      <Toaster />
    </div>
  );
}
