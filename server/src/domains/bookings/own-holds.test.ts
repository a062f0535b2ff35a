import { addDays, type Coupon, type OwnHold, type PaymentOrder, todayInIst } from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";

/** A player's own hold, shown to them as theirs on the venue page (issue 46). */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let owner: Awaited<ReturnType<typeof loginAs>>;
let venueId: number;
beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      advanceBookingDays: 60,
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
    })
  ).id;
});

const post = (url: string, cookie: string, payload: object) =>
  ctx.app.inject({ method: "POST", url, payload, headers: { cookie } });
const holds = (cookie: string, query = `venueId=${venueId}`) =>
  ctx.app.inject({ method: "GET", url: `/api/bookings/holds?${query}`, headers: { cookie } });

describe("GET /api/bookings/holds", () => {
  it("answers the asker's own open checkout with its slot, add-ons and coupon, and nobody else's", async () => {
    const made = await post("/api/coupons", owner.cookie, {
      code: `MINE${venueId}`,
      kind: "flat",
      value: 500,
      venueIds: [venueId],
      validFrom: todayInIst(),
      validTo: addDays(todayInIst(), 30),
    });
    expect(made.statusCode, made.body).toBe(201);
    const code = (made.json() as Coupon).code;
    const player = await loginAs(ctx, "player");
    const other = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), 3);

    expect((await holds(player.cookie)).json()).toEqual([]);
    const order = await post("/api/payment/create-order", player.cookie, {
      venueId,
      date,
      slot: "evening",
      addOns: [],
      couponCode: code,
    });
    expect(order.statusCode, order.body).toBe(200);

    const mine = await holds(player.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    const [hold, ...more] = mine.json() as OwnHold[];
    expect(more).toEqual([]);
    expect(hold).toMatchObject({ date, slot: "evening", addOns: [], couponCode: code });
    expect(Date.parse(hold?.holdExpiresAt ?? "")).toBeGreaterThan(Date.now());
    // Another player sees the slot on hold in availability, but never whose hold it is.
    expect((await holds(other.cookie)).json()).toEqual([]);

    // Paid, it is a booking, no longer a hold to finish.
    const paid = await post("/api/payment/sandbox/pay", player.cookie, {
      orderId: (order.json() as PaymentOrder).orderId,
      outcome: "success",
    });
    const verified = await post("/api/payment/verify", player.cookie, paid.json() as object);
    expect(verified.statusCode, verified.body).toBe(200);
    expect((await holds(player.cookie)).json()).toEqual([]);
  });

  it("asks for a venue by its number", async () => {
    const player = await loginAs(ctx, "player");
    const res = await holds(player.cookie, "venueId=first");
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain("venueId must be a number");
  });
});
