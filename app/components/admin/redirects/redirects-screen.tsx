import { Plus } from "lucide-react";
import { RowButton } from "~/components/admin/forms/row-controls";
import { RowIcon, RowIconSprite } from "~/components/admin/forms/row-icons";
import { SubmitForm } from "~/components/admin/forms/submit-form";
import { useState } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { FILTER_SELECT_CLASS, hrefWith } from "~/components/admin/forms/list-filters";
import { filterHref, ListPager, ListSearch } from "~/components/admin/forms/list-pager";
import { deListPaging } from "~/i18n/list-paging";
import { FormField } from "~/components/admin/forms/fields";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { Button } from "~/components/ui/button";
import { Card, CardContent } from "~/components/ui/card";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { Input } from "~/components/ui/input";
import { de } from "~/i18n/de";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";

const rp = de.pagesAdmin.redirectsPage;

export interface RedirectRow {
  id: string;
  from_path: string;
  to_path: string;
  status_code: number;
  hits: number;
}

interface RedirectValue {
  from: string;
  to: string;
}

/** From/to inputs with the server's field errors; used for adding and editing. A change clears the errors. */
function RedirectFields({ idPrefix, value, errors, onChange }: { idPrefix: string; value: RedirectValue; errors: Record<string, string>; onChange: (value: RedirectValue) => void }) {
  const { from, to } = value;
  return (
    <>
      <FormField id={`${idPrefix}-from`} label={rp.from} error={errors.from_path}>
        {(aria) => <Input id={`${idPrefix}-from`} value={from} placeholder="/alte-seite" className="font-mono" onChange={(e) => onChange({ from: e.target.value, to })} {...aria} />}
      </FormField>
      <FormField id={`${idPrefix}-to`} label={rp.to} error={errors.to_path}>
        {(aria) => <Input id={`${idPrefix}-to`} value={to} placeholder="/neue-seite" className="font-mono" onChange={(e) => onChange({ from, to: e.target.value })} {...aria} />}
      </FormField>
    </>
  );
}

const SORTS = ["quelle", "ziel", "aufrufe", "neueste"] as const;
const tl = deListPaging.redirects;

interface Props {
  /** One page of the list (searched and sorted on the server). */
  redirects: RedirectRow[];
  /** Redirects matching the search. */
  total: number;
  page: number;
  pageCount: number;
  query: { q: string; sort: string };
}

