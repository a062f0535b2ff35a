import { addDays, type Booking, type PaymentOrder, rupeesToPaise, todayInIst, type VenueCredit } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { ownerSellingCredit } from "../../../test/factories";

/**
 * Reschedule of a booking paid with venue credit (docs/product/bookings.md#reschedule,
 * docs/product/credit.md): the move's difference is settled against all that was paid up front,
 * online and from credit; a cheaper slot's difference goes back in the share each paid.
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let venueId: number;
let dayOffset = 3;
/** A fresh date per test, well inside the reschedule window. */
const freshDate = () => addDays(todayInIst(), ++dayOffset);

function call(method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

let mobiles = 0;
/** A player with a verified mobile and `rupees` of desk-topped-up credit with the venue's owner. */
async function playerWithCredit(rupees: string): Promise<Session> {
  const player = await loginAs(ctx, "player");
  const mobile = `98222${String(++mobiles).padStart(5, "0")}`;
  await ctx.database.db.execute(sql`update users set verified_phone = ${`+91${mobile}`} where id = ${player.user.id}`);
  const topUp = await call("POST", `/api/venues/${venueId}/desk/credit`, owner.cookie, {
    playerPhone: mobile,
    amount: rupees,
    method: "cash",
  });
  expect(topUp.statusCode, topUp.body).toBe(201);
  return player;
}

async function balancePaise(player: Session): Promise<number> {
  const res = await call("GET", `/api/venues/${venueId}/credit`, player.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return rupeesToPaise((res.json() as VenueCredit).balance);
}

async function payAndVerify(cookie: string, orderId: string) {
  const paid = await call("POST", "/api/payment/sandbox/pay", cookie, { orderId, outcome: "success" });
  expect(paid.statusCode, paid.body).toBe(200);
  const verified = await call("POST", "/api/payment/verify", cookie, paid.json());
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

/** A confirmed booking of `slot` paid from credit first (wholly: 201; partly: the rest online). */
async function bookWithCredit(player: Session, date: string, slot: string): Promise<Booking> {
  const res = await call("POST", "/api/payment/create-order", player.cookie, {
    venueId,
    date,
    slot,
    addOns: [],
    useCredit: true,
  });
  if (res.statusCode === 201) return (res.json() as { booking: Booking }).booking;
  expect(res.statusCode, res.body).toBe(200);
  return payAndVerify(player.cookie, (res.json() as PaymentOrder).orderId);
}

const quote = async (player: Session, id: number, move: { date: string; slot: string }) => {
  const res = await call("POST", `/api/bookings/${id}/reschedule/quote`, player.cookie, move);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Record<string, string>;
};

const creditRefundsOf = (bookingId: number) =>
  rows<{ amount_paise: number; reschedule: boolean }>(
    sql`select amount_paise, reschedule from credit_entries where booking_id = ${bookingId} and kind = 'refund' order by id`,
  );

const refundsOf = (bookingId: number) =>
  rows<{ reason: string; amount_paise: number }>(
    sql`select reason, amount_paise from refunds where booking_id = ${bookingId} order by id`,
  );

const paise = (rupees: string | undefined) => rupeesToPaise(rupees ?? "0");

beforeAll(async () => {
  // A ground of ₹800 mornings, ₹1,000 evenings and ₹1,200 nights (no afternoons).
  ({ owner, venueId } = await ownerSellingCredit(
    ctx,
    [
      { pay: 500, get: 500 },
      { pay: 2000, get: 2200 },
    ],
    {
      expiryMonths: 12,
      venue: { venueType: "ground", slotPrices: { morning: 800, afternoon: 0, evening: 1000, night: 1200 } },
    },
  ));
});

describe("reschedule of a booking paid wholly with venue credit", () => {
  it("to the same price: moves at once, nothing paid nor given back (it asked for the whole price again before)", async () => {
    const player = await playerWithCredit("5000");
    const date = freshDate();
    const booking = await bookWithCredit(player, date, "evening");
    expect(paise(booking.paidWithCredit)).toBe(paise(booking.amount));
    const before = await balancePaise(player);
    const move = { date: freshDate(), slot: "evening" };
    expect(await quote(player, booking.id, move)).toMatchObject({
      due: "0.00",
      refund: "0.00",
      refundToCredit: "0.00",
    });

    const res = await call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, move);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ...move, paidOnline: "0.00", paidWithCredit: booking.paidWithCredit });
    expect(await balancePaise(player)).toBe(before);
    expect(await creditRefundsOf(booking.id)).toEqual([]);
    expect(await refundsOf(booking.id)).toEqual([]);
  });

  it("to a dearer slot: the difference is paid online, the credit it paid stays as it was", async () => {
    const player = await playerWithCredit("5000");
    const date = freshDate();
    const booking = await bookWithCredit(player, date, "evening");
    const before = await balancePaise(player);
    const move = { date, slot: "night" };
    const q = await quote(player, booking.id, move);
    const due = paise(q.payNow) - paise(booking.amount);
    expect(due).toBeGreaterThan(0);
    expect(q).toMatchObject({ paidOnline: "0.00", paidWithCredit: booking.paidWithCredit, refund: "0.00" });
    expect(paise(q.due)).toBe(due);

    const res = await call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, move);
    expect(res.statusCode, res.body).toBe(202);
    const order = res.json() as PaymentOrder;
    expect(order.amount).toBe(due);
    const moved = await payAndVerify(player.cookie, order.orderId);
    expect(moved).toMatchObject({ id: booking.id, slot: "night", status: "confirmed", paymentStatus: "paid" });
    expect(moved.paidWithCredit).toBe(booking.paidWithCredit);
    expect(paise(moved.paidOnline)).toBe(due);
    expect(moved.amount).toBe(q.amount);
    expect(await balancePaise(player)).toBe(before);
    expect(await creditRefundsOf(booking.id)).toEqual([]);
  });

  it("to a cheaper slot: the difference goes back to credit at once, once, though the move is sent twice at once", async () => {
    const player = await playerWithCredit("5000");
    const date = freshDate();
    const booking = await bookWithCredit(player, date, "evening");
    const before = await balancePaise(player);
    const move = { date, slot: "morning" };
    const q = await quote(player, booking.id, move);
    const back = paise(booking.amount) - paise(q.payNow);
    expect(back).toBeGreaterThan(0);
    expect(q).toMatchObject({ due: "0.00" });
    expect(paise(q.refund)).toBe(back);
    expect(paise(q.refundToCredit)).toBe(back);

    const both = await Promise.all([
      call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, move),
      call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, move),
    ]);
    const statuses = both.map((r) => r.statusCode).sort();
    expect(statuses[0], both.map((r) => r.body).join("\n")).toBe(200);
    expect([409, 422]).toContain(statuses[1]);
    const moved = both.find((r) => r.statusCode === 200)?.json() as Booking;
    expect(moved).toMatchObject({ slot: "morning", paidOnline: "0.00", paymentStatus: "paid" });
    expect(paise(moved.paidWithCredit)).toBe(paise(booking.paidWithCredit) - back);
    expect(await balancePaise(player)).toBe(before + back);
    expect(await creditRefundsOf(booking.id)).toEqual([{ amount_paise: back, reschedule: true }]);
    expect(await refundsOf(booking.id)).toEqual([]);
    // Its invoice gets the credit note of what went back, in the move's transaction, once.
    const notes = () =>
      rows<{ total_paise: number }>(
        sql`select cn.total_paise::int as total_paise from credit_notes cn join credit_entries ce on ce.id = cn.credit_entry_id
            where cn.booking_id = ${booking.id} order by cn.id`,
      );
    expect(await notes()).toEqual([{ total_paise: back }]);
    // The move's refund is not the booking's refund.
    expect(moved.refundAmount).toBe("0.00");

    // Cancelled later (free, a day ahead): the cancellation's refund to credit still comes, of what credit paid now.
    const cancelled = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, {
      status: "cancelled",
      refundTo: "credit",
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(paise((cancelled.json() as Booking).refundAmount)).toBe(paise(moved.paidWithCredit));
    expect(await balancePaise(player)).toBe(before + paise(booking.paidWithCredit));
    expect(await creditRefundsOf(booking.id)).toEqual([
      { amount_paise: back, reschedule: true },
      { amount_paise: paise(moved.paidWithCredit), reschedule: false },
    ]);
    expect(await notes()).toEqual([{ total_paise: back }, { total_paise: paise(moved.paidWithCredit) }]);
  });
});

