import { addDays, type Block, type Booking, type PaymentOrder, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { closureBookings } from "../../../test/closure-bookings";

// Closures for part of a day (issue 46, docs/product/blocks.md#closures): a two-hour wash-out
// cancels and refunds only the bookings in those hours, once, and blocks only those hours.
const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let players: Session[];

beforeAll(async () => {
  [owner, ...players] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
    loginAs(ctx, "player"),
    loginAs(ctx, "player"),
  ]);
});

let day = 5;
function nextDate() {
  day += 2;
  return addDays(todayInIst(), day);
}

const { call, twoLanes, order, book, refundsOf } = closureBookings(ctx, () => owner);

const statusOf = async (id: number) =>
  ((await call("GET", `/api/bookings/${id}`, owner.cookie)).json() as Booking).status;

describe("closing some hours of a day", () => {
  it("cancels and refunds once only the bookings in those hours, blocks only those hours, and previews the same", async () => {
    const { venueId, net1, net2 } = await twoLanes();
    const date = nextDate();
    const [p1, p2, p3] = players as [Session, Session, Session];
    const hit = [
      await book(p1, venueId, net1.id, date, "18:00-19:00"),
      await book(p2, venueId, net2.id, date, "18:00-19:00"),
      await book(p3, venueId, net1.id, date, "19:00-20:00"),
    ];
    const before = await book(p1, venueId, net1.id, date, "17:00-18:00");
    const after = await book(p2, venueId, net2.id, date, "20:00-21:00");
    const nextDay = await book(p3, venueId, net1.id, addDays(date, 1), "18:00-19:00");
    const heldIn = await order(p3, venueId, net2.id, date, "19:00-20:00");
    const heldOut = await order(p3, venueId, net2.id, date, "16:00-17:00");
    expect(heldIn.statusCode, heldIn.body).toBe(200);
    expect(heldOut.statusCode, heldOut.body).toBe(200);
    // Picked out of order and with a repeat: the closure takes each hour once.
    const body = {
      from: date,
      to: date,
      slots: ["19:00-20:00", "18:00-19:00", "19:00-20:00"],
      reason: "Wash-out: the nets are under water",
    };
    const paid = hit.reduce((sum, b) => sum + Number(b.paidOnline), 0);

    const preview = await call("POST", `/api/venues/${venueId}/closures/preview`, owner.cookie, body);
    expect(preview.statusCode, preview.body).toBe(200);
    const previewed = preview.json() as { bookings: Booking[]; refundTotal: string };
    expect(previewed.bookings.map((b) => [b.id, b.paidOnline])).toEqual(hit.map((b) => [b.id, b.paidOnline]));
    expect(previewed.refundTotal).toBe(paid.toFixed(2));

    const closed = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, body);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ cancelled: 3, refundTotal: previewed.refundTotal });
    const refunds = hit.map((b) => ({ bookingId: b.id, paise: Math.round(Number(b.paidOnline) * 100) }));
    expect(await refundsOf(hit.map((b) => b.id))).toEqual(refunds);
    for (const b of hit) expect(await statusOf(b.id)).toBe("cancelled");
    for (const b of [before, after, nextDay]) expect(await statusOf(b.id)).toBe("confirmed");
    expect(await refundsOf([before.id, after.id, nextDay.id])).toEqual([]);

    // Only the hold inside the closed hours ended.
    const holds = await ctx.database.db.execute(
      sql`select id, status from bookings where id in (${(heldIn.json() as PaymentOrder).bookingId}, ${
        (heldOut.json() as PaymentOrder).bookingId
      }) order by slot`,
    );
    expect((holds as unknown as { rows: { status: string }[] }).rows.map((r) => r.status)).toEqual(["held", "expired"]);

    // The closed hours are blocked on both lanes (a block per court and slot, as a whole day's are);
    // the hours around them still take orders.
    const blocks = (await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json() as Block[];
    expect(blocks.map((b) => [b.date, b.slot, b.reason])).toEqual([
      [date, "18:00-19:00", body.reason],
      [date, "19:00-20:00", body.reason],
    ]);
    expect((await order(p2, venueId, net1.id, date, "18:00-19:00")).statusCode).toBe(409);
    expect((await order(p2, venueId, net2.id, date, "19:00-20:00")).statusCode).toBe(409);
    expect((await order(p2, venueId, net1.id, date, "21:00-22:00")).statusCode).toBe(200);

    // The same closure sent again closes nothing twice and refunds nothing twice.
    const again = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ cancelled: 0, refundTotal: "0.00" });
    expect(await refundsOf(hit.map((b) => b.id))).toEqual(refunds);
    expect(((await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json() as Block[]).length).toBe(2);
    const previewAgain = await call("POST", `/api/venues/${venueId}/closures/preview`, owner.cookie, body);
    expect(previewAgain.json()).toEqual({ bookings: [], refundTotal: "0.00" });
  });

  it("closes some hours of one court alone", async () => {
    const { venueId, net1, net2 } = await twoLanes();
    const date = nextDate();
    const [p1, p2] = players as [Session, Session];
    const onNet1 = await book(p1, venueId, net1.id, date, "07:00-08:00");
    const onNet2 = await book(p2, venueId, net2.id, date, "07:00-08:00");
    const res = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, {
      from: date,
      to: date,
      courtId: net1.id,
      slots: ["07:00-08:00"],
      reason: "Net 1's bowling crease is being relaid",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ cancelled: 1 });
    expect(await statusOf(onNet1.id)).toBe("cancelled");
    expect(await statusOf(onNet2.id)).toBe("confirmed");
    const blocks = (await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json() as Block[];
    expect(blocks.map((b) => [b.courtId, b.slot])).toEqual([[net1.id, "07:00-08:00"]]);
  });

  it("refuses hours the venue does not have, and an empty choice, changing nothing", async () => {
    const { venueId, net1 } = await twoLanes();
    const date = nextDate();
    const booked = await book(players[0] as Session, venueId, net1.id, date, "18:00-19:00");
    const cases: [unknown, string, string][] = [
      [["18:00-19:00", "03:00-04:00"], "slots", "Slot not offered"],
      [["morning"], "slots", "Slot not offered"],
      [[], "slots", "Choose at least one hour to close"],
    ];
    for (const [slots, field, message] of cases) {
      for (const path of ["closures", "closures/preview"]) {
        const res = await call("POST", `/api/venues/${venueId}/${path}`, owner.cookie, {
          from: date,
          to: date,
          slots,
          reason: "Rain",
        });
        expect(res.statusCode, `${path} ${JSON.stringify(slots)}`).toBe(400);
        expect(res.json().errors[field], JSON.stringify(slots)).toBe(message);
      }
    }
    const named = await call("POST", `/api/venues/${venueId}/closures`, owner.cookie, {
      from: date,
      to: date,
      slots: ["03:00-04:00"],
      reason: "Rain",
    });
    expect(named.json().message).toBe('This venue does not offer the slot "03:00-04:00"');
    expect(await statusOf(booked.id)).toBe("confirmed");
    expect((await call("GET", `/api/venues/${venueId}/blocks`, owner.cookie)).json()).toEqual([]);
  });
});
