import { Loader2 } from "lucide-react";
import { Fragment, useMemo, useState } from "react";
import type { Block } from "~/blocks/types";
import { AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle } from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import type { MergeChoices, MergeConflict, MergeSide } from "~/editor/merge";
import { deEditor } from "~/i18n/editor";
import type { WordChange } from "~/lib/compare/types";
import { cn } from "~/lib/utils";
import { describeConflict, type ConflictField, type ConflictView } from "./conflict-diff";

const t = deEditor.save;
// German time, as the presence line beside it ('bearbeitet diese Seite seit …').
const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "medium", timeZone: "Europe/Berlin" });

export interface ConflictServer {
  version: number;
  content: Block[];
  updated_at?: string;
}

interface Props {
  /** The server's page while the queue is in conflict; null: no dialog. */
  server: ConflictServer | null;
  /** The blocks both changed (the queue's merge); everything else is merged already. */
  conflicts: MergeConflict[];
  /** Saves the merge with these answers (one per conflicting block). */
  onResolve: (choices: MergeChoices) => Promise<void>;
}

/**
 * The 409 dialog (issue 38, item 1): only when someone else's save changed a block this editor
 * changed too (or deleted what one changed). Each such block with both versions and their word
 * differences, and per block 'Meine' / 'Ihre'; everything else is merged already. Nothing is
 * decided for the user: Escape and clicks outside do not close it, and saving waits for a choice
 * per block.
 */
export function ConflictDialog({ server, conflicts, onResolve }: Props) {
  const [busy, setBusy] = useState(false);
  const [choices, setChoices] = useState<Record<string, MergeSide>>({});
  const views = useMemo(() => (server ? conflicts.map(describeConflict) : []), [server, conflicts]);
  const open = views.filter((v) => !choices[v.id]).length;
  const saved = server?.updated_at ? new Date(server.updated_at) : null;
  const savedAt = saved && !Number.isNaN(saved.getTime()) ? t.theirsSaved(dateTime.format(saved)) : "";
  return (
    <AlertDialog open={!!server}>
      <AlertDialogContent data-testid="conflict-dialog" className="sm:max-w-4xl" onEscapeKeyDown={(event) => event.preventDefault()}>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.conflictTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.conflictText(views.length)}</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="grid max-h-[55vh] gap-3 overflow-y-auto">
          {views.map((view) => (
            <ConflictItem
              key={view.id}
              view={view}
              savedAt={savedAt}
              choice={choices[view.id] ?? null}
              disabled={busy}
              onChoose={(side) => setChoices((current) => ({ ...current, [view.id]: side }))}
            />
          ))}
        </ul>
        <AlertDialogFooter className="items-center sm:justify-between">
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {open > 0 ? t.chooseEach(open) : ""}
          </p>
          <Button
            type="button"
            disabled={busy || open > 0}
            onClick={() => {
              setBusy(true);
              void onResolve(choices).finally(() => {
                setBusy(false);
                setChoices({});
              });
            }}
          >
            {busy && <Loader2 aria-hidden="true" className="motion-safe:animate-spin" />}
            {t.apply}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

function ConflictItem({ view, savedAt, choice, disabled, onChoose }: { view: ConflictView; savedAt: string; choice: MergeSide | null; disabled: boolean; onChoose: (side: MergeSide) => void }) {
  const headingId = `conflict-${view.id}`;
  const note = view.kind === "deleted-by-theirs" ? t.deletedByTheirs : view.kind === "deleted-by-ours" ? t.deletedByOurs : null;
  return (
    <li data-testid="conflict-block" data-block-id={view.id} aria-labelledby={headingId} className="grid gap-2 rounded-md border p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold break-words">
          {view.label}
        </h3>
        {note && <span className="text-sm text-muted-foreground">{note}</span>}
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Version
          testId="conflict-mine"
          title={t.mineTitle}
          meta=""
          selected={choice === "ours"}
          deleted={view.kind === "deleted-by-ours"}
          text={view.mineText}
          fields={view.fields}
          side="ours"
        />
        <Version
          testId="conflict-theirs"
          title={t.theirsTitle}
          meta={savedAt}
          selected={choice === "theirs"}
          deleted={view.kind === "deleted-by-theirs"}
          text={view.theirsText}
          fields={view.fields}
          side="theirs"
        />
      </div>
      <div role="radiogroup" aria-labelledby={headingId} className="flex flex-wrap gap-2">
        <Button type="button" role="radio" aria-checked={choice === "ours"} aria-label={t.chooseMine(view.label)} size="sm" variant={choice === "ours" ? "default" : "outline"} disabled={disabled} onClick={() => onChoose("ours")}>
          {t.mine}
        </Button>
        <Button type="button" role="radio" aria-checked={choice === "theirs"} aria-label={t.chooseTheirs(view.label)} size="sm" variant={choice === "theirs" ? "default" : "outline"} disabled={disabled} onClick={() => onChoose("theirs")}>
          {t.theirs}
        </Button>
      </div>
    </li>
  );
}

function Version({ testId, title, meta, selected, deleted, text, fields, side }: { testId: string; title: string; meta: string; selected: boolean; deleted: boolean; text: string | null; fields: ConflictField[]; side: MergeSide }) {
  return (
    <section data-testid={testId} aria-label={title} className={cn("grid content-start gap-1 rounded-md bg-muted p-2 text-sm", selected && "ring-2 ring-primary")}>
      <p className="text-xs font-medium text-muted-foreground">
        {title}
        {meta ? ` · ${meta}` : ""}
      </p>
      {deleted ? (
        <p className="italic">{t.deleted}</p>
      ) : fields.length === 0 ? (
        <p className="break-words">{text ?? t.noText}</p>
      ) : (
        fields.map((field, i) => (
          <div key={i} className="grid gap-0.5">
            <span className="text-xs text-muted-foreground">{field.label}</span>
            <p className="break-words">{field.words ? <Words words={field.words} show={side === "ours" ? "added" : "removed"} /> : side === "ours" ? field.mine : field.theirs}</p>
          </div>
        ))
      )}
    </section>
  );
}

/** One side's text: the shared words plain, its own words marked (and named for screen readers: not by colour alone). */
function Words({ words, show }: { words: WordChange[]; show: "added" | "removed" }) {
  return (
    <>
      {words
        .filter((w) => w.kind === "same" || w.kind === show)
        .map((w, i) =>
          w.kind === "same" ? (
            <Fragment key={i}>{w.text}</Fragment>
          ) : w.kind === "added" ? (
            <Fragment key={i}>
              <span className="sr-only">{t.addedWords} </span>
              <mark data-testid="word-mine" className="rounded-sm bg-green-100 text-green-900 underline decoration-green-700 decoration-2 underline-offset-2">
                {w.text}
              </mark>
            </Fragment>
          ) : (
            <Fragment key={i}>
              <span className="sr-only">{t.removedWords} </span>
              <mark data-testid="word-theirs" className="rounded-sm bg-amber-100 text-amber-950 underline decoration-amber-700 decoration-dotted decoration-2 underline-offset-2">
                {w.text}
              </mark>
            </Fragment>
          ),
        )}
    </>
  );
}
