import { Info, RotateCcw, Save } from "lucide-react";
import { BusyButton } from "~/components/admin/forms/busy-button";
import { SubmitForm } from "~/components/admin/forms/submit-form";
import { useCallback, useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { de } from "~/i18n/de";
import { deLegacyImages } from "~/i18n/legacy-images";
import { deMenu } from "~/i18n/menu";
import type { SiteSettings } from "~/lib/settings";
import { validateSettings } from "~/lib/settings-validation";
import { cn } from "~/lib/utils";
import type { ImageOption, PageOption } from "./page-select";
import { FooterPanel, HeaderPanel } from "./brand-panels";
import { BlogPanel, DownloadsPanel, GeneralPanel, LegalPanel, SocialPanel, type PanelProps } from "./settings-panels";
import { useEditingGuards } from "~/components/admin/use-editing-guards";
import { LeaveConfirmDialog } from "~/components/admin/leave-confirm-dialog";

const t = de.settings;

const TABS = [
  { id: "general", label: t.tabs.general, Panel: GeneralPanel },
  { id: "header", label: t.tabs.header, Panel: HeaderPanel },
  { id: "footer", label: t.tabs.footer, Panel: FooterPanel },
  { id: "blog", label: t.tabs.blog, Panel: BlogPanel },
  { id: "downloads", label: t.tabs.downloads, Panel: DownloadsPanel },
  { id: "legal", label: t.tabs.legal, Panel: LegalPanel },
  { id: "social", label: t.tabs.social, Panel: SocialPanel },
] as const;
type TabId = (typeof TABS)[number]["id"];

function tabOf(path: string): TabId {
  const head = path.split(".")[0];
  if (head === "header" || head === "footer" || head === "blog" || head === "downloads") return head;
  if (head === "legal_pages") return "legal";
  if (head === "menu_links") return "header";
  if (head === "social_links") return "social";
  return "general";
}

const FIELD_LABELS: Record<string, string> = {
  site_name: t.fields.siteName,
  site_description: t.fields.siteDescription,
  meta_title: t.fields.metaTitle,
  meta_description: t.fields.metaDescription,
  default_contact_email: t.fields.defaultContactEmail,
  retention_months: t.fields.retentionMonths,
  primary_color: t.fields.primaryColor,
  accent_color: t.fields.accentColor,
  background_color: t.fields.backgroundColor,
  text_color: t.fields.textColor,
  copyright_text: t.fields.copyrightText,
  tagline: t.fields.tagline,
  layout: t.fields.layout,
  logo_asset_id: t.fields.logo,
  logo_size: t.fields.logoSize,
  overview_page_id: t.fields.overviewPage,
  categories: t.sections.categories,
  page_id: t.fields.legalPage,
  facebook: t.fields.facebook,
  twitter: t.fields.twitter,
  instagram: t.fields.instagram,
  linkedin: t.fields.linkedin,
  label: deMenu.links.label,
  url: deMenu.links.url,
  sort_order: deMenu.links.position,
  menu_links: deMenu.links.title,
  legacy_image_hosts: deLegacyImages.hosts,
};

/** "footer.background_color" → "Hintergrundfarbe (Footer)", for the error toast. */
function describeField(path: string): string {
  const parts = path.split(".").filter((p) => !/^\d+$/.test(p));
  const label = [...parts].reverse().map((p) => FIELD_LABELS[p]).find(Boolean) ?? path;
  const tab = TABS.find((x) => x.id === tabOf(path))!;
  return tab.id === "general" ? label : `${label} (${tab.label})`;
}

interface SettingsFormProps {
  initial: SiteSettings;
  pages: PageOption[];
  images: ImageOption[];
  migrated: boolean;
  /** Hosts the last import left files on ('Bilder der alten Website anzeigen' offers them). */
  keptHosts?: string[];
}

export function SettingsForm({ initial, pages, images, migrated, keptHosts = [] }: SettingsFormProps) {
  const [saved, setSaved] = useState(initial);
  const [value, setValue] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState<TabId>("general");
  const [saving, setSaving] = useState(false);
  const dirty = JSON.stringify(value) !== JSON.stringify(saved);

  const update = useCallback<PanelProps["update"]>((mutate, path) => {
    setValue((current) => {
      const draft = structuredClone(current);
      mutate(draft);
      return draft;
    });
    if (path) {
      setErrors((current) => {
        const keys = Object.keys(current).filter((key) => key === path || key.startsWith(`${path}.`));
        if (keys.length === 0) return current;
        const next = { ...current };
        for (const key of keys) delete next[key];
        return next;
      });
    }
  }, []);

  function showErrors(fields: Record<string, string>) {
    setErrors(fields);
    const paths = Object.keys(fields);
    if (paths.length > 0 && !paths.some((p) => tabOf(p) === tab)) setTab(tabOf(paths[0]));
    toast.error(t.saveError, { description: paths.length > 0 ? t.checkFields(paths.map(describeField).join(", ")) : undefined });
  }

  const save = async () => {
    if (saving) return;
    const check = validateSettings(value);
    if (!check.ok) return showErrors(check.fields);
    setSaving(true);
    try {
      const response = await fetch("/api/settings", {
        method: "PUT",
        credentials: "same-origin",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(check.settings),
      });
      const body = await response.json().catch(() => null);
      if (response.ok && body) {
        setSaved(body);
        setValue(body);
        setErrors({});
        toast.success(t.saved);
      } else if (response.status === 400 && body?.fields) {
        showErrors(body.fields);
      } else {
        console.error("Einstellungen speichern", response.status, body);
        toast.error(t.saveError, { description: body?.error ?? `HTTP ${response.status}` });
      }
    } catch (error) {
      console.error("Einstellungen speichern", error);
      toast.error(t.saveError, { description: de.auth.errors.serverUnreachable });
    } finally {
      setSaving(false);
    }
  };
  const blocker = useEditingGuards(save, dirty);
  const errorTabs = new Set(Object.keys(errors).map(tabOf));
  const panelProps: PanelProps = { value, update, errors, pages, images, keptHosts };

  return (
    <SubmitForm className="grid gap-4" onSubmit={save}>
      <div className="mx-auto w-full max-w-5xl">
        <h1 className="text-2xl font-semibold tracking-tight">{t.title}</h1>
        <p className="mt-1 text-muted-foreground">{t.intro}</p>
      </div>

      {migrated && (
        <p className="mx-auto flex w-full max-w-5xl items-start gap-2 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-blue-900">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t.migrated}
        </p>
      )}

      <Tabs value={tab} onValueChange={(v) => setTab(v as TabId)} className="gap-4">
        {/* Tabs and save stay in reach while scrolling a long tab. */}
        <div className="sticky top-14 z-20 -mx-4 border-b bg-background/95 px-4 py-2 backdrop-blur md:-mx-8 md:px-8">
          <div className="mx-auto flex w-full max-w-5xl flex-wrap items-center gap-x-3 gap-y-2">
            <TabsList className="mr-auto h-auto max-w-full flex-wrap justify-start">
              {TABS.map(({ id, label }) => (
                <TabsTrigger key={id} value={id} className="h-7 flex-none px-3">
                  {label}
                  {errorTabs.has(id) && (
                    <>
                      <span aria-hidden="true" className="size-1.5 rounded-full bg-destructive" />
                      <span className="sr-only">({t.tabHasErrors})</span>
                    </>
                  )}
                </TabsTrigger>
              ))}
            </TabsList>
            <span role="status" aria-live="polite" className={cn("flex items-center gap-1.5 text-xs font-medium text-amber-700", !dirty && !saving && "sr-only")}>
              {dirty && <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />}
              {saving ? t.saving : dirty ? t.unsaved : t.allSaved}
            </span>
            <div className="flex gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="px-2"
                aria-label={t.discard}
                title={t.discard}
                disabled={!dirty || saving}
                onClick={() => (setValue(saved), setErrors({}))}
              >
                <RotateCcw aria-hidden="true" />
              </Button>
              <BusyButton type="submit" disabled={saving} aria-keyshortcuts="Control+S" title={`${t.save} (${t.shortcut})`} busy={saving} icon={Save} label={t.save} busyLabel={t.saving} />
            </div>
          </div>
        </div>
        {TABS.map(({ id, Panel }) => (
          <TabsContent key={id} value={id} className="mx-auto w-full max-w-5xl">
            <Panel {...panelProps} />
          </TabsContent>
        ))}
      </Tabs>

      <LeaveConfirmDialog blocker={blocker} texts={t} />
    </SubmitForm>
  );
}
