import { z } from "zod";
import { deReview } from "~/i18n/review";
import { cleanText } from "./clean-text";

/** Review and annotations (issue 30): the request bodies, shared by the API and the admin forms. */

export const REVIEW_TEXT_MAX = 2000;

const t = deReview;

function text(required: string, tooLong: string, label: string) {
  return z
    .string({ error: required })
    .transform((value) => value.trim())
    .refine((value) => value.length > 0, { error: required })
    .refine((value) => value.length <= REVIEW_TEXT_MAX, { error: tooLong })
    .refine(...cleanText(label, { multiline: true }));
}

/** POST /api/pages/:id/review: an optional note (empty = none). */
export const reviewSubmitSchema = z.object({
  note: z
    .string({ error: t.noteTooLong(REVIEW_TEXT_MAX) })
    .transform((value) => value.trim())
    .refine((value) => value.length <= REVIEW_TEXT_MAX, { error: t.noteTooLong(REVIEW_TEXT_MAX) })
    .refine(...cleanText("Notiz", { multiline: true }))
    .nullish(),
});

/** POST /api/pages/:id/review/return: the comment is required. */
export const reviewReturnSchema = z.object({
  comment: text(t.commentRequired, t.commentTooLong(REVIEW_TEXT_MAX), "Kommentar"),
});

/** POST /api/pages/:id/annotations. */
export const annotationCreateSchema = z.object({
  block_id: z.string({ error: t.blockMissing }).min(1, { error: t.blockMissing }).max(200, { error: t.blockMissing }),
  body: text(t.annotationRequired, t.annotationTooLong(REVIEW_TEXT_MAX), "Anmerkung"),
});

/** PATCH /api/pages/:id/annotations/:annotationId. */
export const annotationPatchSchema = z.object({
  resolved: z.boolean({ error: "muss ja oder nein sein" }),
});

/** One review step as the API returns it. */
export interface ReviewStep {
  id: string;
  action: "submit" | "approve" | "return";
  message: string | null;
  user_id: string | null;
  user_name: string | null;
  revision_id: string | null;
  created_at: string;
}

/** A reviewer's note pinned to one block. */
export interface Annotation {
  id: string;
  page_id: string;
  block_id: string;
  body: string;
  created_by: string | null;
  created_by_name: string | null;
  created_at: string;
  resolved_at: string | null;
  resolved_by: string | null;
  resolved_by_name: string | null;
}

/** A page waiting for a review or given back, for the dashboard card 'Freigaben'. */
export interface ReviewQueueItem {
  id: string;
  title: string;
  content_type: string;
  review_status: "pending" | "returned";
  submitted_by: string | null;
  submitted_by_name: string | null;
  submitted_at: string | null;
}

/** What the editor and the review screen show of a page's review (their loaders' part). */
export interface ReviewContext {
  status: "pending" | "returned" | null;
  required: boolean;
  /** The submission under review (or the last one). */
  submission: ReviewStep | null;
  /** The reviewer's comment while the page is 'returned'. */
  returned: ReviewStep | null;
  /** pages.review: approve, return, add and delete notes. */
  mayReview: boolean;
  /** review.waive (issue 38): lift 'Freigabe erforderlich' (Administrators). */
  mayWaive?: boolean;
  /** 'Zur Freigabe einreichen' is offered (not while pending). */
  maySubmit: boolean;
  annotations: Annotation[];
}
