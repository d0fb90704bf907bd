import type { ReactNode } from "react";
import { AlertDialog, AlertDialogAction, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "~/components/ui/alert-dialog";

/**
 * "Sind Sie sicher …?": a title, a description, optional details, "Abbrechen" and the confirming
 * action (destructive by default). One component for every confirm of the admin.
 */
export function ConfirmDialog(props: {
  open?: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  destructive?: boolean;
  /** Defaults to "Abbrechen". */
  cancelLabel?: ReactNode;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  return (
    <AlertDialog open={props.open ?? true} onOpenChange={props.onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{props.title}</AlertDialogTitle>
          <AlertDialogDescription>{props.description}</AlertDialogDescription>
        </AlertDialogHeader>
        {props.children}
        <AlertDialogFooter>
          <AlertDialogCancel onClick={props.onCancel}>{props.cancelLabel}</AlertDialogCancel>
          <AlertDialogAction variant={props.destructive === false ? undefined : "destructive"} onClick={props.onConfirm}>
            {props.confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
