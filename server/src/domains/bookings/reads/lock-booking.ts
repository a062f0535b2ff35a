import { sql } from "drizzle-orm";
import type { Db } from "../../../db/client";

/**
 * Locks a booking's row on `tx` (decision 047), so a move of the booking (a cancellation) and the
 * caller's step (a split's share kept) are decided one after the other. "No key update": a
 * foreign-key check on the row (key share) in another transaction does not wait for it.
 */
export async function lockBooking(tx: Db, bookingId: number): Promise<void> {
  await tx.execute(sql`select id from bookings where id = ${bookingId} for no key update`);
}
