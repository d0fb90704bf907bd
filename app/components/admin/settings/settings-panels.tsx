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
import { LegacyImagesSection } from "./legacy-images-section";
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
  /** Hosts the last import left files on (offered for 'Bilder der alten Website anzeigen'). */
  keptHosts?: string[];
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

export function GeneralPanel({ value, update, errors, keptHosts }: PanelProps) {
  return (
    <div className="grid gap-4">
      <FormSection title={t.sections.site}>
        <TextField id="settings-siteName" label={f.siteName} value={value.site_name} maxLength={200} error={errors.site_name} onChange={(v) => update((d) => void (d.site_name = v), "site_name")} />
        <TextField
          id="settings-defaultContactEmail"
          type="email"
          label={f.defaultContactEmail}
          value={value.default_contact_email}
          hint={t.hints.defaultContactEmail}
          error={errors.default_contact_email}
          placeholder="info@beispiel.de"
          onChange={(v) => update((d) => void (d.default_contact_email = v.trim()), "default_contact_email")}
        />
        <MonthsField
          id="settings-inbox-retentionMonths"
          label={f.retentionMonths}
          hint={t.hints.retentionMonths}
          error={errors["inbox.retention_months"]}
          max={RETENTION_MONTHS_MAX}
          value={value.inbox.retention_months}
          onChange={(months) => update((d) => void (d.inbox.retention_months = months), "inbox.retention_months")}
        />
        <TextField id="settings-siteDescription" wide multiline label={f.siteDescription} value={value.site_description} maxLength={2000} hint={t.hints.siteDescription} error={errors.site_description} onChange={(v) => update((d) => void (d.site_description = v), "site_description")} />
      </FormSection>
      <FormSection title={t.sections.seo}>
        <TextField id="settings-metaTitle" wide counter label={f.metaTitle} value={value.meta_title} maxLength={200} hint={t.hints.metaTitle} error={errors.meta_title} onChange={(v) => update((d) => void (d.meta_title = v), "meta_title")} />
        <TextField id="settings-metaDescription" wide multiline counter label={f.metaDescription} value={value.meta_description} maxLength={500} hint={t.hints.metaDescription} error={errors.meta_description} onChange={(v) => update((d) => void (d.meta_description = v), "meta_description")} />
      </FormSection>
      <FormSection title={t.sections.colors}>
        <ColorField id="settings-primaryColor" label={f.primaryColor} value={value.primary_color} error={errors.primary_color} onChange={(v) => update((d) => void (d.primary_color = v), "primary_color")} />
        <ColorField id="settings-accentColor" label={f.accentColor} value={value.accent_color} error={errors.accent_color} onChange={(v) => update((d) => void (d.accent_color = v), "accent_color")} />
      </FormSection>
      <FormSection title={t.sections.features}>
        <SwitchField id="settings-analytics" label={f.analytics} hint={t.hints.analytics} checked={value.features.analytics} onChange={(v) => update((d) => void (d.features.analytics = v))} />
        {value.features.analytics && (
          <MonthsField
            id="settings-analytics-retentionMonths"
            label={f.analyticsRetentionMonths}
            hint={t.hints.analyticsRetentionMonths}
            error={errors["analytics.retention_months"]}
            max={AGGREGATE_RETENTION_MONTHS_MAX}
            value={value.analytics.retention_months}
            onChange={(months) => update((d) => void (d.analytics.retention_months = months), "analytics.retention_months")}
          />
        )}
        {/* No 'Kommentare' switch: nothing reads features.comments until comments exist; the stored key is kept as it is. */}
      </FormSection>
      <TeamSection value={value} update={update} errors={errors} />
      <LegacyImagesSection value={value} update={update} errors={errors} keptHosts={keptHosts ?? []} />
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
        <PageSelect id="settings-blog-overview" label={f.overviewPage} hint={t.hints.overviewPage} pages={pages} value={value.blog.overview_page_id} error={errors["blog.overview_page_id"]} onChange={(v) => update((d) => void (d.blog.overview_page_id = v), "blog.overview_page_id")} />
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
      <PageSelect id="settings-downloads-overview" label={f.overviewPage} hint={t.hints.overviewPage} pages={pages} value={value.downloads.overview_page_id} error={errors["downloads.overview_page_id"]} onChange={(v) => update((d) => void (d.downloads.overview_page_id = v), "downloads.overview_page_id")} />
    </FormSection>
  );
}

const LEGAL = ["impressum", "datenschutz", "agb"] as const;

export function LegalPanel({ value, update, errors, pages }: PanelProps) {
  return (
    <FormSection title={t.sections.legal}>
      <ul className="divide-y sm:col-span-2">
        {LEGAL.map((key) => {
          const entry = value.legal_pages[key];
          const missingPage = entry.enabled && !entry.page_id;
          const switchId = `settings-legal-${key}-enabled`;
          const selectId = `settings-legal-${key}-page`;
          const error = errors[`legal_pages.${key}.page_id`];
          const describedBy = [error && `${selectId}-error`, missingPage && `${selectId}-hint`].filter(Boolean).join(" ") || undefined;
          return (
            <li key={key} className="grid gap-x-4 gap-y-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[10rem_auto_1fr] sm:items-center">
              <span className="font-medium">{t.legal[key]}</span>
              <div className="flex items-center gap-2">
                <Switch id={switchId} checked={entry.enabled} onCheckedChange={(v) => update((d) => void (d.legal_pages[key].enabled = v), `legal_pages.${key}`)} />
                <Label htmlFor={switchId}>
                  {f.legalEnabled}
                  <span className="sr-only"> ({t.legal[key]})</span>
                </Label>
              </div>
              <div className="grid gap-1">
                <Label htmlFor={selectId} className="sr-only">
                  {`${f.legalPage} (${t.legal[key]})`}
                </Label>
                <Select value={entry.page_id ?? NONE} onValueChange={(v) => update((d) => void (d.legal_pages[key].page_id = v === NONE ? null : v), `legal_pages.${key}.page_id`)}>
                  <SelectTrigger id={selectId} className="w-full" aria-invalid={error || missingPage ? true : undefined} aria-describedby={describedBy}>
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {pageOptions(pages, entry.page_id).map((option) => (
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
          value={value.social_links[network]}
          placeholder={`https://www.${network === "twitter" ? "x" : network}.com/…`}
          error={errors[`social_links.${network}`]}
          onChange={(v) => update((d) => void (d.social_links[network] = v), `social_links.${network}`)}
        />
      ))}
    </FormSection>
  );
}
