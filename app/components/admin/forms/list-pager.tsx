import { Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, useSearchParams, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deListPaging as t } from "~/i18n/list-paging";
import { hrefWith, PageLink } from "./list-filters";

/**
 * 'Zurück' · 'Seite 2 von 40' · 'Weiter' under a list paged on the server (issue 38, item 18):
 * plain links that change `page` in the address, so the back button and shared links keep the view.
 * Nothing when everything fits on one page.
 */
export function ListPager({ page, pageCount, testId, param = "page", label }: { page: number; pageCount: number; testId?: string; /** The address parameter, for a second list on one screen. */ param?: string; /** Names the list for assistive technology when a screen has two. */ label?: string }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label ? `${label}: ${t.pagination(page, pageCount)}` : t.pagination(page, pageCount)} className="flex items-center justify-between gap-2 text-sm text-muted-foreground" data-testid={testId ?? "list-pager"}>
      <PageLink label={t.previous} href={page > 1 ? hrefWith(params, { [param]: page > 2 ? String(page - 1) : null }) : null} />
      <span aria-current="page">{t.pageOf(page, pageCount)}</span>
      <PageLink label={t.next} href={page < pageCount ? hrefWith(params, { [param]: String(page + 1) }) : null} />
    </nav>
  );
}

/** The pause after the last key before the list searches. */
const SEARCH_PAUSE_MS = 300;
const SEARCH_INPUT_ID = "liste-suche";
/** The search waiting for its pause (one list per screen). */
let pendingSearch: ReturnType<typeof setTimeout> | undefined;

/**
 * The list's address with a filter or the order changed: it starts at page 1 and takes the search
 * as typed so far (a search still waiting for its pause is sent with it, not after it).
 */
export function filterHref(params: URLSearchParams, changes: Record<string, string | null>): string {
  clearTimeout(pendingSearch);
  const typed = typeof document === "undefined" ? null : (document.getElementById(SEARCH_INPUT_ID) as HTMLInputElement | null)?.value.trim();
  return hrefWith(params, { ...(typed === null || typed === undefined ? {} : { q: typed }), ...changes, page: null, show: null });
}

/**
 * The search field of a paged list: a GET form on `q` (works without JavaScript: 'Suchen'); with
 * JavaScript it also searches a moment after typing stops. The other parameters of the address
 * (filters, sort) ride along, a new search starts at page 1.
 */
export function ListSearch({ value, placeholder, label, className }: { value: string; placeholder: string; label: string; className?: string }) {
  const [params] = useSearchParams();
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const kept = [...params.entries()].filter(([key]) => key !== "q" && key !== "page" && key !== "show");
  // The address changed elsewhere (reset, back button): the field follows unless someone types in it.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = value;
  }, [value]);
  useEffect(() => () => clearTimeout(pendingSearch), []);
  // Searching while typing: the address follows a short pause (one history entry per search, not per key).
  const onChange = (form: HTMLFormElement | null) => {
    clearTimeout(pendingSearch);
    pendingSearch = setTimeout(() => form && submit(form, { replace: true, preventScrollReset: true }), SEARCH_PAUSE_MS);
  };
  return (
    <Form method="get" role="search" className={className ?? "flex min-w-48 flex-1 gap-2"} onSubmit={() => clearTimeout(pendingSearch)}>
      {kept.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input ref={input} id={SEARCH_INPUT_ID} type="search" name="q" defaultValue={value} placeholder={placeholder} aria-label={label} maxLength={200} className="pl-8" onChange={(e) => onChange(e.currentTarget.form)} />
      </div>
      <Button type="submit" variant="outline">
        {t.search}
      </Button>
    </Form>
  );
}
