import type { Blocker } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";

/** Asks before in-app navigation away from unsaved work (the blocker from useEditingGuards). */
export function LeaveConfirmDialog({ blocker, texts }: { blocker: Blocker; texts: { leaveTitle: string; leaveText: string; stay: string; leaveConfirm: string } }) {
  const blocked = blocker.state === "blocked";
  return (
    <AlertDialog open={blocked} onOpenChange={(open) => !open && blocked && blocker.reset()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{texts.leaveTitle}</AlertDialogTitle>
          <AlertDialogDescription>{texts.leaveText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel onClick={() => blocked && blocker.reset()}>{texts.stay}</AlertDialogCancel>
          <AlertDialogAction onClick={() => blocked && blocker.proceed()}>{texts.leaveConfirm}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
