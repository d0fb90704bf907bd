import { Loader2 } from "lucide-react";
import { useMemo, useState } from "react";
import type { Block } from "~/blocks/types";
import {
  AlertDialog,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { deEditor } from "~/i18n/editor";
import { diffForConflict, type DiffEntry } from "./conflict-diff";

const t = deEditor.save;
const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "medium" });

export interface ConflictServer {
  version: number;
  content: Block[];
  updated_at?: string;
}

interface Props {
  /** The server's page while the queue is in conflict; null: no dialog. */
  server: ConflictServer | null;
  local: Block[];
  onKeepMine: () => Promise<void>;
  onTakeServer: () => void;
}

/**
 * The 409 dialog (issue 14, item 6): both sides side by side, and nothing happens to the local
 * edits until the user picks one of the two answers — Escape and clicks outside do not close it.
 */
export function ConflictDialog({ server, local, onKeepMine, onTakeServer }: Props) {
  const [busy, setBusy] = useState(false);
  const diff = useMemo(() => (server ? diffForConflict(local, server.content) : null), [server, local]);
  const saved = server?.updated_at ? new Date(server.updated_at) : null;
  return (
    <AlertDialog open={!!server}>
      <AlertDialogContent data-testid="conflict-dialog" className="sm:max-w-3xl" onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.conflictTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.conflictText}</AlertDialogDescription>
        </AlertDialogHeader>
        {diff && (
          <div className="grid max-h-[50vh] gap-3 overflow-y-auto sm:grid-cols-2">
            <Side
              testId="conflict-server"
              title={t.server}
              meta={saved && !Number.isNaN(saved.getTime()) ? t.serverSaved(dateTime.format(saved)) : ""}
              count={diff.serverCount}
              entries={diff.server}
            />
            <Side testId="conflict-local" title={t.local} meta={t.localUnsaved} count={diff.localCount} entries={diff.local} />
          </div>
        )}
        <AlertDialogFooter className="sm:items-end">
          <div className="grid gap-1">
            <Button type="button" variant="outline" disabled={busy} onClick={onTakeServer}>
              {t.takeServer}
            </Button>
            <p className="text-xs text-muted-foreground sm:max-w-56">{t.takeServerHint}</p>
          </div>
          <div className="grid gap-1">
            <Button
              type="button"
              disabled={busy}
              onClick={() => {
                setBusy(true);
                void onKeepMine().finally(() => setBusy(false));
              }}
            >
              {busy && <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />}
              {t.keepMine}
            </Button>
            <p className="text-xs text-muted-foreground sm:max-w-56">{t.keepMineHint}</p>
          </div>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function Side({ title, meta, count, entries, testId }: { title: string; meta: string; count: number; entries: DiffEntry[]; testId: string }) {
  return (
    <section data-testid={testId} aria-label={title} className="grid content-start gap-2 rounded-md border p-3">
      <div>
        <h3 className="font-semibold">{title}</h3>
        <p className="text-xs text-muted-foreground">
          {t.count(count)}
          {meta ? ` · ${meta}` : ""}
        </p>
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.noDifference}</p>
      ) : (
        <>
          <h4 className="text-sm font-medium">{t.differs}</h4>
          <ul className="grid gap-1 text-sm">
            {entries.map((entry) => (
              <li key={entry.id} className="rounded bg-muted px-2 py-1">
                <span className="font-medium">{entry.label}</span>
                {entry.only && <span className="text-muted-foreground"> ({t.onlyHere})</span>}
                <span className="block break-words text-muted-foreground">{entry.text ?? t.noText}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
