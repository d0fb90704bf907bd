import type { ReactNode } from "react";
import { EditableText } from "../editable-text";
import { slugify } from "~/lib/slug";
import { cn } from "~/lib/utils";

/**
 * Shared by the form blocks (input, textarea, select, datepicker, contact-form): a label tied to
 * its control by id, a visible * for required fields (the control's `required` attribute tells
 * assistive technology, so the * itself is hidden from it), and the control classes of the UI kit.
 */
export const CONTROL_CLASS =
  "w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 user-invalid:border-destructive aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";

export function fieldId(blockId: string, name: string): string {
  return `feld-${blockId}-${name}`.replace(/[^\w-]/g, "-");
}

/** The form field name: as given, else from the label, else a fallback. */
export function fieldName(name: string, label: string, fallback: string): string {
  const given = name.trim().replace(/[^\w-]/g, "");
  return given || slugify(label, 40) || fallback;
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-destructive">
      *
    </span>
  );
}

export function FieldLabel({ htmlFor, required, children, className }: { htmlFor: string; required: boolean; children: ReactNode; className?: string }) {
  return (
    <label htmlFor={htmlFor} className={cn("block text-sm font-medium", className)}>
      {children}
      {required && <RequiredMark />}
    </label>
  );
}

/** A form block's control name (given, else from the label) and the DOM id its label points at. */
export function fieldIdentity(blockId: string, label: string): { name: string; id: string } {
  const name = fieldName("", label, blockId);
  return { name, id: fieldId(blockId, name) };
}

/**
 * The frame of a single-control form block (input, textarea, select, datepicker): its label,
 * editable in place, above the control and whatever follows it.
 */
export function FieldFrame({ id, label, required, narrow, children }: { id: string; label: string; required: boolean; narrow?: boolean; children: ReactNode }) {
  return (
    <div className={narrow ? "grid max-w-xs gap-2" : "grid max-w-xl gap-2"}>
      <FieldLabel htmlFor={id} required={required}>
        <EditableText path="label">{label}</EditableText>
      </FieldLabel>
      {children}
    </div>
  );
}
