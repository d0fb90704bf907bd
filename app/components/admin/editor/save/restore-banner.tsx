import { History } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { Draft } from "~/editor/draft-store";
import { deEditor } from "~/i18n/editor";

const t = deEditor.save;
const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short" });

/** Offers edits found in the browser (a reload, a crash, offline) back when the editor opens. */
export function RestoreBanner({ draft, stale, onRestore, onDiscard }: { draft: Draft; stale: boolean; onRestore: () => void; onDiscard: () => void }) {
  return (
    <div role="region" aria-label={t.draftFound} data-testid="restore-banner" className="flex flex-wrap items-start gap-3 rounded-lg border border-sky-300 bg-sky-50 px-4 py-3 text-sky-950">
      <History aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1">
        <p className="font-medium">{t.draftFound}</p>
        <p className="mt-0.5 text-sm">{t.draftText(dateTime.format(draft.savedAt))}</p>
        {stale && <p className="mt-0.5 text-sm">{t.draftStale}</p>}
      </div>
      <div className="flex gap-2">
        <Button type="button" size="sm" variant="outline" onClick={onDiscard}>
          {t.discardDraft}
        </Button>
        <Button type="button" size="sm" onClick={onRestore}>
          {t.restore}
        </Button>
      </div>
    </div>
  );
}
