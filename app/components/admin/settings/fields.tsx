import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";

const t = de.settings;

/** Radix Select cannot hold an empty value; this stands for "none chosen". */
export const NONE = "__none__";

export interface PageOption {
  id: string;
  title: string;
  slug: string;
  is_published: boolean;
}

export interface ImageOption {
  id: string;
  name: string;
}

export function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card className="gap-4 py-5">
      <CardHeader className="px-5">
        <CardTitle className="text-base">{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-4 px-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

interface FieldProps {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  wide?: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, control, hint and error, wired together with aria-describedby. */
export function Field({ id, label, hint, error, wide, children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", wide && "sm:col-span-2")}>
      <Label htmlFor={id}>{label}</Label>
      {children(describedBy)}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  wide?: boolean;
  type?: string;
  placeholder?: string;
  maxLength?: number;
  counter?: boolean;
  multiline?: boolean;
}) {
  const hint = props.counter ? (
    <>
      {props.hint} <span className="tabular-nums">({t.hints.chars(props.value.length)})</span>
    </>
  ) : (
    props.hint
  );
  return (
    <Field id={props.id} label={props.label} hint={hint} error={props.error} wide={props.wide}>
      {(describedBy) =>
        props.multiline ? (
          <Textarea
            id={props.id}
            value={props.value}
            rows={3}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => props.onChange(e.target.value)}
          />
        ) : (
          <Input
            id={props.id}
            type={props.type ?? "text"}
            value={props.value}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            aria-invalid={props.error ? true : undefined}
            aria-describedby={describedBy}
            onChange={(e) => props.onChange(e.target.value)}
          />
        )
      }
    </Field>
  );
}

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The native colour picker only takes #rrggbb; #abc is shown as #aabbcc there. */
function pickerValue(hex: string): string {
  if (!HEX.test(hex)) return "#000000";
  if (hex.length === 4) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`.toLowerCase();
  return hex.toLowerCase();
}

export function ColorField({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const shownError = error ?? (HEX.test(value) ? undefined : t.errors.color);
  return (
    <Field id={id} label={label} error={shownError}>
      {(describedBy) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t.hints.colorPicker(label)}
            value={pickerValue(value)}
            onChange={(e) => onChange(e.target.value.toUpperCase())}
            className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          />
          <Input
            id={id}
            value={value}
            maxLength={7}
            spellCheck={false}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={describedBy}
            title={t.hints.colorText(label)}
            onChange={(e) => onChange(e.target.value.trim())}
            className="w-32 font-mono uppercase"
          />
        </div>
      )}
    </Field>
  );
}

export function SwitchField({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className={cn("flex items-start justify-between gap-4 rounded-lg border px-3 py-2.5", disabled && "opacity-60")}>
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={hintId} />
    </div>
  );
}

interface Option {
  value: string;
  label: string;
}

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: Option[];
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <Field id={props.id} label={props.label} hint={props.hint} error={props.error}>
      {(describedBy) => (
        <Select value={props.value} onValueChange={props.onChange} disabled={props.disabled}>
          <SelectTrigger id={props.id} className="w-full" aria-invalid={props.error ? true : undefined} aria-describedby={describedBy}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {props.options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </Field>
  );
}

export function pageOptions(pages: PageOption[], current: string | null): Option[] {
  const options: Option[] = [{ value: NONE, label: t.options.noPage }];
  for (const page of pages) {
    options.push({ value: page.id, label: `${page.title} (/${page.slug})${page.is_published ? "" : ` · ${t.options.unpublished}`}` });
  }
  // A page id the list does not know (deleted meanwhile) still shows, rather than a blank select.
  if (current && !pages.some((p) => p.id === current)) options.push({ value: current, label: current });
  return options;
}

export function PageSelect(props: { id: string; label: string; pages: PageOption[]; value: string | null; onChange: (value: string | null) => void; error?: string; hint?: ReactNode }) {
  return (
    <SelectField
      id={props.id}
      label={props.label}
      hint={props.hint}
      error={props.error}
      value={props.value ?? NONE}
      options={pageOptions(props.pages, props.value)}
      onChange={(v) => props.onChange(v === NONE ? null : v)}
    />
  );
}
