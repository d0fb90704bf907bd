import { ImageIcon, TriangleAlert, X } from "lucide-react";
import { useState } from "react";
import { AssetPicker } from "~/components/admin/media/asset-picker";
import { Button } from "~/components/ui/button";
import { de } from "~/i18n/de";
import type { Asset, AssetType } from "~/lib/assets";
import { FOOTER_LAYOUTS, LOGO_SIZE_PX, LOGO_SIZES, type SiteSettings } from "~/lib/settings";
import { MenuLinksEditor } from "./menu-links-editor";
import { ColorField, FormField, FormSection, SelectField, SwitchField, TextField } from "~/components/admin/forms/fields";
import type { ImageOption } from "./page-select";
import type { PanelProps } from "./settings-panels";

/** The header and footer tabs of the settings: logos, colours (with a contrast check) and the footer's layout. */

const t = de.settings;
const f = t.fields;

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
  const chosen = current.logo_asset_id ? (picked?.id === current.logo_asset_id ? picked : images.find((i) => i.id === current.logo_asset_id)) : undefined;
  const url = picked && picked.id === current.logo_asset_id ? picked.url : optionUrl(chosen);
  const id = `settings-${area}-logo`;
  const path = `${area}.logo_asset_id`;
  return (
    <>
      <div className="sm:col-span-2">
        <SwitchField
          id={`settings-${area}-showLogo`}
          label={f.showLogo}
          // Switched on without a chosen logo, the site shows none: say so next to the switch.
          hint={current.show_logo && !current.logo_asset_id ? t.hints.showLogoWithoutLogo(area) : undefined}
          checked={current.show_logo}
          onChange={(v) => update((d) => void (d[area].show_logo = v))}
        />
      </div>
      <FormField id={id} label={f.logo} hint={current.logo_asset_id && !chosen ? lt.missing : t.hints.logoChoice} error={errors[path]}>
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
                {current.logo_asset_id ? lt.change : lt.choose}
              </Button>
              {current.logo_asset_id && (
                <Button type="button" variant="ghost" size="sm" onClick={() => update((d) => void (d[area].logo_asset_id = null), path)}>
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
        value={current.logo_size}
        options={logoSizeOptions}
        error={errors[`${area}.logo_size`]}
        onChange={(v) => update((d) => void (d[area].logo_size = v as SiteSettings["header"]["logo_size"]), `${area}.logo_size`)}
      />
      <AssetPicker
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        types={LOGO_TYPES}
        title={lt.pickerTitle}
        onSelect={(asset) => {
          setPicked(asset);
          update((d) => void (d[area].logo_asset_id = asset.id), path);
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
  const background = HEX.test(footer.background_color) ? footer.background_color : "#111827";
  const text = HEX.test(footer.text_color) ? footer.text_color : "#FFFFFF";
  const ratio = contrastRatio(background, text);
  return (
    <div className="grid gap-1.5 sm:col-span-2">
      <p className="rounded-md px-4 py-3 text-sm" style={{ backgroundColor: background, color: text }} aria-hidden="true">
        © {new Date().getFullYear()} {siteName} · {footer.copyright_text}
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
        <ColorField id="settings-footer-backgroundColor" label={f.backgroundColor} value={footer.background_color} error={errors["footer.background_color"]} onChange={(v) => update((d) => void (d.footer.background_color = v), "footer.background_color")} />
        <ColorField id="settings-footer-textColor" label={f.textColor} value={footer.text_color} error={errors["footer.text_color"]} onChange={(v) => update((d) => void (d.footer.text_color = v), "footer.text_color")} />
        <FooterPreview siteName={value.site_name} footer={footer} />
      </FormSection>
      <FormSection title={t.sections.footerContent}>
        <TextField id="settings-footer-copyrightText" label={f.copyrightText} value={footer.copyright_text} maxLength={300} error={errors["footer.copyright_text"]} onChange={(v) => update((d) => void (d.footer.copyright_text = v), "footer.copyright_text")} />
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
        <SwitchField id="settings-footer-nav-blog" label={f.showBlogLink} disabled={!footer.navigation.enabled} checked={footer.navigation.show_blog_link} onChange={(v) => update((d) => void (d.footer.navigation.show_blog_link = v))} />
        <SwitchField id="settings-footer-nav-downloads" label={f.showDownloadsLink} disabled={!footer.navigation.enabled} checked={footer.navigation.show_downloads_link} onChange={(v) => update((d) => void (d.footer.navigation.show_downloads_link = v))} />
      </FormSection>
    </div>
  );
}

