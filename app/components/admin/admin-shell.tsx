import {
  BarChart3,
  Download,
  ExternalLink,
  FileText,
  Image,
  Inbox,
  LayoutDashboard,
  LayoutTemplate,
  LogOut,
  Mail,
  Newspaper,
  Presentation,
  Settings,
  ShieldCheck,
  Signpost,
  type LucideIcon,
} from "lucide-react";
import { useState, type ReactNode } from "react";
import { NavLink, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { toast, Toaster } from "~/components/ui/sonner";
import { de } from "~/i18n/de";
import { dePresentationsAdmin } from "~/i18n/presentations-admin";
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
  { to: "/admin/konto", label: de.admin.nav.account, icon: ShieldCheck },
  { to: "/admin/postausgang", label: de.admin.nav.outbox, icon: Mail },
  { to: "/admin/redirects", label: de.pagesAdmin.redirectsPage.title, icon: Signpost },
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

/** `compact`: icon only (the label for screen readers and as tooltip), for the phone's top bar. */
function NavItem({ to, label, icon: Icon, end, count, countLabel, compact }: NavEntry & { compact?: boolean }) {
  return (
    <NavLink
      to={to}
      end={end}
      prefetch="intent"
      title={compact ? label : undefined}
      className={({ isActive }) =>
        cn(
          "flex shrink-0 items-center gap-2.5 rounded-md px-2.5 py-1.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
          compact && "gap-1 px-2",
          isActive && "bg-accent text-foreground",
        )
      }
    >
      <Icon aria-hidden="true" className="size-4" />
      {compact ? <span className="sr-only">{label}</span> : label}
      {count ? (
        <span className="ml-auto rounded-full bg-primary-strong px-1.5 text-xs leading-5 font-semibold text-primary-foreground tabular-nums">
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{countLabel ? `, ${countLabel(count)}` : String(count)}</span>
        </span>
      ) : null}
    </NavLink>
  );
}

export function AdminShell({ email, unread = 0, children }: { email: string; unread?: number; children: ReactNode }) {
  const nav = NAV.map((item) => (item.to === "/admin/inbox" ? { ...item, count: unread } : item));
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex min-h-dvh bg-muted/40 text-sm">
      <aside className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-r bg-background p-3 md:flex">
        <a href="/admin" className="mb-4 flex items-center gap-2 px-2.5 py-2 font-semibold">
          <span aria-hidden="true" className="grid size-7 place-items-center rounded-md bg-primary text-xs font-bold text-primary-foreground">
            C
          </span>
          {de.admin.title}
        </a>
        <nav aria-label={de.admin.title} className="flex flex-1 flex-col gap-0.5">
          {nav.map((item) => (
            <NavItem key={item.to} {...item} />
          ))}
          <div className="my-3 border-t" />
          {SECONDARY.map((item) => (
            <NavItem key={item.to} {...item} />
          ))}
        </nav>
        <a href="/" className="flex items-center gap-2 rounded-md px-2.5 py-1.5 text-muted-foreground hover:text-foreground">
          <ExternalLink aria-hidden="true" className="size-4" />
          {de.admin.nav.viewSite}
        </a>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between gap-3 border-b bg-background/95 px-4 backdrop-blur">
          <nav aria-label={de.admin.title} className="flex gap-1 overflow-x-auto md:hidden">
            {nav.slice(0, 4).map((item) => (
              <NavItem key={item.to} {...item} compact />
            ))}
          </nav>
          <span role="status" aria-live="polite" className="ml-auto text-xs text-muted-foreground">
            {/* The layout loader checks session and role on the server at every admin navigation. */}
            {navigation.state === "loading" ? de.auth.checking : ""}
          </span>
          <span className="truncate text-muted-foreground max-md:hidden" data-testid="admin-user">
            {email}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={async () => {
              setBusy(true);
              await signOut();
              setBusy(false);
            }}
          >
            <LogOut aria-hidden="true" className="size-4" />
            {de.admin.signOut}
          </Button>
        </header>
        <main className={cn("flex-1 p-4 md:p-8", navigation.state === "loading" && "opacity-70 transition-opacity")}>{children}</main>
      </div>
      <Toaster />
    </div>
  );
}