describe("reschedule of a booking paid with credit that carried bonus", () => {
  it("to a cheaper slot: credit comes back as money and bonus in the share the booking spent them", async () => {
    const player = await loginAs(ctx, "player");
    const topUp = await call("POST", `/api/venues/${venueId}/credit/top-up`, player.cookie, { pack: 1 });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const paid = await call("POST", "/api/payment/sandbox/pay", player.cookie, {
      orderId: (topUp.json() as { orderId: string }).orderId,
      outcome: "success",
    });
    expect((await call("POST", "/api/payment/verify", player.cookie, paid.json())).statusCode).toBe(200);
    expect(await balancePaise(player)).toBe(220_000);

    const date = freshDate();
    const booking = await bookWithCredit(player, date, "evening");
    const credit = paise(booking.paidWithCredit);
    expect(credit).toBe(paise(booking.amount));
    const bonusOf = async () =>
      (await rows<{ bonus: number }>(sql`select credit_bonus_paise as bonus from bookings where id = ${booking.id}`))[0]
        ?.bonus;
    const bonus = Number(await bonusOf());
    // ₹200 of the ₹2,200 is bonus: the spend carries its share of it.
    expect(bonus).toBe(Math.round((credit * 20_000) / 220_000));

    const res = await call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, { date, slot: "morning" });
    expect(res.statusCode, res.body).toBe(200);
    const back = credit - paise((res.json() as Booking).paidWithCredit);
    const bonusBack = Math.round((back * bonus) / credit);
    expect(Number(await bonusOf())).toBe(bonus - bonusBack);
    const [entry] = await rows<{ amount_paise: number; money_paise: number }>(
      sql`select amount_paise, money_paise from credit_entries where booking_id = ${booking.id} and kind = 'refund'`,
    );
    expect(entry).toEqual({ amount_paise: back, money_paise: back - bonusBack });
    // The balance's money part is still its entries' money.
    const [ledger] = await rows<{ money: number; entries: number }>(
      sql`select (select money_paise from credit_balances where user_id = ${player.user.id}) as money,
            (select sum(money_paise)::int from credit_entries where user_id = ${player.user.id}) as entries`,
    );
    expect(Number(ledger?.money)).toBe(Number(ledger?.entries));
  });
});

