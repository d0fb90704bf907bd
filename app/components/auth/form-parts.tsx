import { Loader2Icon } from "lucide-react";
import type * as React from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** What every form on the screen needs to know before it may send anything. */
export interface SubmitGate {
  /**
   * Every submit button is disabled: before hydration (a native submit would do nothing useful)
   * and while the server health is 'error'.
   */
  disabled: boolean;
  /** False while offline; then it has already shown the 'Keine Internetverbindung' toast. */
  ensureOnline: () => boolean;
}

type FieldProps = Omit<React.ComponentProps<typeof Input>, "id"> & {
  id: string;
  label: string;
  hint?: string;
  error?: string | null;
};

/** Label, input, optional hint and field error, tied together for screen readers. */
export function Field({ id, label, hint, error, className, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A submit button that shows a spinner and a busy label while its request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  className,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button type="submit" className={cn("w-full", className)} disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy && <Loader2Icon className="motion-safe:animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The reason of the last failed request, in the form itself (not only in a toast). */
export function FormError({ id, message }: { id: string; message: string | null }) {
  // The live region stays in the DOM so screen readers announce each new message.
  return (
    <div
      id={id}
      role="alert"
      className={cn(message && "rounded-md border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm text-red-800")}
    >
      {message}
    </div>
  );
}

/**
 * The frame of every form on the auth screen: posted by script (no native validation bubbles;
 * the fields show German errors), its error line and then its buttons.
 */
export function AuthForm({ errorId, error, onSubmit, children, actions, ...form }: Omit<React.ComponentProps<"form">, "onSubmit" | "children"> & { errorId: string; error: string | null; onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; children: React.ReactNode; actions: React.ReactNode }) {
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="grid gap-4" aria-describedby={errorId} {...form}>
      {children}
      <FormError id={errorId} message={error} />
      {actions}
    </form>
  );
}
