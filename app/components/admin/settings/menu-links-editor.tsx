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
 * menu_links.N.label / .url), which marks the fields here.
 */
export function MenuLinksEditor({ value, update, errors, pages }: Props) {
  const links = value.menu_links;
  // Entries nest under pages only: posts and presentations have no submenu.
  const parents = pages.filter((p) => !p.content_type || canBeParent({ content_type: p.content_type }));
  return (
    <FormSection title={t.title} description={t.description}>
      <div className="grid gap-3 sm:col-span-2">
        {links.length === 0 && <p className="text-sm text-muted-foreground">{t.empty}</p>}
        {links.map((link, i) => {
          const path = `menu_links.${i}`;
          return (
            <fieldset key={link.id} className="grid gap-3 rounded-lg border border-border p-3 sm:grid-cols-[1fr_1.5fr] lg:grid-cols-[1fr_1.5fr_1fr_6rem_auto] lg:items-start">
              <legend className="sr-only">{link.label || t.title}</legend>
              <FormField id={`menu-link-${i}-label`} label={t.label} error={errors[`${path}.label`]}>
                {(aria) => (
                  <Input
                    id={`menu-link-${i}-label`}
                    value={link.label}
                    maxLength={MENU_LINK_LABEL_MAX}
                    onChange={(e) => update((d) => void (d.menu_links[i].label = e.target.value), `${path}.label`)}
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
                    onChange={(e) => update((d) => void (d.menu_links[i].url = e.target.value), `${path}.url`)}
                    {...aria}
                  />
                )}
              </FormField>
              <SelectField
                id={`menu-link-${i}-parent`}
                label={t.parent}
                value={link.parent_id ?? NONE}
                error={errors[`${path}.parent_id`]}
                options={[{ value: NONE, label: t.noParent }, ...pageOptions(parents, link.parent_id).slice(1)]}
                onChange={(v) => update((d) => void (d.menu_links[i].parent_id = v === NONE ? null : v), `${path}.parent_id`)}
              />
              <FormField id={`menu-link-${i}-position`} label={t.position} error={errors[`${path}.sort_order`]}>
                {(aria) => (
                  <Input
                    id={`menu-link-${i}-position`}
                    type="number"
                    inputMode="numeric"
                    step={1}
                    value={Number.isFinite(link.sort_order) ? String(link.sort_order) : ""}
                    onChange={(e) =>
                      update((d) => void (d.menu_links[i].sort_order = e.target.value.trim() === "" ? Number.NaN : Number(e.target.value)), `${path}.sort_order`)
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
                onClick={() => update((d) => void d.menu_links.splice(i, 1), "menu_links")}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </fieldset>
          );
        })}
        {errors.menu_links && <p className="text-sm text-destructive">{errors.menu_links}</p>}
        <div>
          <Button
            type="button"
            variant="outline"
            disabled={links.length >= MENU_LINKS_MAX}
            onClick={() =>
              update(
                (d) =>
                  void d.menu_links.push({
                    id: crypto.randomUUID(),
                    label: "",
                    url: "",
                    parent_id: null,
                    // After the last entry of the top level.
                    sort_order: 1000 + d.menu_links.length * 10,
                  }),
                "menu_links",
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
