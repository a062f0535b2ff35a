import {
  addDays,
  can,
  conflict,
  formatPaise,
  isTuesday,
  type LedgerAmounts,
  MINIMUM_PAYOUT_PAISE,
  notFound,
  PAYOUT_MESSAGES,
  type Payout,
  type PayoutDetail,
  type PayoutLine,
  type PayoutList,
  type PayoutRun,
  paiseToRupeeString,
  payoutPeriodEnd,
  payoutRunOnOrBefore,
  todayInIst,
  type UpcomingPayout,
  type User,
  validationError,
} from "@crease/core";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import type { NotificationsService } from "../notifications/service";
import { endOfDay, type RunLine, runLines, sum, topUpAmounts } from "./ledger";
import { inPayoutsTransaction, type PayoutItem, type PayoutRecord, payoutsRepo } from "./repo";

const NOT_YET_MESSAGE = "That Tuesday has not come yet: choose today or an earlier Tuesday";

const rupees = (paise: number) => paiseToRupeeString(Number(paise));
const UPCOMING_LINES = 200;

function toPayout(p: PayoutRecord): Payout {
  return {
    id: p.id,
    ownerId: p.ownerId,
    ownerName: p.ownerName,
    ownerEmail: p.ownerEmail,
    runDate: p.runDate,
    periodStart: p.periodStart,
    periodEnd: p.periodEnd,
    gross: rupees(p.grossPaise),
    fees: rupees(p.feePaise),
    refunds: rupees(p.refundPaise),
    gst: rupees(p.gstPaise),
    earnings: rupees(p.netPaise - p.gstPaise),
    net: rupees(p.netPaise),
    bookingCount: p.bookingCount,
    status: p.status as Payout["status"],
    reference: p.reference,
    paidAt: p.paidAt,
    paidTo: p.paidTo,
    heldUntil: p.heldUntil,
    createdAt: p.createdAt,
  };
}

function lineOf(
  booking: { bookingId: number; venueId: number; venueName: string; date: string; slot: string; status: string },
  amounts: LedgerAmounts,
  coupon: { discountPaise: number; discountBy: "owner" | "platform" | null },
): PayoutLine {
  return {
    bookingId: booking.bookingId,
    venueId: booking.venueId,
    venueName: booking.venueName,
    date: booking.date,
    slot: booking.slot,
    bookingStatus: booking.status,
    gross: rupees(amounts.paidPaise),
    refund: rupees(amounts.refundPaise),
    gst: rupees(amounts.gstPaise),
    fee: rupees(amounts.feePaise),
    earnings: rupees(amounts.earningsPaise),
    net: rupees(amounts.netPaise),
    discount: rupees(coupon.discountPaise),
    discountBy: coupon.discountPaise > 0 ? coupon.discountBy : null,
    credit: rupees(amounts.creditPaise ?? 0),
  };
}

function itemLine(item: PayoutItem): PayoutLine {
  return lineOf(item, { ...item, earningsPaise: item.netPaise - item.gstPaise }, item);
}

/**
 * Owners' earnings and the weekly payout runs (docs/product/payments-and-refunds.md#refunds; contract
 * in docs/product/payouts.md#the-weekly-run). A run is claimed by inserting its Tuesday into payout_runs under
 * an advisory lock, in the same transaction that writes its payouts and their lines, so a run
 * happens once whatever the number of instances, timers or admins asking.
 */
