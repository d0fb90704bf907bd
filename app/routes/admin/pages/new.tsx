import { Construction } from "lucide-react";
import { de } from "~/i18n/de";
// Placeholder: replaced by the pages screens.

/** Areas that later issues build (pages, blog, media, …) show this until then. */
export default function NotAvailable() {
  return (
    <div className="mx-auto max-w-lg rounded-xl border bg-card p-10 text-center shadow-sm">
      <title>{`${de.admin.notAvailableTitle} – ${de.admin.title}`}</title>
      <Construction aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
      <h1 className="mt-4 text-lg font-semibold">{de.admin.notAvailableTitle}</h1>
      <p className="mt-2 text-muted-foreground">{de.admin.notAvailableText}</p>
    </div>
  );
}
