import { AlertCircle, Braces, CheckCircle2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";
import { formatBlocks, type JsonCheck } from "./blocks-json";

const j = de.pagesAdmin.json;

interface Props {
  value: string;
  onChange: (value: string) => void;
  check: JsonCheck;
  /** The server's message for `content` from the last save, shown as it came. */
  serverError?: string;
}

export function BlocksJsonEditor({ value, onChange, check, serverError }: Props) {
  const invalid = !check.ok || !!serverError;
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">{j.title}</CardTitle>
        <CardDescription>{j.hint}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2 px-5">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="page-blocks">{j.label}</Label>
          <Button type="button" variant="outline" size="sm" disabled={!check.ok} onClick={() => check.ok && onChange(formatBlocks(check.blocks))}>
            <Braces aria-hidden="true" />
            {j.format}
          </Button>
        </div>
        <textarea
          id="page-blocks"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-invalid={invalid || undefined}
          aria-describedby="page-blocks-status"
          className={cn(
            "min-h-[28rem] w-full resize-y rounded-md border border-input bg-background px-3 py-2 font-mono text-xs leading-5 shadow-xs outline-none [tab-size:2]",
            "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive",
          )}
        />
        <div id="page-blocks-status" role="status" aria-live="polite" className="grid gap-1 text-xs">
          {check.ok ? (
            <span className="flex items-center gap-1.5 text-success">
              <CheckCircle2 aria-hidden="true" className="size-3.5" />
              {j.valid(check.blocks.length)}
            </span>
          ) : (
            <span className="flex items-start gap-1.5 font-medium text-destructive" data-testid="json-error">
              <AlertCircle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {check.message}
            </span>
          )}
          {serverError && (
            <span className="flex items-start gap-1.5 font-medium text-destructive" data-testid="json-server-error">
              <AlertCircle aria-hidden="true" className="mt-px size-3.5 shrink-0" />
              {j.serverError} {serverError}
            </span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
