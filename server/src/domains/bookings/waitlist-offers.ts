import { refuseWaitlistOffer } from "@crease/core";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { queryRows } from "../../db/rows";
import { enqueueJob } from "../../lib/jobs";

/**
 * The job that offers a freed slot to its waitlist (docs/product/waitlist.md, decision 037): with
 * `{ courtId, date, slot }` that slot's queue, with no payload every queue (the minute's sweep).
 */
export const WAITLIST_OFFER_JOB = "waitlist.offer";

/**
 * Queues the offer of the slots these bookings just let go, for those with a waitlist, in the
 * transaction that let them go (`tx`): a crash after the commit cannot lose the offer. Slots
 * nobody waits for queue nothing. The minute's sweep finds any slot freed another way (a block
 * lifted, a hold that ran out) all the same; this only makes the common case immediate.
 */
export async function queueWaitlistOffers(
  tx: Db,
  bookingIds: readonly number[],
  /** The booking's slot (cancelled, let go), or the one it was moved from (rescheduled). */
  which: "slot" | "moved-from" = "slot",
): Promise<void> {
  if (bookingIds.length === 0) return;
  const [court, date, slot] =
    which === "slot"
      ? ["bk.court_id", "bk.date", "bk.slot"].map((c) => sql.raw(c))
      : ["bk.rescheduled_from_court_id", "bk.rescheduled_from_date", "bk.rescheduled_from_slot"].map((c) => sql.raw(c));
  const waited = await queryRows<{ court_id: number; date: string; slot: string; status: string }>(
    tx,
    sql`select distinct w.court_id, w.date::text as date, w.slot, bk.status from bookings bk
        join waitlist_entries w on w.date = ${date} and w.slot = ${slot}
          and w.court_id in (select ${court}
            union all select other_court_id from court_overlaps where court_id = ${court}
            union all select court_id from court_overlaps where other_court_id = ${court})
        where bk.id in (${sql.join(
          bookingIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and w.status in ('waiting', 'offered')`,
  );
  const queued = new Set<string>();
  for (const slot of waited) {
    // The lifecycle's rule: only a slot the booking let go (or was moved away from) is offered.
    if (refuseWaitlistOffer(slot, which === "moved-from")) continue;
    const key = `${slot.court_id}|${slot.date}|${slot.slot}`;
    if (queued.has(key)) continue;
    queued.add(key);
    await enqueueJob(tx, WAITLIST_OFFER_JOB, { courtId: slot.court_id, date: slot.date, slot: slot.slot });
  }
}