export function createPayoutsService(deps: {
  db: Db;
  notifications: NotificationsService;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  const repo = payoutsRepo(deps.db);
  const { notifications } = deps;
  const now = deps.now ?? (() => new Date());

  async function runFor(runDate: string): Promise<PayoutRun> {
    const periodEnd = payoutPeriodEnd(runDate);
    const outcome = await inPayoutsTransaction(deps.db, async (tx) => {
      await tx.lockRuns();
      if (!(await tx.claimRun(runDate, periodEnd))) return { created: false, payoutIds: [] as number[] };
      const byOwner = new Map<number, RunLine[]>();
      const unsettled = await tx.unsettled({ throughDate: periodEnd });
      const topUps = await tx.unsettledTopUps({ paidBefore: endOfDay(periodEnd) });
      // Only played bookings are paid (on a Tuesday every slot up to Monday has ended).
      for (const line of runLines(unsettled, topUps, periodEnd, now()).due) {
        byOwner.set(line.ownerId, [...(byOwner.get(line.ownerId) ?? []), line]);
      }
      const payoutIds: number[] = [];
      const carried: { ownerId: number; netPaise: number }[] = [];
      for (const [ownerId, lines] of byOwner) {
        const total = sum(lines.map((l) => l.amounts));
        if (total.netPaise < MINIMUM_PAYOUT_PAISE) {
          // Below ₹500 (or nothing to pay): nothing is linked, so next Tuesday's run includes it.
          carried.push({ ownerId, netPaise: total.netPaise });
          continue;
        }
        const id = await tx.insertPayout({
          ownerId,
          runDate,
          periodStart: lines.reduce((min, l) => (l.date < min ? l.date : min), periodEnd),
          periodEnd,
          grossPaise: total.paidPaise,
          feePaise: total.feePaise,
          refundPaise: total.refundPaise,
          gstPaise: total.gstPaise,
          netPaise: total.netPaise,
          items: lines.map(({ booking, topUp, amounts: a }) => ({
            bookingId: booking?.bookingId ?? null,
            orderId: topUp?.orderId ?? null,
            creditPaise: a.creditPaise ?? 0,
            paidPaise: a.paidPaise,
            refundPaise: a.refundPaise,
            gstPaise: a.gstPaise,
            feePaise: a.feePaise,
            netPaise: a.netPaise,
          })),
        });
        payoutIds.push(id);
      }
      await tx.setCarried(runDate, carried);
      return { created: true, payoutIds };
    });

    const run = (await repo.run(runDate))!;
    const rows = await repo.list({ runDate, limit: 100_000 });
    if (outcome.created) {
      deps.log.info({ runDate, payouts: rows.length, carried: run.carried.length }, "payout run done");
      for (const row of rows) {
        await notifications
          .notify(row.ownerId, {
            type: "payout_scheduled",
            title: "Payout scheduled",
            message: {
              message: "{amount} for bookings up to {date} will be sent to you shortly.",
              values: { amount: formatPaise(row.netPaise), date: { date: row.periodEnd } },
            },
            data: { payoutId: row.id },
          })
          .catch((error: unknown) => deps.log.warn({ err: error }, "payout notification failed"));
      }
    }
    return {
      runDate,
      periodEnd,
      created: outcome.created,
      ranAt: run.ranAt,
      payouts: rows.map(toPayout),
      carriedOver: run.carried.map((c) => ({ ownerId: c.ownerId, net: rupees(c.netPaise) })),
    };
  }

  /** The next Tuesday's run for one owner, as things stand now. */
  async function upcoming(ownerId: number): Promise<UpcomingPayout> {
    const at = now();
    const today = todayInIst(at);
    const latestTuesday = payoutRunOnOrBefore(today);
    const nextRunDate = latestTuesday === today && !(await repo.run(today)) ? today : addDays(latestTuesday, 7);
    const periodEnd = payoutPeriodEnd(nextRunDate);
    const lastRun = await repo.latestRun(today);
    // The same rule as the run's (runLines): what it would pay if it ran now, and what waits.
    const { due, later } = runLines(
      await repo.unsettled({ ownerId }),
      await repo.unsettledTopUps({ ownerId }),
      periodEnd,
      at,
    );
    const next = due.flatMap((l) => (l.booking ? [{ row: l.booking, amounts: l.amounts }] : []));
    const nextTopUps = due.flatMap((l) => (l.topUp ? [l.topUp] : []));
    const total = sum(due.map((l) => l.amounts));
    const carried = sum(due.filter((l) => lastRun && l.date <= lastRun.periodEnd).map((l) => l.amounts));
    const played = sum([...due, ...later.filter((l) => l.played)].map((l) => l.amounts));
    const waiting = sum(later.map((l) => l.amounts));
    return {
      nextRunDate,
      periodEnd,
      gross: rupees(total.paidPaise),
      fees: rupees(total.feePaise),
      refunds: rupees(total.refundPaise),
      gst: rupees(total.gstPaise),
      earnings: rupees(total.earningsPaise),
      net: rupees(total.netPaise),
      bookingCount: next.length,
      willBePaid: total.netPaise >= MINIMUM_PAYOUT_PAISE,
      minimumPayout: rupees(MINIMUM_PAYOUT_PAISE),
      carriedOver: rupees(carried.netPaise),
      balance: rupees(played.netPaise),
      laterNet: rupees(waiting.netPaise),
      // Newest first, at most UPCOMING_LINES (bookingCount has them all).
      lines: next
        .slice(-UPCOMING_LINES)
        .reverse()
        .map((r) => lineOf(r.row, r.amounts, { discountPaise: r.row.discount, discountBy: r.row.discountBy })),
      // Oldest first, as a payout's own top-ups are listed.
      topUps: nextTopUps.map((t) => ({ orderId: t.orderId, paidAt: t.paidAt, amount: rupees(t.paidPaise) })),
      creditSold: rupees(sum(nextTopUps.map(topUpAmounts)).paidPaise),
    };
  }

  return {
    /** `POST /api/payouts/run`: an admin runs (or re-reads) a Tuesday's run. */
    async run(actor: User, date: string): Promise<PayoutRun> {
      assertCan(actor, "payout.run");
      if (!isTuesday(date)) {
        throw validationError(PAYOUT_MESSAGES.notTuesday, { date: PAYOUT_MESSAGES.notTuesday });
      }
      if (date > todayInIst(now())) {
        throw validationError(NOT_YET_MESSAGE, { date: NOT_YET_MESSAGE });
      }
      return runFor(date);
    },

    /** The timer: runs the latest Tuesday's run unless it exists. Returns it when it ran now. */
    async runDue(): Promise<PayoutRun | null> {
      const runDate = payoutRunOnOrBefore(todayInIst(now()));
      if (await repo.run(runDate)) return null;
      const run = await runFor(runDate);
      return run.created ? run : null;
    },

    async list(
      actor: User,
      query: { status?: "scheduled" | "paid"; ownerId?: number; limit: number },
    ): Promise<PayoutList> {
      assertCan(actor, "payout.list", query.ownerId === undefined ? undefined : { ownerId: query.ownerId });
      if (!can(actor, "venue.see-all")) {
        const payouts = await repo.list({ ownerId: actor.id, status: query.status, limit: query.limit });
        return { upcoming: await upcoming(actor.id), payouts: payouts.map(toPayout) };
      }
      const payouts = await repo.list({ ownerId: query.ownerId, status: query.status, limit: query.limit });
      return {
        upcoming: query.ownerId !== undefined ? await upcoming(query.ownerId) : null,
        payouts: payouts.map(toPayout),
      };
    },

    async get(actor: User, id: number): Promise<PayoutDetail> {
      assertCan(actor, "payout.list");
      const row = await repo.byId(id);
      // Another owner's payout looks exactly like no payout at all.
      if (!row || !can(actor, "payout.list", { ownerId: row.ownerId })) throw notFound("Payout not found");
      const items = await repo.items(id);
      const topUps = await repo.topUpItems(id);
      return {
        ...toPayout(row),
        bookings: items.map(itemLine),
        topUps: topUps.map((t) => ({ orderId: t.orderId, paidAt: t.paidAt, amount: rupees(t.paidPaise) })),
        // Online money a cancellation gave back as credit (a line's negative credit) is credit sold too.
        creditSold: rupees(
          topUps.reduce((total, t) => total + t.paidPaise, 0) +
            items.reduce((total, i) => total + Math.max(-i.creditPaise, 0), 0),
        ),
        creditSpent: rupees(items.reduce((total, i) => total + Math.max(i.creditPaise, 0), 0)),
        creditOutstanding: rupees(await repo.creditOutstanding(row.ownerId)),
      };
    },

    /** scheduled → paid, with the transfer reference; tells the owner. */
    async markPaid(actor: User, id: number, reference: string): Promise<Payout> {
      assertCan(actor, "payout.run");
      const row = await repo.byId(id);
      if (!row) throw notFound("Payout not found");
      const at = now();
      if (!(await repo.markPaid(id, reference, actor.id, at))) {
        const heldUntil = row.status === "scheduled" ? await repo.heldUntil(row.ownerId, at) : null;
        if (heldUntil === null) throw conflict("This payout is already paid");
        // The owner changed where payouts go: they have 24 hours to stop a change that was not theirs.
        throw conflict({
          message:
            "This payout is held until {until} (IST): the owner's payout account changed less than 24 hours ago. Send it after that, to the new account.",
          values: { until: { at: heldUntil } },
        });
      }
      const payout = toPayout((await repo.byId(id))!);
      await notifications.notify(payout.ownerId, {
        type: "payout_sent",
        title: "Payout sent",
        message: {
          message:
            "{amount} for bookings up to {date} is on its way (reference {reference}). It usually arrives in 2-3 business days.",
          values: { amount: formatPaise(row.netPaise), date: { date: payout.periodEnd }, reference },
        },
        data: { payoutId: payout.id, reference },
      });
      return payout;
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
