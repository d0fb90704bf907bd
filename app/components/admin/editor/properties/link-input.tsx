import { useState } from "react";
import { FormField } from "~/components/admin/forms/fields";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import type { LinkField } from "~/blocks/types";
import { deEditor } from "~/i18n/editor";
import { safeHref } from "~/lib/links";
import { cn } from "~/lib/utils";
import type { FieldInputProps } from "./field-props";
import { linkPageHref, pageLinkValue, parseLinkValue } from "./link-value";
import { usePanel } from "./panel-context";
import { UrlInput } from "./url-input";
import { useDraft } from "./use-draft";

const t = deEditor.properties.link;

type Mode = "page" | "url";

/**
 * A link target: a page of the site, chosen from the page list, or an address. A page is stored
 * as its path, the format every block uses; the server rewrites such paths when a page's slug
 * changes (app/blocks/page-links.ts), so the link keeps pointing at the page.
 */
export function LinkInput({ field, value, id, onChange }: FieldInputProps<LinkField>) {
  const { pages } = usePanel();
  const stored = typeof value === "string" ? value : "";
  const parsed = parseLinkValue(stored, pages);
  const [chosenMode, setChosenMode] = useState<Mode | null>(null);
  const mode: Mode = pages.length === 0 ? "url" : (chosenMode ?? parsed.mode);
  const draft = useDraft(stored);

  const trimmed = stored.trim();
  const urlHint =
    trimmed !== "" && trimmed !== "#" && safeHref(trimmed) === "#"
      ? t.unsafe
      : parsed.mode === "url" && trimmed.startsWith("/") && !trimmed.startsWith("//") && pages.length > 0 && !/\.[a-z0-9]{1,5}([?#].*)?$/i.test(trimmed)
        ? t.unknownPath
        : t.urlHint;
  const hint = [field.help, mode === "page" ? t.pageHint : pages.length === 0 ? `${urlHint} ${t.noPages}` : urlHint].filter(Boolean).join(" ");

  return (
    <FormField id={id} label={field.label} hint={hint}>
      {(aria) => (
        <div className="grid gap-2">
          {pages.length > 0 && (
            <div role="group" aria-label={t.mode(field.label)} className="inline-flex w-fit rounded-md border bg-muted p-0.5">
              {(["page", "url"] as const).map((m) => (
                <button
                  key={m}
                  type="button"
                  aria-pressed={mode === m}
                  onClick={() => setChosenMode(m)}
                  className={cn(
                    "rounded px-2.5 py-1 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    mode === m && "bg-background text-foreground shadow-xs",
                  )}
                >
                  {t[m]}
                </button>
              ))}
            </div>
          )}
          {mode === "page" ? (
            <Select
              value={parsed.mode === "page" ? parsed.pageId : undefined}
              onValueChange={(pageId) => {
                const next = pageLinkValue(pageId, pages, parsed.mode === "page" ? parsed.suffix : "");
                if (next !== null && next !== stored) onChange(next);
              }}
            >
              <SelectTrigger id={id} className="w-full" {...aria}>
                <SelectValue placeholder={t.pagePlaceholder}>{parsed.mode === "page" ? pages.find((p) => p.id === parsed.pageId)?.title : undefined}</SelectValue>
              </SelectTrigger>
              <SelectContent>
                {pages.map((page) => (
                  <SelectItem key={page.id} value={page.id}>
                    {page.title} <span className="text-muted-foreground">({linkPageHref(page)})</span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          ) : (
            <UrlInput id={id} draft={draft} onChange={onChange} {...aria} />
          )}
        </div>
      )}
    </FormField>
  );
}
