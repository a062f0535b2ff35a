import type { Booking } from "@crease/core/contracts/bookings";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";

/** One column of the bookings table: its heading and what each booking shows in it. */
export interface BookingColumn {
  header: string;
  /** Right-aligned heading (amounts, actions). */
  alignRight?: boolean;
  /** Extra classes for the cells (width, wrapping, alignment). */
  cellClassName?: string;
  cell: (booking: Booking) => ReactNode;
}

/**
 * The one bookings table the player's, the owner's and the admin's screens share (wide screens;
 * each screen keeps its own cards for phones). Each screen says which columns it shows.
 */
export function BookingsTable({
  bookings,
  columns,
  caption,
  showFrom = "md",
}: {
  bookings: readonly Booking[];
  columns: readonly BookingColumn[];
  /** For screen readers: what the table lists. */
  caption: string;
  /** The screen width from which the table shows (the screen's cards below it). */
  showFrom?: "md" | "lg";
}) {
  const edge = (index: number) => (index === 0 ? "pr-3 pl-5" : index === columns.length - 1 ? "pr-5 pl-3" : "px-3");
  return (
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
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bookings.map((booking) => (
              <tr key={booking.id} className="align-middle transition-colors hover:bg-slate-50/60">
                {columns.map((column, index) => (
                  <td key={column.header} className={cn("py-3", edge(index), column.cellClassName)}>
                    {column.cell(booking)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
