import { addDays, type Booking, type PaymentOrder, todayInIst, type VenueAvailability } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { closureBookings } from "../../../test/closure-bookings";

// Closures (issue 25, docs/product/blocks.md#closures): rain closes the venue; every booking hit is
// cancelled with a full refund, exactly once.
const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let players: Session[];

beforeAll(async () => {
  [owner, otherOwner, ...players] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
    loginAs(ctx, "player"),
    loginAs(ctx, "player"),
  ]);
});

let day = 4;
function nextDate() {
  day += 3;
  return addDays(todayInIst(), day);
}

const { call, twoLanes, order, book, refundsOf } = closureBookings(ctx, () => owner);

describe("closing a venue for rain", () => {
  it("shows the bookings hit first, then cancels each with a full refund once, and refuses new orders", async () => {
    const { venueId, net1, net2 } = await twoLanes();
    const first = nextDate();
    const second = addDays(first, 1);
    const [p1, p2, p3] = players as [Session, Session, Session];
    const hit = [
      await book(p1, venueId, net1.id, first, "18:00-19:00"),
      await book(p2, venueId, net2.id, first, "18:00-19:00"),
      await book(p3, venueId, net1.id, second, "07:00-08:00"),
    ];
    const spared = await book(p1, venueId, net1.id, addDays(second, 1), "18:00-19:00");
    const held = await order(p2, venueId, net2.id, second, "09:00-10:00");
    expect(held.statusCode).toBe(200);
    const body = { from: first, to: second, reason: "Heavy rain: the outfield is flooded" };
    const paid = hit.reduce((sum, b) => sum + Number(b.paidOnline), 0);

    const preview = await call("POST", `/api/venues/${venueId}/closures/preview`, owner.cookie, body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect((preview.json().bookings as Booking[]).map((b) => b.id)).toEqual(hit.map((b) => b.id));
    expect(preview.json().refundTotal).toBe(paid.toFixed(2));
    // A preview changes nothing.
    expect(await refundsOf(hit.map((b) => b.id))).toEqual([]);

    const closed = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, body);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ cancelled: 3, refundTotal: paid.toFixed(2) });
    expect(await refundsOf(hit.map((b) => b.id))).toEqual(
      hit.map((b) => ({ bookingId: b.id, paise: Math.round(Number(b.paidOnline) * 100) })),
    );
    for (const b of hit) {
      const seen = (await call("GET", `/api/bookings/${b.id}`, owner.cookie)).json() as Booking;
      expect(seen).toMatchObject({ status: "cancelled", cancelledBy: "owner", cancellationReason: body.reason });
    }
    const note = (await call("GET", "/api/notifications", p1.cookie)).json() as { title: string; message: string }[];
    expect(note.some((n) => n.title === "Booking cancelled by the venue" && n.message.includes(body.reason))).toBe(
      true,
    );
    // The hold ended, the day after is untouched, and the closed days take no order.
    const holdRow = await ctx.database.db.execute(
      sql`select status from bookings where id = ${(held.json() as PaymentOrder).bookingId}`,
    );
    expect((holdRow as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe("expired");
    expect(((await call("GET", `/api/bookings/${spared.id}`, owner.cookie)).json() as Booking).status).toBe(
      "confirmed",
    );
    expect((await order(p2, venueId, net2.id, first, "20:00-21:00")).statusCode).toBe(409);
    const slots = (await call("GET", `/api/venues/${venueId}/availability?from=${second}&days=1`)).json();
    expect(
      (slots as VenueAvailability).days[0]?.slots.every((s) => s.status === "blocked" || s.status === "past"),
    ).toBe(true);

    // The same closure sent again refunds nothing more.
    const again = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, body);
    expect(again.json()).toEqual({ cancelled: 0, refundTotal: "0.00" });
    expect(await refundsOf(hit.map((b) => b.id))).toHaveLength(3);
  });

  it("closes one court alone, leaving the other open", async () => {
    const { venueId, net1, net2 } = await twoLanes();
    const date = nextDate();
    const [p1, p2] = players as [Session, Session];
    const onNet1 = await book(p1, venueId, net1.id, date, "18:00-19:00");
    const onNet2 = await book(p2, venueId, net2.id, date, "18:00-19:00");
    const res = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, {
      from: date,
      to: date,
      courtId: net1.id,
      reason: "Net 1 is being re-laid",
    });
    expect(res.json()).toMatchObject({ cancelled: 1 });
    expect(((await call("GET", `/api/bookings/${onNet1.id}`, owner.cookie)).json() as Booking).status).toBe(
      "cancelled",
    );
    expect(((await call("GET", `/api/bookings/${onNet2.id}`, owner.cookie)).json() as Booking).status).toBe(
      "confirmed",
    );
    expect((await order(p1, venueId, net2.id, date, "19:00-20:00")).statusCode).toBe(200);
  });

  it("refuses bad closures and other people, changing nothing", async () => {
    const { venueId } = await twoLanes();
    const date = nextDate();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: addDays(todayInIst(), -1), to: date }, "from", "In the past"],
      [{ from: date, to: addDays(date, -1) }, "to", "The last closed day must be on or after the first"],
      [{ from: date, to: addDays(date, 31) }, "to", "Close at most 31 days at a time"],
      [{ from: date, to: date, reason: "" }, "reason", "Tell the players why the venue is closed"],
      [{ from: date, to: date, courtId: 999_999 }, "courtId", "Court not found"],
    ];
    for (const [body, field, message] of cases) {
      const res = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, { reason: "Rain", ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[field], JSON.stringify(body)).toBe(message);
    }
    const body = { from: date, to: date, reason: "Rain" };
    expect((await call("POST", `/api/venues/${venueId}/closures`, players[0]?.cookie, body)).statusCode).toBe(403);
    expect((await call("POST", `/api/venues/${venueId}/closures`, otherOwner.cookie, body)).statusCode).toBe(404);
    expect((await call("POST", `/api/venues/${venueId}/closures/preview`, otherOwner.cookie, body)).statusCode).toBe(
      404,
    );
    expect((await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json()).toEqual([]);
  });
});
