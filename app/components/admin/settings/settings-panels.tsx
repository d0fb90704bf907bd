import { ImageIcon, TriangleAlert, X } from "lucide-react";
import { useState } from "react";
import { AssetPicker } from "~/components/admin/media/asset-picker";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { de } from "~/i18n/de";
import type { Asset, AssetType } from "~/lib/assets";
import { AGGREGATE_RETENTION_MONTHS_MAX } from "~/lib/analytics";
import { RETENTION_MONTHS_MAX } from "~/lib/inbox";
import { FOOTER_LAYOUTS, LOGO_SIZE_PX, LOGO_SIZES, type SiteSettings } from "~/lib/settings";
import { cn } from "~/lib/utils";
import { CategoriesEditor } from "./categories-editor";
import { MenuLinksEditor } from "./menu-links-editor";
import { ColorField, FormField, FormSection, NONE, SelectField, SwitchField, TextField } from "~/components/admin/forms/fields";
import { PageSelect, pageOptions, type ImageOption, type PageOption } from "./page-select";

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
    </div>
  );
}

const lt = de.media.logo;
const LOGO_TYPES: readonly AssetType[] = ["image"];

const logoSizeOptions = LOGO_SIZES.map((size) => ({ value: size, label: `${t.options.logoSizes[size]} (${t.options.px(LOGO_SIZE_PX[size])})` }));

/** The URL of an image option, when the loader sent one (the chosen logos carry theirs). */
function optionUrl(image: ImageOption | undefined): string | null {
  return image?.url ?? null;
}

/** Logo: a preview at the size the site shows it (spec §7: 183×72, quality 85), chosen in the asset picker. */
function LogoFields({ area, value, update, errors, images }: PanelProps & { area: "header" | "footer" }) {
  const current = value[area];
  const [pickerOpen, setPickerOpen] = useState(false);
  // What the picker handed over in this session; the loader knows only the logos saved before.
  const [picked, setPicked] = useState<Asset | null>(null);
  const chosen = current.logoAssetId ? (picked?.id === current.logoAssetId ? picked : images.find((i) => i.id === current.logoAssetId)) : undefined;
  const url = picked && picked.id === current.logoAssetId ? picked.url : optionUrl(chosen);
  const id = `settings-${area}-logo`;
  const path = `${area}.logoAssetId`;
  return (
    <>
      <div className="sm:col-span-2">
        <SwitchField
          id={`settings-${area}-showLogo`}
          label={f.showLogo}
          // Switched on without a chosen logo, the site shows none: say so next to the switch.
          hint={current.showLogo && !current.logoAssetId ? t.hints.showLogoWithoutLogo(area) : undefined}
          checked={current.showLogo}
          onChange={(v) => update((d) => void (d[area].showLogo = v))}
        />
      </div>
      <FormField id={id} label={f.logo} hint={current.logoAssetId && !chosen ? lt.missing : t.hints.logoChoice} error={errors[path]}>
        {(aria) => (
          // The id sits on the group, not on a button: a <label for> would rename the button to "Logo".
          <div id={id} role="group" aria-label={f.logo} className="flex flex-wrap items-center gap-3">
            <div className="grid h-[72px] w-[183px] shrink-0 place-items-center overflow-hidden rounded-md border bg-[repeating-conic-gradient(var(--color-muted)_0_25%,transparent_0_50%)] bg-[length:16px_16px]" data-testid={`${id}-preview`}>
              {url ? (
                <img src={`${url}?width=183&height=72&quality=85`} alt={lt.preview(chosen?.name ?? "")} width={183} height={72} className="max-h-full max-w-full object-contain" />
              ) : (
                <span className="px-2 text-center text-xs text-muted-foreground">{lt.none}</span>
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setPickerOpen(true)} {...aria}>
                <ImageIcon aria-hidden="true" />
                {current.logoAssetId ? lt.change : lt.choose}
              </Button>
              {current.logoAssetId && (
                <Button type="button" variant="ghost" size="sm" onClick={() => update((d) => void (d[area].logoAssetId = null), path)}>
                  <X aria-hidden="true" />
                  {lt.remove}
                </Button>
              )}
            </div>
          </div>
        )}
      </FormField>
      <SelectField
        id={`settings-${area}-logoSize`}
        label={f.logoSize}
        value={current.logoSize}
        options={logoSizeOptions}
        error={errors[`${area}.logoSize`]}
        onChange={(v) => update((d) => void (d[area].logoSize = v as SiteSettings["header"]["logoSize"]), `${area}.logoSize`)}
      />
      <AssetPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        types={LOGO_TYPES}
        title={lt.pickerTitle}
        onSelect={(asset) => {
          setPicked(asset);
          update((d) => void (d[area].logoAssetId = asset.id), path);
        }}
      />
    </>
  );
}

export function HeaderPanel(props: PanelProps) {
  return (
    <div className="grid gap-4">
      <FormSection title={t.sections.logo}>
        <LogoFields {...props} area="header" />
      </FormSection>
      <MenuLinksEditor {...props} />
    </div>
  );
}

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

function channels(hex: string): number[] {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d) : [hex.slice(1, 3), hex.slice(3, 5), hex.slice(5, 7)];
  return digits.map((d) => parseInt(d, 16) / 255);
}

