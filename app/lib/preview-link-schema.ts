import { z } from "zod";
import { dePreview } from "~/i18n/preview";

/** How long a shared preview link may be valid (issue 30): whole days. */
export const PREVIEW_DAYS = { min: 1, max: 30, default: 7 } as const;

/** POST /api/pages/:id/preview-links: `{ days }`, an integer 1–30, 7 when absent. */
export const previewLinkInputSchema = z.object({
  days: z
    .number({ error: dePreview.daysInvalid })
    .int({ error: dePreview.daysInvalid })
    .min(PREVIEW_DAYS.min, { error: dePreview.daysInvalid })
    .max(PREVIEW_DAYS.max, { error: dePreview.daysInvalid })
    .default(PREVIEW_DAYS.default),
});

/** The answer of POST /api/pages/:id/preview-links. */
export interface PreviewLinkCreated {
  url: string;
  expires_at: string;
}
