import { deReview } from "~/i18n/review";
import type { ReviewStatus } from "~/lib/pages";
import { cn } from "~/lib/utils";

/** 'Freigabe ausstehend' (amber) or 'Zurückgegeben' (red); nothing without a review. */
export function ReviewStatusBadge({ status, className }: { status: ReviewStatus | null | undefined; className?: string }) {
  if (!status) return null;
  return (
    <span
      data-testid="review-status"
      data-status={status}
      className={cn(
        "inline-flex shrink-0 items-center rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        status === "pending" ? "border-sky-300 bg-sky-50 text-sky-900" : "border-red-300 bg-red-50 text-red-900",
        className,
      )}
    >
      {status === "pending" ? deReview.pending : deReview.returned}
    </span>
  );
}
