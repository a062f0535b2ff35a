import type { Booking, Court, PaymentOrder } from "@crease/core";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { loginAs, TestContext } from "./app";
import { createVenue } from "./factories";

type Session = Awaited<ReturnType<typeof loginAs>>;

/**
 * The world the closure tests share (courts/closures.test.ts, closures-part-day.test.ts): a nets
 * venue with two lanes, bookings paid through the sandbox, and the refunds a closure wrote.
 */
export function closureBookings(ctx: TestContext, owner: () => Session) {
  function call(method: "GET" | "POST", url: string, cookie?: string, payload?: unknown) {
    return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
  }

  async function twoLanes() {
    const ownerId = owner().user.id;
    const venueId = (await createVenue(ctx.database.db, { ownerId, venueType: "nets", hourlyPrice: 1000 })).id;
    await call("POST", `/api/venues/${venueId}/courts`, owner().cookie, { name: "Net 2" });
    const [net1, net2] = (await call("GET", `/api/venues/${venueId}/courts`)).json() as Court[];
    return { venueId, net1: net1 as Court, net2: net2 as Court };
  }

  function order(who: Session, venueId: number, courtId: number, date: string, slot: string) {
    return call("POST", "/api/payment/create-order", who.cookie, { venueId, courtId, date, slot });
  }

  async function book(who: Session, venueId: number, courtId: number, date: string, slot: string): Promise<Booking> {
    const created = await order(who, venueId, courtId, date, slot);
    expect(created.statusCode, created.body).toBe(200);
    const { orderId } = created.json() as PaymentOrder;
    const paid = (await call("POST", "/api/payment/sandbox/pay", who.cookie, { orderId, outcome: "success" })).json();
    const verified = await call("POST", "/api/payment/verify", who.cookie, paid);
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as Booking;
  }

  /** The refunds written for these bookings, in booking then write order. */
  async function refundsOf(bookingIds: number[]) {
    const rows = await ctx.database.db.execute(
      sql`select booking_id, amount_paise from refunds where booking_id in (${sql.join(
        bookingIds.map((id) => sql`${id}`),
        sql`, `,
      )}) order by booking_id, id`,
    );
    return (rows as unknown as { rows: { booking_id: number; amount_paise: number }[] }).rows.map((r) => ({
      bookingId: Number(r.booking_id),
      paise: Number(r.amount_paise),
    }));
  }

  return { call, twoLanes, order, book, refundsOf };
}
