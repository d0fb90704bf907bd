import { Check, Loader2, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { de } from "~/i18n/de";
import { pageHref } from "~/lib/navigation";
import { slugSchema } from "~/lib/page-schema";
import { FormField } from "~/components/admin/forms/fields";

const f = de.pagesAdmin.form;

type SlugState =
  | { kind: "idle" }
  | { kind: "checking" }
  | { kind: "available" }
  | { kind: "taken"; suggestion: string }
  | { kind: "invalid"; message: string; suggestion?: string };

/**
 * The slug input with a live uniqueness check: the shared schema first (no request for a slug that
 * can't be valid), then a debounced GET /api/pages/slug-check; stale answers are aborted.
 */
export function SlugField({
  value,
  onChange,
  exceptId,
  error,
  href = pageHref,
}: {
  value: string;
  onChange: (slug: string) => void;
  exceptId?: string;
  error?: string;
  /** The public address of a slug (a blog post lives at /blog/{slug}). */
  href?: (slug: string) => string;
}) {
  const [state, setState] = useState<SlugState>({ kind: "idle" });

  useEffect(() => {
    if (value.trim() === "") {
      setState({ kind: "idle" });
      return;
    }
    const parsed = slugSchema.safeParse(value);
    const controller = new AbortController();
    setState(parsed.success ? { kind: "checking" } : { kind: "invalid", message: parsed.error.issues[0]?.message ?? f.slugInvalid });
    const timer = window.setTimeout(async () => {
      const params = new URLSearchParams({ slug: value });
      if (exceptId) params.set("except_id", exceptId);
      try {
        const response = await fetch(`/api/pages/slug-check?${params}`, { signal: controller.signal, credentials: "same-origin" });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        const body = (await response.json()) as { available: boolean; suggestion: string };
        if (body.available) setState({ kind: "available" });
        else if (parsed.success) setState({ kind: "taken", suggestion: body.suggestion });
        else setState({ kind: "invalid", message: parsed.error.issues[0]?.message ?? f.slugInvalid, suggestion: body.suggestion });
      } catch (err) {
        if (controller.signal.aborted) return;
        // The server checks again on save; a failed live check only loses the hint.
        console.error("Slug-Prüfung fehlgeschlagen", err);
        setState({ kind: "idle" });
      }
    }, 300);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [value, exceptId]);

  const suggestion = state.kind === "taken" || state.kind === "invalid" ? state.suggestion : undefined;
  const status =
    state.kind === "checking" ? (
      <span className="flex items-center gap-1">
        <Loader2 aria-hidden="true" className="size-3 motion-safe:animate-spin" />
        {f.slugChecking}
      </span>
    ) : state.kind === "available" ? (
      <span className="flex items-center gap-1 font-medium text-success">
        <Check aria-hidden="true" className="size-3.5" />
        {f.slugAvailable}
      </span>
    ) : state.kind === "taken" || state.kind === "invalid" ? (
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-destructive">
        <span className="flex items-center gap-1">
          <X aria-hidden="true" className="size-3.5" />
          {state.kind === "taken" ? f.slugTaken : state.message}
        </span>
        {suggestion && (
          <Button type="button" variant="outline" size="sm" className="h-6 px-2 text-xs" onClick={() => onChange(suggestion)}>
            {f.slugAdopt(suggestion)}
          </Button>
        )}
      </span>
    ) : null;

  return (
    <FormField
      id="page-slug"
      label={f.slug}
      error={error}
      hint={
        <div className="grid gap-1">
          <span aria-live="polite">{status}</span>
          {value.trim() !== "" && <span>{f.slugHint(href(value.trim()))}</span>}
        </div>
      }
    >
      {(aria) => (
        <Input id="page-slug" value={value} onChange={(e) => onChange(e.target.value)} autoComplete="off" spellCheck={false} className="font-mono" {...aria} />
      )}
    </FormField>
  );
}
