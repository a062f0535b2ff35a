import { sql } from "drizzle-orm";
import { statusIn } from "../../../db/booking-status-sql";
import type { Db } from "../../../db/client";
import { queryRows } from "../../../db/rows";

/**
 * Locks the player's hold while it still runs (`for no key update`, in the caller's transaction),
 * so a payment confirming it meanwhile waits for the caller: false when it is no longer a live hold.
 */
export async function lockLiveHold(
  tx: Pick<Db, "execute">,
  hold: { bookingId: number; userId: number },
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from bookings b where b.id = ${hold.bookingId} and b.user_id = ${hold.userId}
          and ${statusIn(sql`b.status`, "held")} and b.hold_expires_at > now() for no key update`,
  );
  return rows.length > 0;
}
