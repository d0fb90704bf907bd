import { useId, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { deAnalytics } from "~/i18n/analytics";

const t = deAnalytics.screen.lists;

/** Rows shown before "Alle anzeigen". */
export const TOP_ROWS = 10;

export interface TopRow {
  key: string;
  /** The entry itself (text or a link); `text` is its full wording for the tooltip of a cut-off line. */
  label: ReactNode;
  text: string;
  /** Width of the bar under the entry, 0–100. */
  share: number;
  /** The numeric cells, in the order of `columns`. */
  values: string[];
}

/**
 * The frame of a ranked list card: title and hint, the first TOP_ROWS rows (all after "Alle
 * anzeigen") as the table `table` draws, or the empty note. `children` go into the card after it.
 */
export function RankedCard<Row>({
  title,
  hint,
  rows,
  empty,
  testId,
  table,
  children,
}: {
  title: string;
  hint?: string;
  rows: readonly Row[];
  empty: string;
  testId?: string;
  /** The table of the rows shown; it carries `id` (the toggle controls it) and `aria-labelledby`. */
  table: (shown: readonly Row[], attributes: { id: string; "aria-labelledby": string }) => ReactNode;
  children?: ReactNode;
}) {
  const [all, setAll] = useState(false);
  const headingId = useId();
  const tableId = useId();
  const shown = all ? rows : rows.slice(0, TOP_ROWS);
  return (
    <Card className="min-w-0 gap-3 py-5" data-testid={testId}>
      <CardHeader className="gap-1.5 px-5">
        <h2 id={headingId} className="leading-none font-semibold">
          {title}
        </h2>
        {hint && <CardDescription className="text-xs">{hint}</CardDescription>}
      </CardHeader>
      <CardContent className="grid gap-2 px-5">
        {rows.length === 0 ? (
          <p className="rounded-md border border-dashed px-3 py-6 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          table(shown, { id: tableId, "aria-labelledby": headingId })
        )}
        {rows.length > TOP_ROWS && (
          <Button variant="ghost" size="sm" className="-ml-3 justify-self-start" aria-expanded={all} aria-controls={tableId} onClick={() => setAll((v) => !v)}>
            {all ? t.showLess : t.showAll(rows.length)}
          </Button>
        )}
      </CardContent>
      {children}
    </Card>
  );
}

/**
 * A card with a ranked table: the entry with a thin share bar, then right-aligned numbers. Long
 * entries are cut to one line (full text in the title) so the table never widens a phone screen.
 */
export function TopList({
  title,
  hint,
  entryLabel,
  columns,
  rows,
  empty,
  testId,
}: {
  title: string;
  hint?: string;
  entryLabel: string;
  columns: string[];
  rows: TopRow[];
  empty: string;
  testId?: string;
}) {
  return (
    <RankedCard
      title={title}
      hint={hint}
      rows={rows}
      empty={empty}
      testId={testId}
      table={(shown, attributes) => (
        <table className="w-full text-sm" {...attributes}>
          <thead className="text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="pb-1.5 text-left font-medium">
                {entryLabel}
              </th>
              {columns.map((column) => (
                <th key={column} scope="col" className="pb-1.5 pl-3 text-right font-medium whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key} className="border-t">
                {/* max-w-0 + w-full: the entry takes the free width and truncates instead of growing. */}
                <td className="w-full max-w-0 py-1.5">
                  <div className="truncate" title={row.text}>
                    {row.label}
                  </div>
                  <div aria-hidden="true" className="mt-1 h-1 rounded-full bg-muted">
                    <div className="h-1 rounded-full bg-primary" style={{ width: `${Math.min(100, Math.max(row.share, 0.5))}%` }} />
                  </div>
                </td>
                {row.values.map((value, i) => (
                  <td key={columns[i]} className="py-1.5 pl-3 text-right align-top tabular-nums whitespace-nowrap">
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    />
  );
}
