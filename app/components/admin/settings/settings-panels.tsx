import { TriangleAlert } from "lucide-react";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { de } from "~/i18n/de";
import { AGGREGATE_RETENTION_MONTHS_MAX } from "~/lib/analytics";
import { RETENTION_MONTHS_MAX } from "~/lib/inbox";
import { type SiteSettings } from "~/lib/settings";
import { cn } from "~/lib/utils";
import { CategoriesEditor } from "./categories-editor";
import { ColorField, FormField, FormSection, NONE, SwitchField, TextField } from "~/components/admin/forms/fields";
import { PageSelect, pageOptions, type ImageOption, type PageOption } from "./page-select";
import { TeamSection } from "./team-section";

const t = de.settings;
const f = t.fields;

export interface PanelProps {
  value: SiteSettings;
  /** Applies a change; `path` clears the server's error for that field. */
  update: (mutate: (draft: SiteSettings) => void, path?: string) => void;
  errors: Record<string, string>;
  pages: PageOption[];
  images: ImageOption[];
}

/** A whole number of months; an empty or broken entry goes to the server as NaN (null), which names the field in German. */
function MonthsField(props: { id: string; label: string; hint: string; error?: string; max: number; value: number; onChange: (months: number) => void }) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(aria) => (
        <Input
          id={props.id}
          type="number"
          inputMode="numeric"
          min={1}
          max={props.max}
          step={1}
          className="w-32"
          value={Number.isFinite(props.value) ? String(props.value) : ""}
          onChange={(e) => props.onChange(e.target.value.trim() === "" ? Number.NaN : Number(e.target.value))}
          {...aria}
        />
      )}
    </FormField>
  );
}

export function GeneralPanel({ value, update, errors }: PanelProps) {
  return (
    <div className="grid gap-4">
      <FormSection title={t.sections.site}>
        <TextField id="settings-siteName" label={f.siteName} value={value.siteName} maxLength={200} error={errors.siteName} onChange={(v) => update((d) => void (d.siteName = v), "siteName")} />
        <TextField
          id="settings-defaultContactEmail"
          type="email"
          label={f.defaultContactEmail}
          value={value.defaultContactEmail}
          hint={t.hints.defaultContactEmail}
          error={errors.defaultContactEmail}
          placeholder="info@beispiel.de"
          onChange={(v) => update((d) => void (d.defaultContactEmail = v.trim()), "defaultContactEmail")}
        />
        <MonthsField
          id="settings-inbox-retentionMonths"
          label={f.retentionMonths}
          hint={t.hints.retentionMonths}
          error={errors["inbox.retentionMonths"]}
          max={RETENTION_MONTHS_MAX}
          value={value.inbox.retentionMonths}
          onChange={(months) => update((d) => void (d.inbox.retentionMonths = months), "inbox.retentionMonths")}
        />
        <TextField id="settings-siteDescription" wide multiline label={f.siteDescription} value={value.siteDescription} maxLength={2000} hint={t.hints.siteDescription} error={errors.siteDescription} onChange={(v) => update((d) => void (d.siteDescription = v), "siteDescription")} />
      </FormSection>
      <FormSection title={t.sections.seo}>
        <TextField id="settings-metaTitle" wide counter label={f.metaTitle} value={value.metaTitle} maxLength={200} hint={t.hints.metaTitle} error={errors.metaTitle} onChange={(v) => update((d) => void (d.metaTitle = v), "metaTitle")} />
        <TextField id="settings-metaDescription" wide multiline counter label={f.metaDescription} value={value.metaDescription} maxLength={500} hint={t.hints.metaDescription} error={errors.metaDescription} onChange={(v) => update((d) => void (d.metaDescription = v), "metaDescription")} />
      </FormSection>
      <FormSection title={t.sections.colors}>
        <ColorField id="settings-primaryColor" label={f.primaryColor} value={value.primaryColor} error={errors.primaryColor} onChange={(v) => update((d) => void (d.primaryColor = v), "primaryColor")} />
        <ColorField id="settings-accentColor" label={f.accentColor} value={value.accentColor} error={errors.accentColor} onChange={(v) => update((d) => void (d.accentColor = v), "accentColor")} />
      </FormSection>
      <FormSection title={t.sections.features}>
        <SwitchField id="settings-analytics" label={f.analytics} hint={t.hints.analytics} checked={value.features.analytics} onChange={(v) => update((d) => void (d.features.analytics = v))} />
        {value.features.analytics && (
          <MonthsField
            id="settings-analytics-retentionMonths"
            label={f.analyticsRetentionMonths}
            hint={t.hints.analyticsRetentionMonths}
            error={errors["analytics.retentionMonths"]}
            max={AGGREGATE_RETENTION_MONTHS_MAX}
            value={value.analytics.retentionMonths}
            onChange={(months) => update((d) => void (d.analytics.retentionMonths = months), "analytics.retentionMonths")}
          />
        )}
        {/* No 'Kommentare' switch: nothing reads features.comments until comments exist; the stored key is kept as it is. */}
      </FormSection>
      <TeamSection value={value} update={update} errors={errors} />
    </div>
  );
}

