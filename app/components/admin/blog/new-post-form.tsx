import { AdminPageHeader } from "~/components/admin/page-header";
import { SubmitForm } from "~/components/admin/forms/submit-form";
import { useState } from "react";
import { useNavigate } from "react-router";
import { CreateActions } from "~/components/admin/forms/create-actions";
import { newPostMetaBlock } from "~/blocks/blog-meta/new-block";
import { FormField, FormSection } from "~/components/admin/forms/fields";
import { clearFieldError, useApiAction } from "~/components/admin/forms/use-api-action";
import { conflictFields } from "~/components/admin/pages/new-page-form";
import { SlugField } from "~/components/admin/pages/slug-field";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { deBlogAdmin } from "~/i18n/blog-admin";
import { DEFAULT_CATEGORY } from "~/lib/blog-rules";
import { slugify } from "~/lib/slug";
import { blogPostHref } from "./blog-status";

const f = deBlogAdmin.form;

/** Today in Berlin as yyyy-mm-dd (the blog-meta date field's format), whatever the browser's zone. */
export function todayInBerlin(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/**
 * /admin/blog/new: title, slug (checked live, following the title until edited, as for pages) and
 * category. Creates a page of content type blog through POST /api/pages and opens it in the editor.
 */
export function NewPostForm({ categories, author }: { categories: string[]; author: string }) {
  const navigate = useNavigate();
  const [title, setTitle] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [category, setCategory] = useState(categories.includes(DEFAULT_CATEGORY) ? DEFAULT_CATEGORY : (categories[0] ?? DEFAULT_CATEGORY));
  const { run, busy, errors, setErrors } = useApiAction();

  function changeTitle(value: string) {
    setTitle(value);
    if (!slugTouched) setSlug(slugify(value));
    setErrors((current) => clearFieldError(current, "title", ...(slugTouched ? [] : ["slug"])));
  }

  function changeSlug(value: string) {
    setSlug(value);
    setSlugTouched(value.trim() !== "");
    setErrors((current) => clearFieldError(current, "slug"));
  }

  async function create() {
    if (busy) return;
    const body = {
      title,
      slug: slug.trim(),
      content_type: "blog",
      is_published: false,
      content: [newPostMetaBlock({ author, category, publishDate: todayInBerlin() })],
    };
    const result = await run<{ id: string }>({ method: "POST", url: "/api/pages", body, success: f.created, failure: f.createFailed, fieldErrors: conflictFields });
    if (result.ok) navigate(`/admin/blog/${encodeURIComponent(result.data.id)}/edit`);
  }

  return (
    <SubmitForm className="mx-auto grid w-full max-w-4xl gap-4" onSubmit={create}>
      <AdminPageHeader title={f.newTitle} intro={f.newIntro} back={{ to: "/admin/blog", label: f.back }} />
      <FormSection title={f.section}>
        <FormField id="post-title" label={f.title} error={errors.title}>
          {(aria) => <Input id="post-title" value={title} onChange={(e) => changeTitle(e.target.value)} {...aria} />}
        </FormField>
        <SlugField value={slug} onChange={changeSlug} error={errors.slug} href={blogPostHref} />
        <FormField id="post-category" label={f.category} hint={f.categoryHint} error={errors.content}>
          {(aria) => (
            <Select value={category} onValueChange={setCategory}>
              <SelectTrigger id="post-category" className="w-full" {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {[...new Set([...categories, category])].map((c) => (
                  <SelectItem key={c} value={c}>
                    {c}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      </FormSection>
      <CreateActions cancelTo="/admin/blog" busy={busy !== null} labels={f} />
    </SubmitForm>
  );
}
