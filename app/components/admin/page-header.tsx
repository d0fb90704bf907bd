import type { ReactNode } from "react";

/**
 * The head of an admin screen: its title (the page's only h1), an optional intro line and, on the
 * right, its main actions. One component so every area looks and reads the same.
 */
export function AdminPageHeader({ title, intro, actions }: { title: ReactNode; intro?: ReactNode; actions?: ReactNode }) {
  const heading = (
    <div>
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
