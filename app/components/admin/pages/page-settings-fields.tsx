import { CalendarClock, X } from "lucide-react";
import { deReview } from "~/i18n/review";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { deSchedule } from "~/i18n/schedule";
import { de } from "~/i18n/de";
import { formatDateTime } from "~/lib/format";
import { CONTENT_TYPES, type ContentType } from "~/lib/pages";
import { fromBerlinInput, toBerlinInput } from "~/lib/publish-at";
import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from "~/blocks/seo";
import { cn } from "~/lib/utils";
import { FormField, FormSection, SwitchField } from "~/components/admin/forms/fields";
import { SlugField } from "./slug-field";
import { deMenu } from "~/i18n/menu";
import { canBeParent } from "~/lib/navigation";
import { MENU_TITLE_MAX } from "~/lib/page-schema";
import { publicPagePath } from "~/lib/pages";

const f = de.pagesAdmin.form;
const dm = deMenu.field;

/** Radix Select cannot hold an empty value; this stands for "no parent". */
export const NO_PARENT = "__none__";

export interface PageFormValues {
  title: string;
  slug: string;
  parent_id: string | null;
  content_type: ContentType;
  is_published: boolean;
  is_legal: boolean;
  show_in_footer_navigation: boolean;
  show_in_menu: boolean;
  menu_title: string;
  meta_title: string;
  meta_description: string;
  /** Scheduled publishing (ISO, UTC); null: none. */
  publish_at: string | null;
  /** 'Freigabe erforderlich' (issue 30); absent on forms that do not show it. */
  review_required?: boolean;
}

export const EMPTY_PAGE_FORM: PageFormValues = {
  title: "",
  slug: "",
  parent_id: null,
  content_type: "basis",
  is_published: false,
  is_legal: false,
  show_in_footer_navigation: false,
  show_in_menu: true,
  menu_title: "",
  meta_title: "",
  meta_description: "",
  publish_at: null,
};

export interface ParentOption {
  id: string;
  title: string;
  depth: number;
}

/** Counted like checkSeo counts: code points of the trimmed text. */
export function visibleLength(value: string): number {
  return Array.from(value.trim()).length;
}

function CharCount({ value, range }: { value: string; range: { min: number; max: number } }) {
  const n = visibleLength(value);
  const inRange = n >= range.min && n <= range.max;
  return (
    <span aria-live="polite" className={cn("tabular-nums", n === 0 ? "" : inRange ? "text-success" : "font-medium text-amber-700")}>
      {f.chars(n, range.min, range.max)}
    </span>
  );
}

interface Props {
  value: PageFormValues;
  onChange: (patch: Partial<PageFormValues>) => void;
  errors: Record<string, string>;
  parents: ParentOption[];
  /** The page being edited (excluded from its own slug check). */
  pageId?: string;
  /** Extra fields for the settings card (the template picker of a new page). */
  extra?: ReactNode;
  /** False for a person who may not publish (an Autor): no schedule, no 'online' switch. */
  publishing?: boolean;
  /** Redakteure and Administratoren (pages.review): the switch 'Freigabe erforderlich'. */
  reviewing?: boolean;
  /** Administratoren (review.waive): switch 'Freigabe erforderlich' off again once it is on. */
  waiving?: boolean;
}

