import { AdminPageHeader } from "~/components/admin/page-header";
import { SubmitForm } from "~/components/admin/forms/submit-form";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CreateActions } from "~/components/admin/forms/create-actions";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { de } from "~/i18n/de";
import { slugify } from "~/lib/slug";
import { isLandingTemplate } from "~/lib/navigation";
import { FormField } from "~/components/admin/forms/fields";
import { clearFieldError, useApiAction } from "~/components/admin/forms/use-api-action";
import { EMPTY_PAGE_FORM, PageSettingsFields, toPayload, type PageFormValues, type ParentOption } from "./page-settings-fields";

const f = de.pagesAdmin.form;
const NO_TEMPLATE = "__none__";

/** A 409 names the field it is about (slug taken, parent cycle); put it there. */
export function conflictFields(result: { error: string; fields: Record<string, string>; code?: string }): Record<string, string> {
  if (result.code === "slug") return { ...result.fields, slug: result.error };
  if (result.code === "cycle" || result.code === "parent") return { ...result.fields, parent_id: result.error };
  return result.fields;
}

interface Props {
  parents: ParentOption[];
  templates: { id: string; name: string }[];
  initialTemplateId?: string;
}

export function NewPageForm({ parents, templates, initialTemplateId }: Props) {
  const navigate = useNavigate();
  const [value, setValue] = useState<PageFormValues>(() => ({
    ...EMPTY_PAGE_FORM,
    show_in_menu: !isLandingTemplate(templates.find((t) => t.id === initialTemplateId)?.name ?? ""),
  }));
  const [slugTouched, setSlugTouched] = useState(false);
  const [templateId, setTemplateId] = useState(initialTemplateId && templates.some((t) => t.id === initialTemplateId) ? initialTemplateId : NO_TEMPLATE);
  const { run, busy, errors, setErrors } = useApiAction();

  function change(patch: Partial<PageFormValues>) {
    setValue((current) => {
      const next = { ...current, ...patch };
      // The slug follows the title until the user edits the slug by hand.
      if (patch.title !== undefined && !slugTouched) next.slug = slugify(patch.title);
      return next;
    });
    if (patch.slug !== undefined) setSlugTouched(patch.slug.trim() !== "");
    // The slug that follows the title changes with it.
    setErrors((current) => clearFieldError(current, ...Object.keys(patch), ...(patch.title !== undefined && !slugTouched ? ["slug"] : [])));
  }

  async function create() {
    if (busy) return;
    const body = { ...toPayload(value), ...(templateId !== NO_TEMPLATE ? { template_id: templateId } : {}) };
    const result = await run<{ id: string }>({ method: "POST", url: "/api/pages", body, success: de.pages.created, failure: de.pages.createFailed, fieldErrors: conflictFields });
    if (result.ok) navigate(`/admin/pages/${result.data.id}/edit`);
  }

  return (
    <SubmitForm className="mx-auto grid w-full max-w-4xl gap-4" onSubmit={create}>
      <AdminPageHeader title={f.newTitle} intro={f.newIntro} back={{ to: "/admin/pages", label: f.back }} />
      <PageSettingsFields
        value={value}
        onChange={change}
        errors={errors}
        parents={parents}
        extra={
          <FormField id="page-template" label={f.template} hint={f.templateHint} error={errors.template_id} wide>
            {(aria) => (
              <Select
                value={templateId}
                onValueChange={(id) => {
                  setTemplateId(id);
                  // A landing page starts hidden from the main menu (the switch can say otherwise).
                  const name = templates.find((t) => t.id === id)?.name ?? "";
                  change({ show_in_menu: !isLandingTemplate(name) });
                }}
              >
                <SelectTrigger id="page-template" className="w-full sm:w-1/2" {...aria}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={NO_TEMPLATE}>{f.noTemplate}</SelectItem>
                  {templates.map((t) => (
                    <SelectItem key={t.id} value={t.id}>
                      {t.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        }
      />
      <CreateActions cancelTo="/admin/pages" busy={busy !== null} labels={f} />
    </SubmitForm>
  );
}
