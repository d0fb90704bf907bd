import { FileText, Settings } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { deMedia } from "~/i18n/media";
import type { AssetUsage } from "~/lib/assets";

const t = deMedia.edit;

/** Where a file is used: pages (to their editor) and the settings' logos (to the settings). */
export function UsageList({ usages }: { usages: AssetUsage[] }) {
  return (
    <ul className="grid gap-1" data-testid="asset-usages">
      {usages.map((usage) =>
        usage.kind === "page" ? (
          <li key={`page-${usage.page_id}`} className="flex min-w-0 items-center gap-2">
            <FileText aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <Link to={`/admin/pages/${encodeURIComponent(usage.page_id)}/edit`} className="truncate font-medium text-primary-strong underline-offset-4 hover:underline">
              {usage.title}
            </Link>
            <span className="truncate font-mono text-xs text-muted-foreground">/{usage.slug}</span>
            {usage.state === "draft" && <Badge variant="outline">{t.draft}</Badge>}
          </li>
        ) : (
          <li key={`settings-${usage.field}`} className="flex min-w-0 items-center gap-2">
            <Settings aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <Link to="/admin/settings" className="truncate font-medium text-primary-strong underline-offset-4 hover:underline">
              {usage.label}
            </Link>
            <span className="text-xs text-muted-foreground">{t.settings}</span>
          </li>
        ),
      )}
    </ul>
  );
}
