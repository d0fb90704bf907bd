import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Switch } from "~/components/ui/switch";
import { Textarea } from "~/components/ui/textarea";
import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";

/**
 * The admin's one forms kit: every field shows its label, the control, the server's error and a
 * help text, wired with aria-describedby / aria-invalid so a screen reader reads the error with
 * the field. Controls are given their ARIA props by `FormField`; the ready-made fields below
 * (text, colour, select, switch) are built on it.
 */

const t = de.settings;

/** Radix Select cannot hold an empty value; this stands for "none chosen". */
export const NONE = "__none__";

/** What a control inside a `FormField` spreads onto itself. */
export interface FieldAria {
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
}

/** The ids of a field's help and error texts, and the ARIA props pointing at them. */
export function fieldAria(id: string, options: { hint?: boolean; error?: boolean; required?: boolean }): FieldAria {
  const describedBy = [options.error && `${id}-error`, options.hint && `${id}-hint`].filter(Boolean).join(" ");
  return {
    ...(describedBy ? { "aria-describedby": describedBy } : {}),
    ...(options.error ? { "aria-invalid": true as const } : {}),
    ...(options.required ? { "aria-required": true as const } : {}),
  };
}

export function FormSection({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
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

function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <Label htmlFor={id}>
      {label}
      {/* The marker is visual only; the control carries aria-required. */}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      )}
    </Label>
  );
}

export interface FormFieldProps {
  id: string;
  label: string;
  /** Help text below the control (may be live, e.g. a counter or a check result). */
  hint?: ReactNode;
  /** The server's (or a local check's) message for this field. */
  error?: string;
  required?: boolean;
  /** Spans both columns of a `FormSection`. */
  wide?: boolean;
  children: (aria: FieldAria) => ReactNode;
}

/** Label, control, error and help text wired together. */
export function FormField({ id, label, hint, error, required, wide, children }: FormFieldProps) {
  return (
    <div className={cn("grid content-start gap-1.5", wide && "sm:col-span-2")}>
      <FieldLabel id={id} label={label} required={required} />
      {children(fieldAria(id, { hint: Boolean(hint), error: Boolean(error), required }))}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive" data-testid={`${id}-error`}>
          {error}
        </p>
      )}
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
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
  required?: boolean;
  wide?: boolean;
  type?: string;
  placeholder?: string;
  maxLength?: number;
  /** Adds "(n Zeichen)" to the help text. */
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
    <FormField id={props.id} label={props.label} hint={hint} error={props.error} required={props.required} wide={props.wide}>
      {(aria) =>
        props.multiline ? (
          <Textarea id={props.id} value={props.value} rows={3} maxLength={props.maxLength} placeholder={props.placeholder} onChange={(e) => props.onChange(e.target.value)} {...aria} />
        ) : (
          <Input
            id={props.id}
            type={props.type ?? "text"}
            value={props.value}
            maxLength={props.maxLength}
            placeholder={props.placeholder}
            onChange={(e) => props.onChange(e.target.value)}
            {...aria}
          />
        )
      }
    </FormField>
  );
}

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

/** The native colour picker only takes #rrggbb; #abc is shown as #aabbcc there. */
function pickerValue(hex: string): string {
  if (!HEX.test(hex)) return "#000000";
  if (hex.length === 4) return `#${hex[1]}${hex[1]}${hex[2]}${hex[2]}${hex[3]}${hex[3]}`.toLowerCase();
  return hex.toLowerCase();
}

/** A hex colour as text plus the native picker; an invalid hex is flagged while typing. */
export function ColorField({ id, label, value, onChange, error }: { id: string; label: string; value: string; onChange: (value: string) => void; error?: string }) {
  const shownError = error ?? (HEX.test(value) ? undefined : t.errors.color);
  return (
    <FormField id={id} label={label} error={shownError}>
      {(aria) => (
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
            title={t.hints.colorText(label)}
            onChange={(e) => onChange(e.target.value.trim())}
            className="w-32 font-mono uppercase"
            {...aria}
          />
        </div>
      )}
    </FormField>
  );
}

/** A labelled switch in a bordered row, with an optional help text. */
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
  const aria = fieldAria(id, { hint: Boolean(hint) });
  return (
    <div className={cn("flex items-start justify-between gap-4 rounded-lg border px-3 py-2.5", disabled && "opacity-60")}>
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} {...aria} />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

export function SelectField(props: {
  id: string;
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  wide?: boolean;
  disabled?: boolean;
  /** Classes of the trigger (default: full width). */
  className?: string;
}) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint} error={props.error} required={props.required} wide={props.wide}>
      {(aria) => (
        <Select value={props.value} onValueChange={props.onChange} disabled={props.disabled}>
          <SelectTrigger id={props.id} className={props.className ?? "w-full"} {...aria}>
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
    </FormField>
  );
}
