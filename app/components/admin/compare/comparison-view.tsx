import type { ReactNode } from "react";
import type { PageComparison } from "~/lib/compare/types";

/**
 * Shows a PageComparison (issue 30). Placeholder of the issue-30 base commit: the comparison branch
 * replaces it with the side-by-side and inline views; the props stay.
 * `blockActions`: extra controls per block (the reviewer's 'Anmerkung' button).
 */
export function ComparisonView({ comparison, blockActions }: { comparison: PageComparison; blockActions?: (blockId: string) => ReactNode }) {
  return (
    <ol data-testid="comparison">
      {comparison.blocks.map((b) => (
        <li key={b.id} data-block-id={b.id} data-kind={b.kind}>
          {b.label} {blockActions?.(b.id)}
        </li>
      ))}
    </ol>
  );
}
