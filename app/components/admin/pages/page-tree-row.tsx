import { useSortable } from "@dnd-kit/sortable";
import { ReviewStatusBadge } from "~/components/admin/review/review-status-badge";
import { CSS } from "@dnd-kit/utilities";
import { Link } from "react-router";
import { RowBadge } from "~/components/admin/forms/row-controls";
import { RowIcon } from "~/components/admin/forms/row-icons";
import { Tooltip, TooltipContent, TooltipTrigger } from "~/components/ui/tooltip";
import { de } from "~/i18n/de";
import { pageHref } from "~/lib/navigation";
import { cn } from "~/lib/utils";
import { PageRowActions } from "./page-row-actions";
import { adminEditPath } from "~/lib/admin-paths";

const t = de.pagesAdmin;

export const INDENT = 24;

export interface TreeRowPage {
  id: string;
  title: string;
  slug: string;
  parent_id: string | null;
  sort_order: number;
  depth: number;
  version: number;
  is_published: boolean;
  /** Saved changes to title, content or meta that visitors do not see yet. */
  has_unpublished_changes: boolean;
  /** Issue 30: 'Freigabe ausstehend' / 'Zurückgegeben'. */
  review_status?: "pending" | "returned" | null;
  is_legal: boolean;
  content_type: string;
  seo: { score: number; issues: string[] };
  /** Issue 38: someone else's unpublished page, for an Autor: its title only, no way in. */
  locked?: boolean;
}

export function SeoScore({ score, issues }: { score: number; issues: string[] }) {
  const tone =
    score >= 80
      ? "border-transparent bg-success text-success-foreground"
      : score >= 50
        ? "border-amber-300 bg-amber-50 text-amber-900"
        : "border-transparent bg-destructive text-destructive-foreground";
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <RowBadge tabIndex={0} variant="outline" className={cn("w-16 tabular-nums", tone)} aria-label={t.seoScoreLabel(score, issues.length)}>
          {t.seoScore(score)}
        </RowBadge>
      </TooltipTrigger>
      <TooltipContent className="max-w-xs">
        {issues.length === 0 ? (
          de.pagesAdmin.seo.noIssues
        ) : (
          <ul className="list-disc pl-4">
            {issues.map((issue, i) => (
              <li key={i}>{issue}</li>
            ))}
          </ul>
        )}
      </TooltipContent>
    </Tooltip>
  );
}

interface RowProps {
  page: TreeRowPage;
  /** While this row is dragged: the depth it would land at. */
  projectedDepth?: number;
  dragDisabled: boolean;
  /** Absent: the role may not change pages (an Autor), no row actions and no drag handle. */
  onChanged?: () => void;
}

export function PageTreeRow({ page, projectedDepth, dragDisabled, onChanged }: RowProps) {
  // Issue 38: a role that may not move pages sees no handle at all (not a disabled one).
  const movable = onChanged !== undefined;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: page.id, disabled: dragDisabled });
  const depth = projectedDepth ?? page.depth;
  return (
    <li
      ref={setNodeRef}
      // Only vertical movement is shown; the horizontal offset shows as the projected indent.
      style={{ transform: CSS.Translate.toString(transform ? { ...transform, x: 0 } : null), transition }}
      className={cn(
        "relative flex flex-wrap items-center gap-x-3 gap-y-2 border-b bg-card px-3 py-2 last:border-b-0",
        isDragging && "z-10 rounded-md border border-primary/50 shadow-md ring-2 ring-primary/20",
      )}
      data-testid="page-row"
      data-page-id={page.id}
    >
      <div className="flex min-w-0 flex-1 basis-64 items-center gap-2" style={{ paddingLeft: depth * INDENT }}>
        {movable && (
          <button
            type="button"
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            disabled={dragDisabled}
            aria-label={t.dragHandle(page.title)}
            title={dragDisabled ? t.dragDisabled : t.dragHandle(page.title)}
            className="grid size-7 shrink-0 cursor-grab touch-none place-items-center rounded-md text-muted-foreground outline-none hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 active:cursor-grabbing disabled:cursor-not-allowed disabled:opacity-40"
          >
            <RowIcon name="grip" />
          </button>
        )}
        {depth > 0 && <RowIcon name="corner" className="size-3.5 shrink-0 text-muted-foreground" />}
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            {page.locked ? (
              <span data-testid="page-title" data-locked="" className="truncate font-medium" title={t.lockedDraft}>
                {page.title}
              </span>
            ) : (
              <Link to={adminEditPath(page)} data-testid="page-title" className="truncate font-medium hover:underline focus-visible:underline focus-visible:outline-none">
                {page.title}
              </Link>
            )}
            {page.is_published ? <RowBadge variant="success">{t.published}</RowBadge> : <RowBadge variant="secondary">{t.draft}</RowBadge>}
            {page.has_unpublished_changes && (
              <RowBadge variant="outline" className="border-amber-300 bg-amber-50 text-amber-900" title={t.unpublishedChangesHint} data-testid="unpublished-changes">
                {t.unpublishedChanges}
              </RowBadge>
            )}
            <ReviewStatusBadge status={page.review_status} />
            {page.is_legal && <RowBadge variant="outline">{t.legal}</RowBadge>}
            <RowBadge variant="outline" className="text-muted-foreground">
              {t.contentTypes[page.content_type] ?? page.content_type}
            </RowBadge>
          </div>
          <p className="truncate text-xs text-muted-foreground">{pageHref(page.slug)}</p>
        </div>
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {!page.locked && <SeoScore score={page.seo.score} issues={page.seo.issues} />}
        {onChanged && <PageRowActions page={page} onChanged={onChanged} />}
      </div>
    </li>
  );
}
