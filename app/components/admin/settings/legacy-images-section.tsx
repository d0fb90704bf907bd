import { Plus, X } from "lucide-react";
import { useState } from "react";
import { FormSection, SwitchField } from "~/components/admin/forms/fields";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { deLegacyImages } from "~/i18n/legacy-images";
import { joinHosts, LEGACY_IMAGE_HOSTS_MAX, legacyHostFromInput } from "~/lib/legacy-image-hosts";
import type { PanelProps } from "./settings-panels";

const t = deLegacyImages;
const FIELD = "legacy_image_hosts";

/**
 * 'Bilder der alten Website anzeigen' (issue 39): while a move lasts, the Content-Security-Policy
 * lets images load from the hosts listed here (settings.legacy_image_hosts; empty = off). Switching
 * it on offers the hosts the last import left files on; switching it off empties the list, so
 * nothing stays allowed by accident. The server validates every host (field legacy_image_hosts.N).
 */
export function LegacyImagesSection({ value, update, errors, keptHosts }: Pick<PanelProps, "value" | "update" | "errors"> & { keptHosts: string[] }) {
  const hosts = value.legacy_image_hosts;
  // On with an empty list: the person is about to type the host (saved empty, it is off again).
  const [opened, setOpened] = useState(false);
  const on = opened || hosts.length > 0;
  const [draft, setDraft] = useState("");
  const typed = draft.trim() ? legacyHostFromInput(draft) : null;
  const draftError = !draft.trim() ? null : !typed ? t.errors.host : hosts.includes(typed) ? t.errors.duplicate(typed) : null;
  const full = hosts.length >= LEGACY_IMAGE_HOSTS_MAX;
  const offered = keptHosts.filter((host) => !hosts.includes(host));

  const setHosts = (next: string[]) => update((d) => void (d.legacy_image_hosts = next), FIELD);
  function add(host: string | null) {
    if (!host || hosts.includes(host) || full) return;
    setHosts([...hosts, host]);
    setDraft("");
  }
  function toggle(checked: boolean) {
    setOpened(checked);
    setHosts(checked ? keptHosts.slice(0, LEGACY_IMAGE_HOSTS_MAX) : []);
    setDraft("");
  }

  const hint = !on
    ? [t.hintOff, keptHosts.length > 0 ? t.lastImport(joinHosts(keptHosts)) : ""].filter(Boolean).join(" ")
    : hosts.length > 0
      ? t.hintOn(joinHosts(hosts))
      : t.hintEmpty;

  return (
    <FormSection title={t.section} description={t.sectionDescription}>
      <div className="sm:col-span-2">
        <SwitchField id="settings-legacyImages" label={t.label} hint={hint} checked={on} onChange={toggle} />
      </div>
      {on && (
        <div className="grid gap-3 sm:col-span-2">
          <ul className="flex flex-wrap gap-2" aria-label={t.hosts}>
            {hosts.length === 0 && <li className="text-sm text-muted-foreground">{t.empty}</li>}
            {hosts.map((host, index) => {
              const error = errors[`${FIELD}.${index}`];
              return (
                <li key={`${host}-${index}`} className="grid gap-1">
                  <span className="inline-flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2.5 font-mono text-sm">
                    {host}
                    <Button type="button" variant="ghost" size="icon" className="size-7" aria-label={t.remove(host)} title={t.remove(host)} onClick={() => setHosts(hosts.filter((_, i) => i !== index))}>
                      <X aria-hidden="true" />
                    </Button>
                  </span>
                  {error && <p className="text-xs font-medium text-destructive">{error}</p>}
                </li>
              );
            })}
          </ul>
          {errors[FIELD] && <p className="text-xs font-medium text-destructive">{errors[FIELD]}</p>}
          {offered.length > 0 && !full && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="text-muted-foreground">{t.lastImport(joinHosts(keptHosts))}</span>
              {offered.map((host) => (
                <Button key={host} type="button" variant="outline" size="sm" onClick={() => add(host)}>
                  <Plus aria-hidden="true" />
                  {host}
                </Button>
              ))}
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor="settings-legacyImages-new">{t.newHost}</Label>
            <div className="flex max-w-md items-center gap-1.5">
              <Input
                id="settings-legacyImages-new"
                value={draft}
                placeholder="alt.example.de"
                disabled={full}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={draftError ? "settings-legacyImages-new-error settings-legacyImages-new-hint" : "settings-legacyImages-new-hint"}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    if (!draftError) add(typed);
                  }
                }}
              />
              <Button type="button" variant="outline" onClick={() => add(typed)} disabled={!typed || Boolean(draftError) || full}>
                <Plus aria-hidden="true" />
                {t.add}
              </Button>
            </div>
            {draftError && (
              <p id="settings-legacyImages-new-error" className="text-xs font-medium text-destructive">
                {draftError}
              </p>
            )}
            <p id="settings-legacyImages-new-hint" className="text-xs text-muted-foreground">
              {full ? t.errors.tooMany(LEGACY_IMAGE_HOSTS_MAX) : t.hostsHint}
            </p>
          </div>
        </div>
      )}
    </FormSection>
  );
}
