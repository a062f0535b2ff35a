import type { Booking } from "@crease/core/contracts/bookings";
import { type DataColumn, DataTable } from "@/components/ui/data-table";

/** One column of the bookings table: its heading and what each booking shows in it. */
export type BookingColumn = DataColumn<Booking>;

/**
 * The one bookings table the player's, the owner's and the admin's screens share (wide screens;
 * each screen keeps its own cards for phones, which carry the booking's actions). Each screen says
 * which columns it shows; the markup is the UI kit's DataTable.
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
  return (
    <DataTable
      rows={bookings}
      rowKey={(booking) => booking.id}
      columns={columns}
      caption={caption}
      showFrom={showFrom}
    />
  );
}
