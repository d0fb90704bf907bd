import { RadioChoice } from "~/components/admin/forms/native-inputs";
import { deImport } from "~/i18n/import";
import type { AddressCollisionView } from "~/lib/import-schema";
import { cn } from "~/lib/utils";

const t = deImport.collisions;

/**
 * Step 3 after a dry run that met own pages at imported addresses (issue 39): the list (address,
 * the page here, what happens to it under the choice made) and the choice itself, keep (the
 * default: the imported page gets a new address) or replace (the page's words stay a version).
 */
export function SameAddressChoice({
  collisions,
  replace,
  disabled,
  onChange,
}: {
  collisions: readonly AddressCollisionView[];
  replace: boolean;
  disabled: boolean;
  onChange: (replace: boolean) => void;
}) {
  if (collisions.length === 0) return null;
  const options = [
    [false, t.keep, t.keepHint],
    [true, t.replace, t.replaceHint],
  ] as const;
  return (
    <fieldset className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50/60 p-3 dark:border-amber-700 dark:bg-amber-950/30" disabled={disabled} data-testid="import-same-address">
      <legend className="px-1 text-sm font-medium">{t.title(collisions.length)}</legend>
      <p className="text-xs text-muted-foreground">{t.hint}</p>
      {/* A list, not a table: the column is narrow (a phone, the left column beside the report). */}
      <ul className="grid gap-1.5 rounded-md border bg-background p-2 text-xs" aria-label={t.title(collisions.length)}>
        {collisions.map((c) => (
          <li key={`${c.address}|${c.item}`} className="grid gap-0.5 [overflow-wrap:anywhere]">
            <span>
              <code className="font-mono">{c.address}</code>
              {c.address === "/" ? ` (${t.home})` : null} · {t.existing}: „{c.existing_title}“
            </span>
            <span className={cn("text-muted-foreground", replace && "font-medium text-foreground")}>→ {replace ? t.outcomeReplace : t.outcomeKeep(c.new_address)}</span>
          </li>
        ))}
      </ul>
      <div role="radiogroup" aria-label={t.title(collisions.length)} className="grid gap-1.5">
        {options.map(([value, label, hint]) => (
          <RadioChoice key={String(value)} name="import-same-address" value={value ? "replace" : "keep"} label={label} hint={hint} checked={replace === value} onChange={() => onChange(value)} />
        ))}
      </div>
    </fieldset>
  );
}
