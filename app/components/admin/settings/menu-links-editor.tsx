import { Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FormField, FormSection, NONE, SelectField } from "~/components/admin/forms/fields";
import { canBeParent } from "~/lib/navigation";
import { deMenu } from "~/i18n/menu";
import { MENU_LINK_LABEL_MAX, MENU_LINKS_MAX, type SiteSettings } from "~/lib/settings";
import { pageOptions, type PageOption } from "./page-select";

interface Props {
  value: SiteSettings;
  update: (mutate: (draft: SiteSettings) => void, path?: string) => void;
  errors: Record<string, string>;
  pages: PageOption[];
}

const t = deMenu.links;

/**
 * 'Eigene Menüeinträge' (issue 25): links to other sites in the main menu, each with a label, an
 * http(s) address, the page it is listed under and a position among that level's pages (whose
 * sort order runs 10, 20, 30 …). Validated by the settings schema on the server (field names
 * menuLinks.N.label / .url), which marks the fields here.
 */
export function MenuLinksEditor({ value, update, errors, pages }: Props) {
  const links = value.menuLinks;
  // Entries nest under pages only: posts and presentations have no submenu.
  const parents = pages.filter((p) => !p.content_type || canBeParent({ content_type: p.content_type }));
  return (
    <FormSection title={t.title} description={t.description}>
      <div className="grid gap-3 sm:col-span-2">
        {links.length === 0 && <p className="text-sm text-muted-foreground">{t.empty}</p>}
        {links.map((link, i) => {
          const path = `menuLinks.${i}`;
          return (
            <fieldset key={link.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1.5fr] lg:grid-cols-[1fr_1.5fr_1fr_6rem_auto] lg:items-start">
              <legend className="sr-only">{link.label || t.title}</legend>
              <FormField id={`menu-link-${i}-label`} label={t.label} error={errors[`${path}.label`]}>
                {(aria) => (
                  <Input
                    id={`menu-link-${i}-label`}
                    value={link.label}
                    maxLength={MENU_LINK_LABEL_MAX}
                    onChange={(e) => update((d) => void (d.menuLinks[i].label = e.target.value), `${path}.label`)}
                    {...aria}
                  />
                )}
              </FormField>
              <FormField id={`menu-link-${i}-url`} label={t.url} error={errors[`${path}.url`]}>
                {(aria) => (
                  <Input
                    id={`menu-link-${i}-url`}
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={link.url}
                    onChange={(e) => update((d) => void (d.menuLinks[i].url = e.target.value), `${path}.url`)}
                    {...aria}
                  />
                )}
              </FormField>
              <SelectField
                id={`menu-link-${i}-parent`}
                label={t.parent}
                value={link.parentId ?? NONE}
                error={errors[`${path}.parentId`]}
                options={[{ value: NONE, label: t.noParent }, ...pageOptions(parents, link.parentId).slice(1)]}
                onChange={(v) => update((d) => void (d.menuLinks[i].parentId = v === NONE ? null : v), `${path}.parentId`)}
              />
              <FormField id={`menu-link-${i}-position`} label={t.position} error={errors[`${path}.sortOrder`]}>
                {(aria) => (
                  <Input
                    id={`menu-link-${i}-position`}
                    type="number"
                    inputMode="numeric"
                    step={1}
                    value={Number.isFinite(link.sortOrder) ? String(link.sortOrder) : ""}
                    onChange={(e) =>
                      update((d) => void (d.menuLinks[i].sortOrder = e.target.value.trim() === "" ? Number.NaN : Number(e.target.value)), `${path}.sortOrder`)
                    }
                    {...aria}
                  />
                )}
              </FormField>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="self-end lg:mt-6"
                aria-label={t.remove(link.label)}
                onClick={() => update((d) => void d.menuLinks.splice(i, 1), "menuLinks")}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </fieldset>
          );
        })}
        {errors.menuLinks && <p className="text-sm text-destructive">{errors.menuLinks}</p>}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={links.length >= MENU_LINKS_MAX}
            onClick={() =>
              update(
                (d) =>
                  void d.menuLinks.push({
                    id: crypto.randomUUID(),
                    label: "",
                    url: "",
                    parentId: null,
                    // After the last entry of the top level.
                    sortOrder: 1000 + d.menuLinks.length * 10,
                  }),
                "menuLinks",
              )
            }
          >
            <Plus aria-hidden="true" />
            {t.add}
          </Button>
        </div>
      </div>
    </FormSection>
  );
}