describe("reschedule of a booking paid partly with venue credit", () => {
  it("to a cheaper slot: the difference splits in the share each paid, credit at once and the rest to the payment", async () => {
    const player = await playerWithCredit("300");
    const date = freshDate();
    const booking = await bookWithCredit(player, date, "evening");
    const credit = paise(booking.paidWithCredit);
    const online = paise(booking.paidOnline);
    expect(credit).toBe(30_000);
    expect(online).toBeGreaterThan(0);
    const move = { date, slot: "morning" };
    const q = await quote(player, booking.id, move);
    const back = credit + online - paise(q.payNow);
    const toCredit = Math.round((back * credit) / (credit + online));
    expect(paise(q.refund)).toBe(back);
    expect(paise(q.refundToCredit)).toBe(toCredit);
    expect(toCredit).toBeGreaterThan(0);
    expect(toCredit).toBeLessThan(back);

    const res = await call("POST", `/api/bookings/${booking.id}/reschedule`, player.cookie, move);
    expect(res.statusCode, res.body).toBe(200);
    const moved = res.json() as Booking;
    expect(paise(moved.paidWithCredit)).toBe(credit - toCredit);
    expect(paise(moved.paidOnline)).toBe(online - (back - toCredit));
    expect(await balancePaise(player)).toBe(toCredit);
    expect(await creditRefundsOf(booking.id)).toEqual([{ amount_paise: toCredit, reschedule: true }]);
    expect(await refundsOf(booking.id)).toEqual([{ reason: "rescheduled", amount_paise: back - toCredit }]);
  });
});
