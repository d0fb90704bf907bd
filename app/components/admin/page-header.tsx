import { ArrowLeft, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/**
 * The head of an admin screen: its title (the page's only h1), an optional intro line and, on the
 * right, its main actions. One component so every area looks and reads the same.
 */
export function AdminPageHeader({
  title,
  intro,
  actions,
  back,
}: {
  title: ReactNode;
  intro?: ReactNode;
  actions?: ReactNode;
  /** A link back to the area a form screen belongs to, above the title. */
  back?: { to: string; label: string };
}) {
  const heading = (
    <div>
      {back && (
        <Button asChild variant="link" size="sm" className="mb-1 h-auto px-0 text-muted-foreground">
          <Link to={back.to}>
            <ArrowLeft aria-hidden="true" />
            {back.label}
          </Link>
        </Button>
      )}
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      {intro && <p className="mt-1 max-w-2xl text-muted-foreground">{intro}</p>}
    </div>
  );
  if (!actions) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      {heading}
      <div className="flex flex-wrap gap-2">{actions}</div>
    </div>
  );
}

/**
 * A link among a screen's actions: `to` for an admin route, `href` for a page outside the admin
 * (opened in a new tab when `newTab`). The first action is primary, the others outlined.
 */
export function HeaderLink({ to, href, icon: Icon, label, outline, newTab }: { to?: string; href?: string; icon: LucideIcon; label: ReactNode; outline?: boolean; newTab?: boolean }) {
  const body = (
    <>
      <Icon aria-hidden="true" />
      {label}
    </>
  );
  return (
    <Button asChild variant={outline ? "outline" : undefined} size="sm">
      {to !== undefined ? (
        <Link to={to}>{body}</Link>
      ) : (
        <a href={href} {...(newTab ? { target: "_blank", rel: "noopener" } : {})}>
          {body}
        </a>
      )}
    </Button>
  );
}

/** An admin area's screen: the centred column with its head (AdminPageHeader) above the content. */
export function AdminScreen({ children, ...header }: Parameters<typeof AdminPageHeader>[0] & { children: ReactNode }) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <AdminPageHeader {...header} />
      {children}
    </div>
  );
}
