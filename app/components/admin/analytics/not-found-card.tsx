import { ArrowRightLeft } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { FormField } from "~/components/admin/forms/fields";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { apiRequest } from "~/components/admin/pages/api-client";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { de } from "~/i18n/de";
import { deAnalytics } from "~/i18n/analytics";
import type { AnalyticsReport } from "~/lib/analytics";
import { pageHref } from "~/lib/navigation";
import { formatCount } from "./numbers";
import { RankedCard } from "./top-list";

const t = deAnalytics.screen.notFound;

type NotFoundRow = AnalyticsReport["not_found"][number];

/** Broken inbound links: each address with its hits and either its redirect or a button to add one. */
export function NotFoundCard({ rows }: { rows: NotFoundRow[] }) {
  const [creating, setCreating] = useState<string | null>(null);
  // After a redirect is created its button is gone: focus moves to the new redirect's link.
  const [focusPath, setFocusPath] = useState<string | null>(null);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!focusPath || !rows.some((row) => row.path === focusPath && row.redirect)) return;
    const link = [...document.querySelectorAll<HTMLElement>("[data-redirect-for]")].find((el) => el.dataset.redirectFor === focusPath);
    if (!link) return;
    // After the dialog has handed focus back (to the button that no longer exists).
    requestAnimationFrame(() => link.focus());
    setFocusPath(null);
  }, [focusPath, rows]);
  return (
    <RankedCard
      title={t.title}
      hint={t.hint}
      rows={rows}
      empty={t.empty}
      testId="analytics-not-found"
      table={(shown, attributes) => (
        <table className="w-full text-sm" {...attributes}>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="pb-1.5 text-left font-medium">
                {t.path}
              </th>
              <th scope="col" className="pb-1.5 pl-3 text-right font-medium">
                {t.hits}
              </th>
              <th scope="col" className="pb-1.5 pl-3 text-left font-medium">
                {t.redirect}
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.path} className="border-t" data-testid="not-found-row">
                <td className="w-full max-w-0 py-1.5">
                  <div className="truncate font-mono text-xs" title={row.path}>
                    {row.path}
                  </div>
                </td>
                <td className="py-1.5 pl-3 text-right tabular-nums">{formatCount(row.hits)}</td>
                <td className="max-w-40 py-1.5 pl-3 sm:max-w-56">
                  {row.redirect ? (
                    <Link
                      to="/admin/redirects"
                      data-redirect-for={row.path}
                      className="block truncate rounded-sm font-mono text-xs text-primary-strong underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      title={t.redirectLink(row.path, row.redirect.to_path)}
                      aria-label={t.redirectLink(row.path, row.redirect.to_path)}
                    >
                      {t.redirectTo(row.redirect.to_path)}
                    </Link>
                  ) : (
                    <Button variant="outline" size="sm" className="h-7 px-2 text-xs" aria-label={t.createFor(row.path)} title={t.createFor(row.path)} onClick={() => setCreating(row.path)}>
                      <ArrowRightLeft aria-hidden="true" />
                      <span className="max-sm:sr-only">{t.create}</span>
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    >
      {creating !== null && (
        <CreateRedirectDialog
          from={creating}
          onClose={() => setCreating(null)}
          onCreated={() => {
            setFocusPath(creating);
            void revalidator.revalidate();
          }}
        />
      )}
    </RankedCard>
  );
}

interface PageOption {
  href: string;
  title: string;
}

/** The site's published pages as address suggestions; without them the field still takes any address. */
function usePageSuggestions(): PageOption[] {
  const [options, setOptions] = useState<PageOption[]>([]);
  useEffect(() => {
    let cancelled = false;
    void apiRequest<{ slug: string; title: string; is_published: boolean }[]>("GET", "/api/pages").then((result) => {
      if (cancelled || !result.ok || !Array.isArray(result.data)) return;
      setOptions(result.data.filter((page) => page.is_published).map((page) => ({ href: pageHref(page.slug), title: page.title })));
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return options;
}

function CreateRedirectDialog({ from, onClose, onCreated }: { from: string; onClose: () => void; onCreated: () => void }) {
  const [to, setTo] = useState("");
  const { run, busy, errors, setErrors } = useApiAction();
  const suggestions = usePageSuggestions();
  const toRef = useRef<HTMLInputElement>(null);
  const listId = useId();

  async function save() {
    if (!to.trim()) {
      setErrors({ to_path: t.toRequired });
      toRef.current?.focus();
      return;
    }
    const result = await run({
      method: "POST",
      url: "/api/redirects",
      body: { from_path: from, to_path: to.trim(), status_code: 301 },
      success: de.pagesAdmin.redirectsPage.created,
      failure: de.pagesAdmin.redirectsPage.saveFailed,
    });
    if (result.ok) {
      onClose();
      onCreated();
    } else if (result.fields.to_path) toRef.current?.focus();
  }

  return (
    <FormDialog title={t.dialogTitle} description={t.dialogText} onClose={onClose} onSubmit={save} busy={busy !== null} submitLabel={t.save} busyLabel={t.saving}>
      <FormField id="analytics-redirect-from" label={t.from} error={errors.from_path}>
        {(aria) => <Input id="analytics-redirect-from" value={from} readOnly className="bg-muted font-mono" {...aria} />}
      </FormField>
      <FormField id="analytics-redirect-to" label={t.to} error={errors.to_path} hint={t.toHint} required>
        {(aria) => (
          <Input
            ref={toRef}
            id="analytics-redirect-to"
            // The address to fill in; "Von" is given and read-only.
            autoFocus
            value={to}
            list={listId}
            autoComplete="off"
            placeholder={t.toPlaceholder}
            className="font-mono"
            onChange={(e) => {
              setTo(e.target.value);
              setErrors({});
            }}
            {...aria}
          />
        )}
      </FormField>
      <datalist id={listId}>
        {suggestions.map((option) => (
          <option key={option.href} value={option.href}>
            {option.title}
          </option>
        ))}
      </datalist>
    </FormDialog>
  );
}
