import { AlertTriangle, CircleCheck, Wand2, XCircle } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { de } from "~/i18n/de";
import type { SeoResult } from "~/blocks/seo";
import { cn } from "~/lib/utils";

const s = de.pagesAdmin.seo;

interface Props {
  result: SeoResult;
  /** The JSON is invalid right now; the check shows the last valid state. */
  stale: boolean;
  fixing: boolean;
  onFixHeadings: () => void;
  /** Why the heading fix is not offered here (e.g. a presentation's slides); shown under the button. */
  blockedReason?: string;
}

export function SeoPanel({ result, stale, fixing, onFixHeadings, blockedReason }: Props) {
  const titleId = useId();
  const staleId = useId();
  const reasonId = useId();
  const describedBy = [stale ? staleId : "", blockedReason ? reasonId : ""].filter(Boolean).join(" ") || undefined;
  const tone = result.score >= 80 ? "text-success" : result.score >= 50 ? "text-amber-700" : "text-destructive";
  return (
    <Card className="gap-3 py-5" aria-labelledby={titleId} data-testid="seo-panel">
      <CardHeader className="px-5">
        <CardTitle id={titleId} className="flex items-center justify-between text-base">
          {s.title}
          <span className={cn("text-lg font-semibold tabular-nums", tone)} data-testid="seo-score">
            {s.score(result.score)}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-5">
        {stale && (
          <p id={staleId} className="text-xs text-amber-700">
            {s.invalidJson}
          </p>
        )}
        {result.issues.length === 0 ? (
          <p className="flex items-center gap-1.5 text-success">
            <CircleCheck aria-hidden="true" className="size-4" />
            {s.noIssues}
          </p>
        ) : (
          <ul className="grid gap-1.5" aria-live="polite">
            {result.issues.map((issue, i) => (
              <li key={`${issue.code}-${i}`} className="flex items-start gap-1.5">
                {issue.severity === "error" ? (
                  <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive" />
                ) : (
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
                )}
                <span>{issue.message}</span>
              </li>
            ))}
          </ul>
        )}
        <div className="grid gap-1.5 border-t pt-3">
          <p className="text-xs font-medium text-muted-foreground">{s.headings}</p>
          {result.headings.length === 0 ? (
            <p className="text-xs text-muted-foreground">{s.noHeadings}</p>
          ) : (
            <ol className="grid gap-0.5 text-xs">
              {result.headings.map((h, i) => (
                <li key={i} className="truncate" style={{ paddingLeft: (h.level - 1) * 12 }}>
                  <span className="mr-1.5 font-mono text-muted-foreground">H{h.level}</span>
                  {h.text || "–"}
                </li>
              ))}
            </ol>
          )}
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onFixHeadings}
          disabled={fixing || stale || Boolean(blockedReason)}
          aria-describedby={describedBy}
          title={blockedReason ?? (stale ? s.invalidJson : undefined)}
        >
          <Wand2 aria-hidden="true" />
          {de.seo.fixHeadings}
        </Button>
        {blockedReason && (
          <p id={reasonId} className="text-xs text-muted-foreground">
            {blockedReason}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
