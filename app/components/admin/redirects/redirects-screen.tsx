import { Plus } from "lucide-react";
import { DataTable, ListEmpty, type DataColumn } from "~/components/admin/forms/data-table";
import { IconButton } from "~/components/admin/forms/icon-button";
import { RowIconSprite } from "~/components/admin/forms/row-icons";
import { SubmitForm } from "~/components/admin/forms/submit-form";
import { useState } from "react";
import { Link, useNavigate, useRevalidator, useSearchParams } from "react-router";
import { FILTER_SELECT_CLASS, hrefWith } from "~/components/admin/forms/list-filters";
import { filterHref, ListSearch } from "~/components/admin/forms/list-pager";
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

  const columns: DataColumn<RedirectRow>[] = [
    { header: rp.fromShort, className: "font-mono text-xs [overflow-wrap:anywhere]", cell: (redirect) => redirect.from_path },
    { header: rp.toShort, className: "font-mono text-xs [overflow-wrap:anywhere]", cell: (redirect) => redirect.to_path },
    { header: rp.status, headerClassName: "max-sm:hidden", className: "tabular-nums max-sm:hidden", cell: (redirect) => redirect.status_code },
    { header: rp.hits, headerClassName: "text-right max-sm:hidden", className: "text-right tabular-nums max-sm:hidden", cell: (redirect) => redirect.hits },
    {
      header: de.pagesAdmin.actions,
      srOnly: true,
      cell: (redirect) => (
        <div className="flex justify-end gap-1">
          <IconButton icon="pencil" label={rp.edit} target={redirect.from_path} onClick={() => setEditing(redirect)} />
          <IconButton icon="trash" label={de.pagesAdmin.delete} target={redirect.from_path} destructive onClick={() => setDeleting(redirect)} />
        </div>
      ),
    },
  ];

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
      <DataTable
        columns={columns}
        rows={redirects}
        rowKey={(redirect) => redirect.id}
        before={<RowIconSprite />}
        empty={
          query.q ? (
            <div className="rounded-xl border bg-card p-8 text-center">
              <p className="text-muted-foreground">{tl.noMatch}</p>
              <Button variant="outline" size="sm" className="mt-4" asChild>
                <Link to={hrefWith(params, { q: null, page: null })}>{tl.reset}</Link>
              </Button>
            </div>
          ) : (
            <ListEmpty>{rp.empty}</ListEmpty>
          )
        }
        paging={{ page, pageCount }}
      />
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
