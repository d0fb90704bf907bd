import { MessageSquare } from "lucide-react";
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { apiRequest, describeFailure } from "~/components/admin/pages/api-client";
import { Button } from "~/components/ui/button";
import { Popover } from "radix-ui";
import { toast } from "~/components/ui/sonner";
import { deReview } from "~/i18n/review";
import { formatDateTime } from "~/lib/format";
import type { Annotation } from "~/lib/review-schema";

const t = deReview;

interface AnnotationsValue {
  /** Open notes by block id. */
  open: Map<string, Annotation[]>;
  count: number;
  mayResolve: boolean;
  resolve: (annotation: Annotation) => Promise<void>;
}

const AnnotationsContext = createContext<AnnotationsValue | null>(null);

/**
 * The page's notes on blocks ('Anmerkung', issue 30) for the builder: the canvas shows a marker on
 * each block with open notes (AnnotationMarker), the header their count; 'Erledigt' resolves one.
 */
export function useAnnotations(pageId: string, initial: Annotation[], mayResolve: boolean): AnnotationsValue {
  const [annotations, setAnnotations] = useState(initial);
  const resolve = useCallback(
    async (annotation: Annotation) => {
      const result = await apiRequest<Annotation>("PATCH", `/api/pages/${encodeURIComponent(pageId)}/annotations/${encodeURIComponent(annotation.id)}`, { resolved: true });
      if (!result.ok) return void toast.error(t.annotationFailed, { description: describeFailure(result) });
      setAnnotations((list) => list.map((a) => (a.id === annotation.id ? result.data : a)));
    },
    [pageId],
  );
  return useMemo(() => {
    const open = new Map<string, Annotation[]>();
    for (const a of annotations) if (!a.resolved_at) open.set(a.block_id, [...(open.get(a.block_id) ?? []), a]);
    return { open, count: annotations.filter((a) => !a.resolved_at).length, mayResolve, resolve };
  }, [annotations, mayResolve, resolve]);
}

export function AnnotationsProvider({ value, children }: { value: AnnotationsValue; children: ReactNode }) {
  return <AnnotationsContext.Provider value={value}>{children}</AnnotationsContext.Provider>;
}

/** '2 offene Anmerkungen' in the editor's head. */
export function OpenAnnotationsCount({ count }: { count: number }) {
  if (!count) return null;
  return (
    <span data-testid="open-annotations" className="inline-flex items-center gap-1 rounded-md border border-violet-300 bg-violet-50 px-2 py-0.5 text-xs font-medium text-violet-900">
      <MessageSquare aria-hidden="true" className="size-3" />
      {t.openAnnotations(count)}
    </span>
  );
}

/** The marker on a block of the canvas with open notes: the notes on click, each with 'Erledigt'. */
export function AnnotationMarker({ blockId }: { blockId: string }) {
  const context = useContext(AnnotationsContext);
  const notes = context?.open.get(blockId);
  if (!context || !notes?.length) return null;
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <button
          type="button"
          data-testid="annotation-marker"
          data-block-id={blockId}
          // Not a click on the block: the marker must not select it or start editing text.
          onClick={(event) => event.stopPropagation()}
          title={notes.map((n) => n.body).join("\n")}
          aria-label={`${t.annotation}: ${notes.map((n) => n.body).join("; ")}`}
          className="absolute -top-3 -left-3 z-30 inline-flex [zoom:var(--canvas-unzoom,1)] h-6 min-w-6 items-center justify-center gap-0.5 rounded-full border-2 border-background bg-violet-600 px-1 text-xs font-semibold text-white shadow-md hover:bg-violet-700 focus-visible:ring-2 focus-visible:ring-violet-400 focus-visible:outline-none"
        >
          <MessageSquare aria-hidden="true" className="size-3" />
          {notes.length > 1 ? notes.length : null}
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="right"
          align="start"
          sideOffset={6}
          onClick={(event) => event.stopPropagation()}
          className="z-50 w-72 rounded-lg border bg-popover p-3 text-sm text-popover-foreground shadow-lg"
          data-testid="annotation-popover"
        >
          <p className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{t.annotations}</p>
          <ul className="grid gap-3">
            {notes.map((note) => (
              <li key={note.id} className="grid gap-1.5">
                <p className="whitespace-pre-wrap">{note.body}</p>
                <p className="text-xs text-muted-foreground">{t.annotationBy(note.created_by_name ?? "", formatDateTime(note.created_at))}</p>
                {context.mayResolve && (
                  <Button type="button" size="sm" variant="outline" className="justify-self-start" onClick={() => void context.resolve(note)}>
                    {t.resolve}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Popover.Arrow className="fill-popover" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
