import { Eye, Pencil } from "lucide-react";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { dePresence } from "~/i18n/presence";
import { berlinTime, type PresencePerson } from "~/lib/presence";

const t = dePresence;

/**
 * Opening a page someone else edits: 'Ansehen' (read-only, follows their saves) or 'Trotzdem
 * bearbeiten' (the merge on saving stays the safety net). Not closable by Escape: one must choose.
 * Follows the page live: once the other person left, it says so and offers 'Bearbeiten' first.
 */
export function EditingElsewhereDialog({ person, onView, onEdit }: { person: (PresencePerson & { left?: boolean }) | null; onView: () => void; onEdit: () => void }) {
  const left = !!person?.left;
  return (
    <AlertDialog open={!!person}>
      <AlertDialogContent data-testid="presence-dialog" onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{person && left ? t.leftTitle(person.name) : t.dialogTitle}</AlertDialogTitle>
          <AlertDialogDescription>{person ? (left ? t.leftText : t.dialogText(person.name, berlinTime(person.since))) : ""}</AlertDialogDescription>
        </AlertDialogHeader>
        {!left && <p className="text-sm text-muted-foreground">{t.dialogHint}</p>}
        <AlertDialogFooter>
          {left ? (
            <>
              <Button type="button" variant="outline" onClick={onView}>
                <Eye aria-hidden="true" />
                {t.view}
              </Button>
              <Button type="button" onClick={onEdit} autoFocus>
                <Pencil aria-hidden="true" />
                {t.edit}
              </Button>
            </>
          ) : (
            <>
              <Button type="button" variant="outline" onClick={onEdit}>
                <Pencil aria-hidden="true" />
                {t.editAnyway}
              </Button>
              <Button type="button" onClick={onView} autoFocus>
                <Eye aria-hidden="true" />
                {t.view}
              </Button>
            </>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Above a watched page: who edits it, and 'Bearbeiten' to edit after all. */
export function ViewingBanner({ editor, onEdit }: { editor: PresencePerson | null; onEdit?: () => void }) {
  return (
    <div role="status" data-testid="presence-viewing" className="flex flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
      <Eye aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 text-sm">{t.viewingBanner(editor && !editor.self ? editor.name : null)}</p>
      {onEdit && (
        <Button type="button" size="sm" variant="outline" onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t.edit}
        </Button>
      )}
    </div>
  );
}
