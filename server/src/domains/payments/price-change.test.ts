/**
 * Checkout prices from a venue kept in memory (domains/venues/booking-venues.ts): a change that
 * is committed reaches the next order on this instance at once, never the price before it.
 */
import { addDays, type PaymentOrder, todayInIst } from "@crease/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createUser, createVenue } from "../../../test/factories";
import { paymentOrders } from "../../db/schema";

const ctx = useTestApp();

let venueId: number;
let day = 1;
const freshDate = () => addDays(todayInIst(), ++day);

beforeAll(async () => {
  const ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 7000, evening: 10000, night: 12000 },
    })
  ).id;
});

function call(method: "POST" | "PATCH", url: string, cookie: string, payload: object) {
  return ctx.app.inject({ method, url, payload, headers: { cookie } });
}

async function order(cookie: string) {
  return call("POST", "/api/payment/create-order", cookie, { venueId, date: freshDate(), slot: "evening", addOns: [] });
}

async function orderTotal(orderId: string) {
  const [row] = await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.id, orderId));
  return row?.totalPaise ?? Number.NaN;
}

describe("checkout's venue in memory", () => {
  it("prices the order after a price change at the new price, and refuses a suspended venue at once", async () => {
    const player = await loginAs(ctx, "player");
    const admin = await loginAs(ctx, "admin");
    const before = await order(player.cookie);
    expect(before.statusCode, before.body).toBe(200);
    const first = before.json() as PaymentOrder;
    // Held in memory now; an admin's edit goes live at once (no review).
    const changed = await call("POST", `/api/venues/${venueId}/ground-details`, admin.cookie, {
      morningPrice: 8000,
      afternoonPrice: 7000,
      eveningPrice: 15000,
      nightPrice: 12000,
    });
    expect(changed.statusCode, changed.body).toBe(201);
    const after = await order(player.cookie);
    expect(after.statusCode, after.body).toBe(200);
    const second = after.json() as PaymentOrder;
    expect(second.amount).toBeGreaterThan(first.amount);
    // ₹10,000 → ₹15,000 before GST: the order records the new price, with its tax.
    expect((await orderTotal(second.orderId)) / (await orderTotal(first.orderId))).toBeCloseTo(1.5, 5);

    const suspended = await call("PATCH", `/api/venues/${venueId}`, admin.cookie, {
      status: "suspended",
      note: "Pitch under repair",
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const refused = await order(player.cookie);
    expect(refused.statusCode).toBe(404);
  });
});
