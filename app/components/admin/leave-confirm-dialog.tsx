import type { Blocker } from "react-router";
import { ConfirmDialog } from "~/components/admin/forms/confirm-dialog";

/** Asks before in-app navigation away from unsaved work (the blocker from useEditingGuards). */
export function LeaveConfirmDialog({ blocker, texts }: { blocker: Blocker; texts: { leaveTitle: string; leaveText: string; stay: string; leaveConfirm: string } }) {
  const blocked = blocker.state === "blocked";
  return (
    <ConfirmDialog
      open={blocked}
      onOpenChange={(open) => !open && blocked && blocker.reset()}
      title={texts.leaveTitle}
      description={texts.leaveText}
      cancelLabel={texts.stay}
      onCancel={() => blocked && blocker.reset()}
      confirmLabel={texts.leaveConfirm}
      onConfirm={() => blocked && blocker.proceed()}
      destructive={false}
    />
  );
}
