import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "~/lib/utils";
import { ListPager } from "./list-pager";

/** One column of a DataTable: its header and how a row fills its cell. */
export interface DataColumn<Row> {
  /** The header's text; with `srOnly` read only by assistive technology (the actions column). */
  header: ReactNode;
  srOnly?: boolean;
  /** Classes of the header cell beside the table's (alignment, `max-sm:hidden`). */
  headerClassName?: string;
  /** Classes of each body cell beside the table's; a function for a row-dependent look. */
  className?: string | ((row: Row) => string | false | undefined);
  cell: (row: Row) => ReactNode;
}

/** The pager under the list (decision 030): the page shown and how many there are. */
export interface DataTablePaging {
  page: number;
  pageCount: number;
  testId?: string;
  /** The address parameter, for a second list on one screen. */
  param?: string;
  label?: string;
}

/**
 * Phones (below `sm`): each row becomes a card (name and actions stay in view instead of scrolling
 * sideways; issue 38 item 15). The cells take their place in the card with `max-sm:order-N`.
 */
const CARD_LAYOUT = {
  table: "max-sm:block",
  head: "max-sm:hidden",
  body: "max-sm:block",
  row: "max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:px-4 max-sm:py-3",
  cell: "max-sm:p-0",
};

export interface DataTableProps<Row> {
  columns: readonly DataColumn<Row>[];
  /** One page of the list, paged on the server. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** Shown instead of the table when there are no rows (see ListEmpty). */
  empty: ReactNode;
  /** Attributes of a row (`data-*` for tests, a row-dependent class). */
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string>;
  /** The rows as cards on phones. */
  cards?: boolean;
  /** Classes beside the defaults: the table (`text-sm`), every body cell's padding (`px-4 py-2`), the frame. */
  className?: string;
  cellClassName?: string;
  frameClassName?: string;
  testId?: string;
  /** Columns get `scope="col"`. */
  scoped?: boolean;
  /** Inside the frame before the table (an icon sprite). */
  before?: ReactNode;
  paging?: DataTablePaging;
}

/**
 * The admin's list table (people, invitations, redirects, backups): a framed table with a header
 * row, one row per item, an empty state instead of an empty table and the server pager below
 * (decision 030). The look is the lists' own; the screens give only columns and rows.
 */
export function DataTable<Row>({ columns, rows, rowKey, empty, rowProps, cards = false, className, cellClassName = "px-4 py-2", frameClassName, testId, scoped = false, before, paging }: DataTableProps<Row>) {
  return (
    <>
      {rows.length === 0 ? (
        empty
      ) : (
        <div className={cn("relative overflow-x-auto rounded-xl border bg-card shadow-xs", frameClassName)}>
          {before}
          <table className={cn("w-full text-left", cards && CARD_LAYOUT.table, className)} data-testid={testId}>
            <thead className={cn("border-b text-xs text-muted-foreground", cards && CARD_LAYOUT.head)}>
              <tr>
                {columns.map((column, i) =>
                  column.srOnly ? (
                    <th key={i} scope={scoped ? "col" : undefined} className={cn("px-4 py-2", column.headerClassName)}>
                      <span className="sr-only">{column.header}</span>
                    </th>
                  ) : (
                    <th key={i} scope={scoped ? "col" : undefined} className={cn("px-4 py-2 font-medium", column.headerClassName)}>
                      {column.header}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className={cards ? CARD_LAYOUT.body : undefined}>
              {rows.map((row) => {
                const { className: rowClassName, ...attributes } = rowProps?.(row) ?? {};
                return (
                  <tr key={rowKey(row)} className={cn("border-b last:border-b-0", cards && CARD_LAYOUT.row, rowClassName)} {...attributes}>
                    {columns.map((column, i) => (
                      <td key={i} className={cn(cellClassName, cards && CARD_LAYOUT.cell, typeof column.className === "function" ? column.className(row) : column.className)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {paging && <ListPager {...paging} />}
    </>
  );
}

/** The empty state of a list: a framed, centred line (dashed where nothing has been made yet). */
export function ListEmpty({ children, dashed = false }: { children: ReactNode; dashed?: boolean }) {
  return <p className={cn("rounded-xl border bg-card p-8 text-center text-muted-foreground", dashed && "border-dashed")}>{children}</p>;
}
