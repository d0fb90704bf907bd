import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** A native select in a list's filter bar (inbox, log), the height of the inputs beside it. */
export const FILTER_SELECT_CLASS =
  "h-9 rounded-md border border-input bg-background px-2.5 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50";

/** The list's address with some parameters changed; an empty value removes one (filters survive opening an item and paging). */
export function hrefWith(
  params: URLSearchParams,
  changes: Record<string, string | null>,
): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === "") next.delete(key);
    else next.set(key, value);
  }
  const query = next.toString();
  return query ? `?${query}` : "?";
}

/** 'Zurück' / 'Weiter' under a paged list; disabled without a target. */
export function PageLink({ label, href, preventScrollReset }: { label: string; href: string | null; preventScrollReset?: boolean }) {
  if (!href) {
    return (
      <Button variant="outline" size="sm" disabled>
        {label}
      </Button>
    );
  }
  return (
    <Button variant="outline" size="sm" asChild>
      <Link to={href} preventScrollReset={preventScrollReset}>
        {label}
      </Link>
    </Button>
  );
}
