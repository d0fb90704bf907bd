import { useState } from "react";
import { useNavigate } from "react-router";
import { FormDialog } from "~/components/admin/forms/form-dialog";
import { TextField } from "~/components/admin/forms/fields";
import { clearFieldError, useApiAction } from "~/components/admin/forms/use-api-action";
import { conflictFields } from "~/components/admin/pages/new-page-form";
import { SlugField } from "~/components/admin/pages/slug-field";
import { dePresentationsAdmin as t } from "~/i18n/presentations-admin";
import { de } from "~/i18n/de";
import { emptySlide } from "~/blocks/slide/text";
import { slugify } from "~/lib/slug";
import { presentationHref } from "./paths";

/** Title and slug (with the pages' live slug check); creates the page with one empty slide and opens the editor. */
export function NewPresentationDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const { run, busy, errors, setErrors } = useApiAction();

  async function create() {
    const body = { title, slug, content_type: "presentation", is_published: false, content: [emptySlide()] };
    const result = await run<{ id: string }>({ method: "POST", url: "/api/pages", body, success: t.created, failure: t.createFailed, fieldErrors: conflictFields });
    if (result.ok) navigate(`/admin/presentations/${result.data.id}/edit`);
  }

  return (
    <FormDialog title={t.newPresentation} description={t.newIntro} onClose={onClose} onSubmit={create} submitLabel={t.create} busy={busy !== null} busyLabel={t.creating}>
      <TextField
        id="presentation-title"
        label={de.pagesAdmin.form.title}
        required
        value={title}
        error={errors.title}
        onChange={(value: string) => {
          setTitle(value);
          if (!slugTouched) setSlug(slugify(value));
          setErrors((current) => clearFieldError(current, "title", ...(slugTouched ? [] : ["slug"])));
        }}
      />
      <SlugField
        value={slug}
        error={errors.slug}
        href={presentationHref}
        onChange={(value) => {
          setSlug(value);
          setSlugTouched(value.trim() !== "");
          setErrors((current) => clearFieldError(current, "slug"));
        }}
      />
    </FormDialog>
  );
}
