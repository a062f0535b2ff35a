import { addDays, type PaymentOrder, rupeesToPaise, type Split, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { bookAndPay } from "../../../test/checkout";
import { callApi, createUser, createVenue, sandboxPay } from "../../../test/factories";

/** Whole-rupee shares (docs/product/split-payments.md, "Whole rupees"): chosen by the organiser. */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let venueId: number;
beforeAll(async () => {
  const ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  // ₹1,234 + 18% GST = ₹1,456.12: no whole-rupee share divides it.
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      advanceBookingDays: 180,
      slotPrices: { morning: 1001, afternoon: 0, evening: 1000, night: 1234 },
    })
  ).id;
});

let dayOffset = 2;
const freshDate = () => addDays(todayInIst(), ++dayOffset);

const post = (url: string, cookie: string, payload?: unknown) => callApi(ctx, "POST", url, cookie, payload);

const pay = async (cookie: string, orderId: string) => (await sandboxPay(ctx, cookie, orderId)).paid;

const book = (cookie: string) => bookAndPay(ctx, cookie, { venueId, date: freshDate(), slot: "night" });

describe("splitting in whole rupees", () => {
  it("teammates pay whole rupees, the organiser's share takes the rest, and the shares add up exactly", async () => {
    const organiser = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    expect(booking.paidOnline).toBe("1456.12");
    const res = await post(`/api/bookings/${booking.id}/split`, organiser.cookie, { shares: 3, roundShares: true });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json() as Split;
    expect(made.roundShares).toBe(true);
    expect(made.shareAmounts).toEqual(["486.12", "485.00", "485.00"]);
    expect(made.shareAmounts.reduce((s, a) => s + rupeesToPaise(a), 0)).toBe(145_612);

    // The link's page and the teammate's order ask the whole rupees.
    const page = await ctx.app.inject({ method: "GET", url: `/api/splits/${made.token}` });
    expect(page.json()).toMatchObject({ shareAmount: "485.00" });
    const teammate = await loginAs(ctx, "player");
    const order = await post(`/api/splits/${made.token}/create-order`, teammate.cookie);
    expect(order.statusCode, order.body).toBe(200);
    expect((order.json() as PaymentOrder).amount).toBe(48_500);
    const paid = await post(
      "/api/payment/verify",
      teammate.cookie,
      await pay(teammate.cookie, (order.json() as PaymentOrder).orderId),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const refunds = (
      (await ctx.database.db.execute(
        sql`select amount_paise from refunds where booking_id = ${booking.id} order by id`,
      )) as unknown as { rows: { amount_paise: number }[] }
    ).rows;
    expect(refunds.map((r) => Number(r.amount_paise))).toEqual([48_500]);
  });

  it("leaves exact shares when roundShares is left out, and asking again the other way is refused", async () => {
    const organiser = await loginAs(ctx, "player");
    const booking = await book(organiser.cookie);
    const res = await post(`/api/bookings/${booking.id}/split`, organiser.cookie, { shares: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roundShares: false, shareAmounts: ["485.38", "485.37", "485.37"] });
    const again = await post(`/api/bookings/${booking.id}/split`, organiser.cookie, { shares: 3, roundShares: true });
    expect(again.statusCode, again.body).toBe(409);
  });
});
