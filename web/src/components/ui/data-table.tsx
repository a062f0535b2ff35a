import type { Key, ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useMediaQuery } from "@/lib/use-media-query";

/** One column of a data table: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  /** The heading; also the column's key, so unique within a table. */
  header: string;
  /** The heading is for screen readers only (an actions column). */
  headerHidden?: boolean;
  /** Right-aligned heading (amounts, counts, actions); cells align by their `cellClassName`. */
  alignRight?: boolean;
  /** Extra classes for the cells (width, wrapping, colour). */
  cellClassName?: string;
  cell: (row: Row) => ReactNode;
}

/**
 * The admin's and the owner's lists (people, venues, payouts, refunds, bookings): a table on wide
 * screens and, when `card` is given, one card per row below `showFrom` (phones), both from the one
 * list of rows so they never disagree. The caption names the list for screen readers, on the
 * table and on the cards' list alike.
 */
/** Tailwind's breakpoints, as media queries. */
export const WIDE_FROM = { md: "(min-width: 768px)", lg: "(min-width: 1024px)" } as const;

export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  caption,
  showFrom = "md",
  rowAlign = "middle",
  rowClassName,
  card,
  cardClassName,
  cardsClassName,
  cardItemClassName,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  columns: readonly DataColumn<Row>[];
  /** What the list holds ("Users, newest first"). */
  caption: string;
  /** The screen width from which the table shows (the cards below it). */
  showFrom?: "md" | "lg";
  /** Where a row's cells sit when one cell is taller than the others. */
  rowAlign?: "middle" | "top";
  /** Extra classes for one row (a pending venue's tint). */
  rowClassName?: (row: Row) => string | false | undefined;
  /** A row as a card for narrow screens (the inside of the card). */
  card?: (row: Row) => ReactNode;
  /** Extra classes for one card (its layout, a pending venue's ring). */
  cardClassName?: (row: Row) => string | false | undefined;
  /** Extra classes for the cards' grid (columns at middle widths). */
  cardsClassName?: string;
  cardItemClassName?: string;
}) {
  // Only the form the screen shows is drawn (null: the browser cannot say, so CSS chooses).
  const wide = useMediaQuery(WIDE_FROM[showFrom]);
  const edge = (index: number) => (index === 0 ? "pr-3 pl-5" : index === columns.length - 1 ? "pr-5 pl-3" : "px-3");
  return (
    <>
      {wide === false ? null : (
        <Card className={cn("hidden overflow-hidden", showFrom === "lg" ? "lg:block" : "md:block")}>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{caption}</caption>
              <thead className="border-b border-slate-200 bg-slate-50/80 text-xs font-semibold tracking-wide text-slate-500 uppercase">
                <tr>
                  {columns.map((column, index) => (
                    <th
                      key={column.header}
                      scope="col"
                      className={cn("py-3", edge(index), column.alignRight && "text-right")}
                    >
                      {column.headerHidden ? <span className="sr-only">{column.header}</span> : column.header}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr
                    key={rowKey(row)}
                    className={cn(
                      "transition-colors hover:bg-slate-50/60",
                      rowAlign === "top" ? "align-top" : "align-middle",
                      rowClassName?.(row),
                    )}
                  >
                    {columns.map((column, index) => (
                      <td key={column.header} className={cn("py-3", edge(index), column.cellClassName)}>
                        {column.cell(row)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Card>
      )}
      {card && wide !== true ? (
        <ul
          className={cn("grid gap-3", showFrom === "lg" ? "lg:hidden" : "md:hidden", cardsClassName)}
          aria-label={caption}
        >
          {rows.map((row) => (
            <li key={rowKey(row)} className={cardItemClassName}>
              <Card className={cn("p-4", cardClassName?.(row))}>{card(row)}</Card>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
