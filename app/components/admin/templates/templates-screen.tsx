import { FilePlus2, LayoutTemplate, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { FormField } from "~/components/admin/forms/fields";
import { useApiAction } from "~/components/admin/forms/use-api-action";
import { conflictFields } from "~/components/admin/pages/new-page-form";
import { Button } from "~/components/ui/button";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { Input } from "~/components/ui/input";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { slugify } from "~/lib/slug";
import { AdminPageHeader } from "~/components/admin/page-header";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";

const tp = de.pagesAdmin.templatesPage;

export interface TemplateRow {
  id: string;
  name: string;
  description: string | null;
  updated_at: string;
}

type Mode = { kind: "create"; template: TemplateRow } | { kind: "rename"; template: TemplateRow } | { kind: "delete"; template: TemplateRow } | null;

export function TemplatesScreen({ templates }: { templates: TemplateRow[] }) {
  const [mode, setMode] = useState<Mode>(null);
  const close = () => setMode(null);
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4">
      <AdminPageHeader title={tp.title} intro={tp.intro} />
      {templates.length === 0 ? (
        <div className="rounded-xl border bg-card p-10 text-center shadow-xs">
          <LayoutTemplate aria-hidden="true" className="mx-auto size-10 text-muted-foreground" />
          <p className="mx-auto mt-3 max-w-md text-muted-foreground">{tp.empty}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link to="/admin/pages">{tp.toPages}</Link>
          </Button>
        </div>
      ) : (
        <ul className="overflow-hidden rounded-xl border bg-card shadow-xs" aria-label={tp.title}>
          {templates.map((template) => (
            <li key={template.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 border-b px-4 py-3 last:border-b-0" data-testid="template-row">
              <div className="min-w-0 flex-1 basis-60">
                <p className="font-medium">{template.name}</p>
                <p className="text-xs text-muted-foreground">
                  {template.description ? `${template.description} · ` : ""}
                  {tp.updated} {formatDateTime(template.updated_at)}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button size="sm" onClick={() => setMode({ kind: "create", template })}>
                  <FilePlus2 aria-hidden="true" />
                  {tp.createPage}
                </Button>
                <Button variant="outline" size="sm" onClick={() => setMode({ kind: "rename", template })}>
                  <Pencil aria-hidden="true" />
                  {tp.rename}
                </Button>
                <Button variant="outline" size="sm" className="text-destructive hover:text-destructive" onClick={() => setMode({ kind: "delete", template })}>
                  <Trash2 aria-hidden="true" />
                  {de.pagesAdmin.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {mode?.kind === "create" && <CreatePageDialog template={mode.template} onClose={close} />}
      {mode?.kind === "rename" && <RenameDialog template={mode.template} onClose={close} />}
      <DeleteTemplateDialog template={mode?.kind === "delete" ? mode.template : null} onClose={close} />
    </div>
  );
}

function CreatePageDialog({ template, onClose }: { template: TemplateRow; onClose: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const { run, busy, errors, setErrors } = useApiAction();
  const f = de.pagesAdmin.form;

  async function create() {
    const body = { title, slug: slug.trim() || undefined, template_id: template.id };
    const result = await run<{ id: string }>({ method: "POST", url: "/api/pages", body, success: de.pages.created, failure: de.pages.createFailed, fieldErrors: conflictFields });
    if (result.ok) navigate(`/admin/pages/${result.data.id}/edit`);
  }

  return (
    <FormDialog
      title={tp.createTitle(template.name)}
      description={f.templateHint}
      onClose={onClose}
      onSubmit={create}
      busy={busy !== null}
      submitLabel={f.create}
      busyLabel={f.creating}
    >
      <FormField id="template-page-title" label={tp.pageTitle} error={errors.title}>
        {(aria) => (
          <Input
            id="template-page-title"
            value={title}
            autoFocus
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value));
              setErrors({});
            }}
            {...aria}
          />
        )}
      </FormField>
      <FormField id="template-page-slug" label={f.slug} error={errors.slug}>
        {(aria) => (
          <Input
            id="template-page-slug"
            value={slug}
            className="font-mono"
            onChange={(e) => (setSlug(e.target.value), setSlugTouched(e.target.value !== ""), setErrors({}))}
            {...aria}
          />
        )}
      </FormField>
    </FormDialog>
  );
}

function RenameDialog({ template, onClose }: { template: TemplateRow; onClose: () => void }) {
  const revalidator = useRevalidator();
  const [name, setName] = useState(template.name);
  const { run, busy, errors, setErrors } = useApiAction();

  async function rename() {
    // The dialog has one field: whatever went wrong is shown there.
    const result = await run({ method: "PATCH", url: `/api/templates/${template.id}`, body: { name }, success: tp.renamed, failure: tp.renameFailed, fieldErrors: (r) => ({ name: r.fields.name ?? r.error }) });
    if (result.ok) {
      onClose();
      void revalidator.revalidate();
    }
  }

  return (
    <FormDialog title={tp.renameTitle} onClose={onClose} onSubmit={rename} busy={busy !== null} submitLabel={de.pagesAdmin.save} busyLabel={de.pagesAdmin.saving}>
      <FormField id="template-name" label={tp.name} error={errors.name}>
        {(aria) => <Input id="template-name" value={name} autoFocus onChange={(e) => (setName(e.target.value), setErrors({}))} {...aria} />}
      </FormField>
    </FormDialog>
  );
}

function DeleteTemplateDialog({ template, onClose }: { template: TemplateRow | null; onClose: () => void }) {
  const revalidator = useRevalidator();
  const { run } = useApiAction();
  async function remove(target: TemplateRow) {
    const result = await run({ method: "DELETE", url: `/api/templates/${target.id}`, success: tp.deleted, failure: tp.deleteFailed });
    if (result.ok) void revalidator.revalidate();
  }
  return (
    <ConfirmDialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={tp.deleteTitle}
      description={template ? tp.deleteText(template.name) : ""}
      confirmLabel={de.pagesAdmin.delete}
      onConfirm={() => template && void remove(template)}
    />
  );
}
