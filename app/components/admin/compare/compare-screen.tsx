import { ArrowLeft } from "lucide-react";
import { useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { FILTER_SELECT_CLASS } from "~/components/admin/forms/list-filters";
import { Button } from "~/components/ui/button";
import { deCompare as t } from "~/i18n/compare";
import type { PageComparison } from "~/lib/compare/types";
import { cn } from "~/lib/utils";
import { ComparisonView, type ComparisonMode } from "./comparison-view";

export interface CompareOption {
  value: string;
  label: string;
}

/** The screen /admin/pages/:id/compare: two states chosen above, the comparison below. */
export function CompareScreen({
  page,
  options,
  from,
  to,
  mode = "side",
  comparison,
  error,
}: {
  page: { id: string; title: string };
  options: CompareOption[];
  from: string;
  to: string;
  mode?: ComparisonMode;
  comparison: PageComparison | null;
  error: string | null;
}) {
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = () => formRef.current && submit(formRef.current, { replace: true, preventScrollReset: true });
  const select = (name: "from" | "to", value: string, label: string) => (
    <div className="grid gap-1">
      <label htmlFor={`compare-${name}`} className="text-xs text-muted-foreground">
        {label}
      </label>
      <select id={`compare-${name}`} name={name} defaultValue={value} className={cn(FILTER_SELECT_CLASS, "w-full sm:w-96")} onChange={apply}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-4">
      <div>
        <Button asChild variant="link" size="sm" className="mb-1 h-auto px-0 text-muted-foreground">
          <Link to={`/admin/pages/${page.id}/revisions`}>
            <ArrowLeft aria-hidden="true" />
            {t.back}
          </Link>
        </Button>
        <h1 className="text-2xl font-semibold tracking-tight">{t.title(page.title)}</h1>
        <p className="mt-1 text-muted-foreground">{t.intro}</p>
      </div>
      <Form key={`${from}|${to}`} ref={formRef} method="get" aria-label={t.compare} className="flex flex-wrap items-end gap-3 rounded-xl border bg-card p-4 shadow-xs">
        {select("from", from, t.fromLabel)}
        {select("to", to, t.toLabel)}
        <Button type="submit" variant="outline">
          {t.compare}
        </Button>
      </Form>
      {error ? (
        <p role="alert" className="rounded-xl border border-destructive/40 bg-destructive/5 p-4 text-destructive">
          {error}
        </p>
      ) : (
        comparison && <ComparisonView key={mode} comparison={comparison} defaultMode={mode} />
      )}
    </div>
  );
}
