import type { ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { de } from "~/i18n/de";
import { cn } from "~/lib/utils";

/**
 * A dialog holding one form: title, optional description, the fields, and a footer with
 * "Abbrechen" and the submit button. Enter submits; while `busy` the dialog cannot be dismissed
 * and the submit button shows `busyLabel`. The caller's `onSubmit` does the work (usually through
 * useApiAction) and closes the dialog itself when it succeeded.
 */
export function FormDialog(props: {
  title: ReactNode;
  description?: ReactNode;
  onClose: () => void;
  onSubmit: () => void | Promise<unknown>;
  submitLabel: ReactNode;
  busy?: boolean;
  busyLabel?: ReactNode;
  submitDisabled?: boolean;
  cancelLabel?: ReactNode;
  /** Classes of the dialog box, e.g. a wider `sm:max-w-3xl`. */
  className?: string;
  descriptionClassName?: string;
  children: ReactNode;
}) {
  const busy = props.busy ?? false;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && props.onClose()}>
      <DialogContent className={props.className}>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (busy || props.submitDisabled) return;
            void props.onSubmit();
          }}
        >
          <DialogHeader>
            <DialogTitle>{props.title}</DialogTitle>
            {props.description && <DialogDescription className={cn(props.descriptionClassName)}>{props.description}</DialogDescription>}
          </DialogHeader>
          {props.children}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose} disabled={busy}>
              {props.cancelLabel ?? de.ui.cancel}
            </Button>
            <Button type="submit" disabled={busy || props.submitDisabled}>
              {busy && props.busyLabel ? props.busyLabel : props.submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