/** WCAG 2 contrast ratio of two hex colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = channels(hex).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function FooterPreview({ siteName, footer }: { siteName: string; footer: SiteSettings["footer"] }) {
  // While a colour is being typed it may be invalid; the preview keeps the defaults meanwhile.
  const background = HEX.test(footer.backgroundColor) ? footer.backgroundColor : "#111827";
  const text = HEX.test(footer.textColor) ? footer.textColor : "#FFFFFF";
  const ratio = contrastRatio(background, text);
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <p className="rounded-md px-4 py-3 text-sm" style={{ backgroundColor: background, color: text }} aria-hidden="true">
        © {new Date().getFullYear()} {siteName} · {footer.copyrightText}
      </p>
      {ratio < 4.5 && (
        <p className="flex items-center gap-1.5 text-xs font-medium text-amber-700">
          <TriangleAlert aria-hidden="true" className="size-3.5 shrink-0" />
          {t.hints.lowContrast(ratio.toLocaleString("de-DE", { maximumFractionDigits: 1 }))}
        </p>
      )}
    </div>
  );
}

export function FooterPanel(props: PanelProps) {
  const { value, update, errors } = props;
  const footer = value.footer;
  return (
    <div className="grid gap-4">
      <FormSection title={t.sections.footerColors}>
        <ColorField id="settings-footer-backgroundColor" label={f.backgroundColor} value={footer.backgroundColor} error={errors["footer.backgroundColor"]} onChange={(v) => update((d) => void (d.footer.backgroundColor = v), "footer.backgroundColor")} />
        <ColorField id="settings-footer-textColor" label={f.textColor} value={footer.textColor} error={errors["footer.textColor"]} onChange={(v) => update((d) => void (d.footer.textColor = v), "footer.textColor")} />
        <FooterPreview siteName={value.siteName} footer={footer} />
      </FormSection>
      <FormSection title={t.sections.footerContent}>
        <TextField id="settings-footer-copyrightText" label={f.copyrightText} value={footer.copyrightText} maxLength={300} error={errors["footer.copyrightText"]} onChange={(v) => update((d) => void (d.footer.copyrightText = v), "footer.copyrightText")} />
        <SelectField
          id="settings-footer-layout"
          label={f.layout}
          value={footer.layout}
          options={FOOTER_LAYOUTS.map((layout) => ({ value: layout, label: t.options.layouts[layout] }))}
          error={errors["footer.layout"]}
          onChange={(v) => update((d) => void (d.footer.layout = v as SiteSettings["footer"]["layout"]), "footer.layout")}
        />
        <TextField id="settings-footer-tagline" wide multiline label={f.tagline} value={footer.tagline} maxLength={2000} error={errors["footer.tagline"]} onChange={(v) => update((d) => void (d.footer.tagline = v), "footer.tagline")} />
      </FormSection>
      <FormSection title={t.sections.logo}>
        <LogoFields {...props} area="footer" />
      </FormSection>
      <FormSection title={t.sections.footerNavigation} description={t.hints.navigation}>
        <div className="sm:col-span-2">
          <SwitchField id="settings-footer-nav-enabled" label={f.navigationEnabled} checked={footer.navigation.enabled} onChange={(v) => update((d) => void (d.footer.navigation.enabled = v))} />
        </div>
        <SwitchField id="settings-footer-nav-blog" label={f.showBlogLink} disabled={!footer.navigation.enabled} checked={footer.navigation.showBlogLink} onChange={(v) => update((d) => void (d.footer.navigation.showBlogLink = v))} />
        <SwitchField id="settings-footer-nav-downloads" label={f.showDownloadsLink} disabled={!footer.navigation.enabled} checked={footer.navigation.showDownloadsLink} onChange={(v) => update((d) => void (d.footer.navigation.showDownloadsLink = v))} />
      </FormSection>
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