export function PageSettingsFields({ value, onChange, errors, parents, pageId, extra, publishing = true, reviewing = false, waiving = true }: Props) {
  // Issue 38: only an Administrator lifts 'Freigabe erforderlich' once it is stored.
  const [storedRequired] = useState(() => !!value.review_required);
  const requiredLocked = !waiving && storedRequired && !!value.review_required;
  // Posts and presentations are never in the main menu: their menu fields would do nothing.
  const inMenuTypes = canBeParent(value);
  return (
    <>
      <FormSection title={f.settings}>
        <FormField id="page-title" label={f.title} error={errors.title}>
          {(aria) => <Input id="page-title" value={value.title} onChange={(e) => onChange({ title: e.target.value })} {...aria} />}
        </FormField>
        <SlugField
          value={value.slug}
          onChange={(slug) => onChange({ slug })}
          exceptId={pageId}
          error={errors.slug}
          href={(slug) => publicPagePath({ slug, content_type: value.content_type })}
        />
        <FormField id="page-parent" label={f.parent} error={errors.parent_id}>
          {(aria) => (
            <Select value={value.parent_id ?? NO_PARENT} onValueChange={(v) => onChange({ parent_id: v === NO_PARENT ? null : v })}>
              <SelectTrigger id="page-parent" className="w-full" {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={NO_PARENT}>{f.noParent}</SelectItem>
                {parents.map((p) => (
                  <SelectItem key={p.id} value={p.id}>
                    {"\u00a0\u00a0".repeat(p.depth) + p.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        <FormField id="page-type" label={f.contentType} error={errors.content_type}>
          {(aria) => (
            <Select value={value.content_type} onValueChange={(v) => onChange({ content_type: v as ContentType })}>
              <SelectTrigger id="page-type" className="w-full" {...aria}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {CONTENT_TYPES.map((ct) => (
                  <SelectItem key={ct} value={ct}>
                    {de.pagesAdmin.contentTypes[ct]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
        {extra}
        {publishing && !value.review_required && <PublishAtField value={value.publish_at} onChange={(publish_at) => onChange({ publish_at })} error={errors.publish_at} />}
        <div className="grid gap-2 sm:col-span-2">
          {publishing && (
            <SwitchField id="page-published" label={f.isPublished} hint={f.isPublishedHint} checked={value.is_published} onChange={(v) => onChange({ is_published: v })} />
          )}
          {reviewing && (
            <SwitchField id="page-review-required" label={deReview.required} hint={requiredLocked ? `${deReview.requiredHint} ${deReview.waiveAdminOnlyHint}` : deReview.requiredHint} disabled={requiredLocked} checked={!!value.review_required} onChange={(v) => onChange(v ? { review_required: v, publish_at: null } : { review_required: v })} />
          )}
          <SwitchField id="page-legal" label={f.isLegal} hint={f.isLegalHint} checked={value.is_legal} onChange={(v) => onChange({ is_legal: v })} />
          <SwitchField id="page-footer" label={f.showInFooter} checked={value.show_in_footer_navigation} onChange={(v) => onChange({ show_in_footer_navigation: v })} />
          {inMenuTypes && (
            <SwitchField id="page-in-menu" label={dm.showInMenu} hint={dm.showInMenuHint} checked={value.show_in_menu} onChange={(v) => onChange({ show_in_menu: v })} />
          )}
        </div>
        {inMenuTypes && (
          <FormField id="page-menu-title" label={dm.menuTitle} hint={dm.menuTitleHint} error={errors.menu_title}>
            {(aria) => (
              <Input
                id="page-menu-title"
                value={value.menu_title}
                maxLength={MENU_TITLE_MAX}
                placeholder={value.title}
                onChange={(e) => onChange({ menu_title: e.target.value })}
                {...aria}
              />
            )}
          </FormField>
        )}
      </FormSection>
      <FormSection title={f.seoSection}>
        <FormField id="page-meta-title" label={f.metaTitle} error={errors.meta_title} wide hint={<CharCount value={value.meta_title} range={META_TITLE_LENGTH} />}>
          {(aria) => <Input id="page-meta-title" value={value.meta_title} onChange={(e) => onChange({ meta_title: e.target.value })} {...aria} />}
        </FormField>
        <FormField
          id="page-meta-description"
          label={f.metaDescription}
          error={errors.meta_description}
          wide
          hint={<CharCount value={value.meta_description} range={META_DESCRIPTION_LENGTH} />}
        >
          {(aria) => (
            <Textarea id="page-meta-description" rows={3} value={value.meta_description} onChange={(e) => onChange({ meta_description: e.target.value })} {...aria} />
          )}
        </FormField>
      </FormSection>
    </>
  );
}

/**
 * 'Veröffentlichen am': a time in German time at which the saved working copy goes live by itself
 * (app/server/pages/scheduler.server.ts). The text typed stays while it is incomplete; the form
 * holds the schedule as ISO, so every save sends what the server stores.
 */
function PublishAtField({ value, onChange, error }: { value: string | null; onChange: (value: string | null) => void; error?: string }) {
  const hint = (
    <>
      {value && (
        <span className="mb-1 flex items-center gap-1 font-medium text-foreground">
          <CalendarClock aria-hidden="true" className="size-3.5" />
          {deSchedule.scheduledFor(formatDateTime(value))}
        </span>
      )}
      {deSchedule.hint}
    </>
  );
  return (
    <FormField id="page-publish-at" label={deSchedule.field} error={error} hint={hint} wide>
      {(aria) => (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            id="page-publish-at"
            type="datetime-local"
            className="w-auto min-w-56"
            value={toBerlinInput(value)}
            onChange={(e) => onChange(fromBerlinInput(e.target.value))}
            {...aria}
          />
          {value && (
            <Button type="button" variant="outline" size="sm" onClick={() => onChange(null)}>
              <X aria-hidden="true" />
              {deSchedule.clear}
            </Button>
          )}
        </div>
      )}
    </FormField>
  );
}

/** The body fields of POST/PATCH from the form (empty meta texts become null on the server). */
export function toPayload(value: PageFormValues) {
  return {
    title: value.title,
    slug: value.slug.trim(),
    parent_id: value.parent_id,
    content_type: value.content_type,
    is_published: value.is_published,
    is_legal: value.is_legal,
    show_in_footer_navigation: value.show_in_footer_navigation,
    show_in_menu: value.show_in_menu,
    menu_title: value.menu_title,
    meta_title: value.meta_title,
    meta_description: value.meta_description,
    publish_at: value.publish_at,
    ...(value.review_required !== undefined ? { review_required: value.review_required } : {}),
  };
}
