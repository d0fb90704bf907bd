import { Plus, X } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { de } from "~/i18n/de";

const t = de.settings;

/** Blog categories: rename in place, remove, add; empty and duplicate names are refused. */
export function CategoriesEditor({
  categories,
  errors,
  onChange,
}: {
  categories: string[];
  errors: Record<string, string>;
  onChange: (categories: string[]) => void;
}) {
  const [draft, setDraft] = useState("");
  const trimmed = draft.trim();
  const duplicate = trimmed !== "" && categories.some((c) => c.trim().toLocaleLowerCase("de") === trimmed.toLocaleLowerCase("de"));

  function add() {
    if (!trimmed || duplicate) return;
    onChange([...categories, trimmed]);
    setDraft("");
  }

  return (
    <div className="grid gap-3 sm:col-span-2">
      <ul className="grid gap-2 sm:grid-cols-2" aria-label={t.sections.categories}>
        {categories.map((name, index) => {
          const id = `settings-category-${index}`;
          const error = errors[`blog.categories.${index}`];
          return (
            <li key={index} className="grid gap-1">
              <div className="flex items-center gap-1.5">
                <Input
                  id={id}
                  value={name}
                  aria-label={`${t.fields.category} ${index + 1}`}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  onChange={(e) => onChange(categories.map((c, i) => (i === index ? e.target.value : c)))}
                />
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t.removeCategory(name)}
                  title={t.removeCategory(name)}
                  onClick={() => onChange(categories.filter((_, i) => i !== index))}
                >
                  <X aria-hidden="true" />
                </Button>
              </div>
              {error && (
                <p id={`${id}-error`} className="text-xs font-medium text-destructive">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <div className="grid gap-1.5">
        <Label htmlFor="settings-new-category">{t.fields.newCategory}</Label>
        <div className="flex max-w-md items-center gap-1.5">
          <Input
            id="settings-new-category"
            value={draft}
            aria-invalid={duplicate ? true : undefined}
            aria-describedby={duplicate ? "settings-new-category-error" : undefined}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                add();
              }
            }}
          />
          <Button type="button" variant="outline" onClick={add} disabled={!trimmed || duplicate}>
            <Plus aria-hidden="true" />
            {t.addCategory}
          </Button>
        </div>
        {duplicate && (
          <p id="settings-new-category-error" className="text-xs font-medium text-destructive">
            {t.errors.categoryDuplicate(trimmed)}
          </p>
        )}
      </div>
    </div>
  );
}
