import { AlertTriangle, RotateCw } from "lucide-react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { de } from "~/i18n/de";

const t = de.pagesAdmin.conflict;

/** A settings save, publish or discard met a newer version of the page: reload it from the server. */
export function OutdatedBanner() {
  const revalidator = useRevalidator();
  return (
    <div role="alert" className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t.title}</p>
        <p className="mt-0.5">{t.text}</p>
      </div>
      <Button type="button" variant="outline" size="sm" onClick={() => void revalidator.revalidate()}>
        <RotateCw aria-hidden="true" />
        {t.reload}
      </Button>
    </div>
  );
}