export function BlogPanel({ value, update, errors, pages }: PanelProps) {
  return (
    <div className="grid gap-4">
      <FormSection title={t.sections.blog}>
        <div className="sm:col-span-2">
          <SwitchField id="settings-blog-enabled" label={f.blogEnabled} checked={value.blog.enabled} onChange={(v) => update((d) => void (d.blog.enabled = v))} />
        </div>
        <PageSelect id="settings-blog-overview" label={f.overviewPage} hint={t.hints.overviewPage} pages={pages} value={value.blog.overviewPageId} error={errors["blog.overviewPageId"]} onChange={(v) => update((d) => void (d.blog.overviewPageId = v), "blog.overviewPageId")} />
      </FormSection>
      <FormSection title={t.sections.categories} description={t.hints.categories}>
        <CategoriesEditor
          categories={value.blog.categories}
          errors={errors}
          onChange={(categories) => update((d) => void (d.blog.categories = categories), "blog.categories")}
        />
      </FormSection>
    </div>
  );
}

export function DownloadsPanel({ value, update, errors, pages }: PanelProps) {
  return (
    <FormSection title={t.sections.downloads}>
      <div className="sm:col-span-2">
        <SwitchField id="settings-downloads-enabled" label={f.downloadsEnabled} checked={value.downloads.enabled} onChange={(v) => update((d) => void (d.downloads.enabled = v))} />
      </div>
      <PageSelect id="settings-downloads-overview" label={f.overviewPage} hint={t.hints.overviewPage} pages={pages} value={value.downloads.overviewPageId} error={errors["downloads.overviewPageId"]} onChange={(v) => update((d) => void (d.downloads.overviewPageId = v), "downloads.overviewPageId")} />
    </FormSection>
  );
}

const LEGAL = ["impressum", "datenschutz", "agb"] as const;

export function LegalPanel({ value, update, errors, pages }: PanelProps) {
  return (
    <FormSection title={t.sections.legal}>
      <ul className="divide-y sm:col-span-2">
        {LEGAL.map((key) => {
          const entry = value.legalPages[key];
          const missingPage = entry.enabled && !entry.pageId;
          const switchId = `settings-legal-${key}-enabled`;
          const selectId = `settings-legal-${key}-page`;
          const error = errors[`legalPages.${key}.pageId`];
          const describedBy = [error && `${selectId}-error`, missingPage && `${selectId}-hint`].filter(Boolean).join(" ") || undefined;
          return (
            <li key={key} className="grid gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[10rem_auto_1fr] sm:items-center">
              <span className="font-medium">{t.legal[key]}</span>
              <div className="flex items-center gap-2">
                <Switch id={switchId} checked={entry.enabled} onCheckedChange={(v) => update((d) => void (d.legalPages[key].enabled = v), `legalPages.${key}`)} />
                <Label htmlFor={switchId}>
                  {f.legalEnabled}
                  <span className="sr-only"> ({t.legal[key]})</span>
                </Label>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={selectId} className="sr-only">
                  {`${f.legalPage} (${t.legal[key]})`}
                </Label>
                <Select value={entry.pageId ?? NONE} onValueChange={(v) => update((d) => void (d.legalPages[key].pageId = v === NONE ? null : v), `legalPages.${key}.pageId`)}>
                  <SelectTrigger id={selectId} className="w-full" aria-invalid={error || missingPage ? true : undefined} aria-describedby={describedBy}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {pageOptions(pages, entry.pageId).map((option) => (
                      <SelectItem key={option.value} value={option.value}>
                        {option.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
              {(missingPage || error) && (
                <p id={error ? `${selectId}-error` : `${selectId}-hint`} className={cn("flex items-center gap-1.5 text-xs font-medium sm:col-start-3", error ? "text-destructive" : "text-amber-700")}>
                  <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
                  {error ?? t.hints.legalNoPage}
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </FormSection>
  );
}

const NETWORKS = ["facebook", "twitter", "instagram", "linkedin"] as const;

export function SocialPanel({ value, update, errors }: PanelProps) {
  return (
    <FormSection title={t.sections.social} description={t.hints.social}>
      {NETWORKS.map((network) => (
        <TextField
          key={network}
          id={`settings-social-${network}`}
          type="url"
          label={f[network]}
          value={value.socialLinks[network]}
          placeholder={`https://www.${network === "twitter" ? "x" : network}.com/…`}
          error={errors[`socialLinks.${network}`]}
          onChange={(v) => update((d) => void (d.socialLinks[network] = v), `socialLinks.${network}`)}
        />
      ))}
    </FormSection>
  );
}