export function RedirectsScreen({ redirects, total, page, pageCount, query }: Props) {
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [value, setValue] = useState<RedirectValue>({ from: "", to: "" });
  const { run, busy, errors, setErrors } = useApiAction();
  const [editing, setEditing] = useState<RedirectRow | null>(null);
  const [deleting, setDeleting] = useState<RedirectRow | null>(null);

  async function add() {
    const result = await run({ method: "POST", url: "/api/redirects", body: { from_path: value.from, to_path: value.to }, success: rp.created, failure: rp.saveFailed });
    if (result.ok) {
      setValue({ from: "", to: "" });
      void revalidator.revalidate();
    }
  }

  async function remove(target: RedirectRow) {
    const result = await run({ method: "DELETE", url: `/api/redirects/${target.id}`, success: rp.deleted, failure: rp.deleteFailed });
    if (result.ok) void revalidator.revalidate();
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4">
      <AdminPageHeader title={rp.title} intro={rp.intro} />
      <Card className="py-5">
        <CardContent className="px-5">
          <SubmitForm className="grid items-start gap-4 sm:grid-cols-[1fr_1fr_auto]" onSubmit={add}>
            <RedirectFields
              idPrefix="redirect-new"
              value={value}
              errors={errors}
              onChange={(next) => (setValue(next), setErrors({}))}
            />
            <Button type="submit" disabled={busy !== null} className="sm:mt-[1.375rem]">
              <Plus aria-hidden="true" />
              {rp.add}
            </Button>
          </SubmitForm>
        </CardContent>
      </Card>
      <div className="flex flex-wrap items-center gap-2">
        <ListSearch value={query.q} placeholder={tl.search} label={tl.searchLabel} />
        <select
          aria-label={deListPaging.sort}
          value={query.sort}
          className={FILTER_SELECT_CLASS}
          data-testid="redirects-sort"
          onChange={(e) => navigate(filterHref(params, { sort: e.target.value === SORTS[0] ? null : e.target.value }), { preventScrollReset: true })}
        >
          {SORTS.map((s) => (
            <option key={s} value={s}>
              {tl.sorts[s]}
            </option>
          ))}
        </select>
        <span role="status" aria-live="polite" className="text-xs text-muted-foreground">
          {tl.count(total)}
        </span>
      </div>
      {redirects.length === 0 ? (
        query.q ? (
          <div className="rounded-xl border bg-card p-8 text-center">
            <p className="text-muted-foreground">{tl.noMatch}</p>
            <Button variant="outline" size="sm" className="mt-4" asChild>
              <Link to={hrefWith(params, { q: null, page: null })}>{tl.reset}</Link>
            </Button>
          </div>
        ) : (
          <p className="rounded-xl border bg-card p-8 text-center text-muted-foreground">{rp.empty}</p>
        )
      ) : (
        <div className="relative overflow-x-auto rounded-xl border bg-card shadow-xs">
          <RowIconSprite />
          <table className="w-full text-left">
            <thead className="border-b text-xs text-muted-foreground">
              <tr>
                <th className="px-4 py-2 font-medium">{rp.fromShort}</th>
                <th className="px-4 py-2 font-medium">{rp.toShort}</th>
                <th className="px-4 py-2 font-medium max-sm:hidden">{rp.status}</th>
                <th className="px-4 py-2 text-right font-medium max-sm:hidden">{rp.hits}</th>
                <th className="px-4 py-2">
                  <span className="sr-only">{de.pagesAdmin.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {redirects.map((redirect) => (
                <tr key={redirect.id} className="border-b last:border-b-0">
                  <td className="px-4 py-2 font-mono text-xs [overflow-wrap:anywhere]">{redirect.from_path}</td>
                  <td className="px-4 py-2 font-mono text-xs [overflow-wrap:anywhere]">{redirect.to_path}</td>
                  <td className="px-4 py-2 tabular-nums max-sm:hidden">{redirect.status_code}</td>
                  <td className="px-4 py-2 text-right tabular-nums max-sm:hidden">{redirect.hits}</td>
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-1">
                      <RowButton variant="ghost" aria-label={`${rp.edit}: ${redirect.from_path}`} title={rp.edit} onClick={() => setEditing(redirect)}>
                        <RowIcon name="pencil" />
                      </RowButton>
                      <RowButton
                        variant="ghost"
                        className="text-destructive hover:text-destructive"
                        aria-label={`${de.pagesAdmin.delete}: ${redirect.from_path}`}
                        title={de.pagesAdmin.delete}
                        onClick={() => setDeleting(redirect)}
                      >
                        <RowIcon name="trash" />
                      </RowButton>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ListPager page={page} pageCount={pageCount} />
      {editing && <EditRedirectDialog redirect={editing} onClose={() => setEditing(null)} onSaved={() => void revalidator.revalidate()} />}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={rp.deleteTitle}
        description={deleting ? rp.deleteText(deleting.from_path) : ""}
        confirmLabel={de.pagesAdmin.delete}
        onConfirm={() => deleting && void remove(deleting)}
      />
    </div>
  );
}

function EditRedirectDialog({ redirect, onClose, onSaved }: { redirect: RedirectRow; onClose: () => void; onSaved: () => void }) {
  const [value, setValue] = useState<RedirectValue>({ from: redirect.from_path, to: redirect.to_path });
  const { run, busy, errors, setErrors } = useApiAction();

  async function save() {
    const result = await run({ method: "PATCH", url: `/api/redirects/${redirect.id}`, body: { from_path: value.from, to_path: value.to }, success: rp.updated, failure: rp.saveFailed });
    if (result.ok) {
      onClose();
      onSaved();
    }
  }

  return (
    <FormDialog title={rp.editTitle} onClose={onClose} onSubmit={save} busy={busy !== null} submitLabel={de.pagesAdmin.save} busyLabel={de.pagesAdmin.saving}>
      <RedirectFields
        idPrefix="redirect-edit"
        value={value}
        errors={errors}
        onChange={(next) => (setValue(next), setErrors({}))}
      />
    </FormDialog>
  );
}
