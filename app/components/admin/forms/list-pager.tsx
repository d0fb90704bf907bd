import { Search } from "lucide-react";
import { Form, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { deListPaging as t } from "~/i18n/list-paging";
import { hrefWith, PageLink } from "./list-filters";

/**
 * 'Zurück' · 'Seite 2 von 40' · 'Weiter' under a list paged on the server (issue 38, item 18):
 * plain links that change `page` in the address, so the back button and shared links keep the view.
 * Nothing when everything fits on one page.
 */
export function ListPager({ page, pageCount, testId }: { page: number; pageCount: number; testId?: string }) {
  const [params] = useSearchParams();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t.pagination(page, pageCount)} className="flex items-center justify-between gap-2 text-sm text-muted-foreground" data-testid={testId ?? "list-pager"}>
      <PageLink label={t.previous} href={page > 1 ? hrefWith(params, { page: page > 2 ? String(page - 1) : null }) : null} />
      <span aria-current="page">{t.pageOf(page, pageCount)}</span>
      <PageLink label={t.next} href={page < pageCount ? hrefWith(params, { page: String(page + 1) }) : null} />
    </nav>
  );
}

/**
 * The search field of a paged list: a GET form on `q` (works without JavaScript); the other
 * parameters of the address (filters, sort) ride along, a new search starts at page 1.
 */
export function ListSearch({ value, placeholder, label, className }: { value: string; placeholder: string; label: string; className?: string }) {
  const [params] = useSearchParams();
  const kept = [...params.entries()].filter(([key]) => key !== "q" && key !== "page");
  return (
    <Form method="get" role="search" className={className ?? "flex min-w-48 flex-1 gap-2"} key={value}>
      {kept.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <div className="relative flex-1">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input type="search" name="q" defaultValue={value} placeholder={placeholder} aria-label={label} maxLength={200} className="pl-8" />
      </div>
      <Button type="submit" variant="outline">
        {t.search}
      </Button>
    </Form>
  );
}
