import { addDays, type Booking, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { bookAndPay } from "../../../test/checkout";
import { callApi, createUser, createVenue } from "../../../test/factories";
import { keptAddOns } from "./reschedule";

/**
 * A booking's add-ons move with it (docs/product/bookings.md#reschedule). Rows that stored only an
 * add-on's name (the demo's bookings did) could not be moved at all: every quote answered 400
 * "This venue has no add-on called 'Umpire'".
 */
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

let venueId: number;
beforeAll(async () => {
  const ownerId = (await createUser(ctx.database.db, { role: "owner" })).id;
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId,
      advanceBookingDays: 180,
      slotPrices: { morning: 8000, afternoon: 0, evening: 10000, night: 12000 },
      addOns: [{ key: "umpire", name: "Umpire", rupees: 1500 }],
    })
  ).id;
});

const post = (url: string, cookie: string, payload: object) => callApi(ctx, "POST", url, cookie, payload);
const bookWithUmpire = (cookie: string, date: string) =>
  bookAndPay(ctx, cookie, { venueId, date, slot: "evening", addOns: ["umpire"] });

describe("a booking's add-ons on a move", () => {
  it("a booking that stored only its add-on's name moves, keeping the add-on", async () => {
    const player = await loginAs(ctx, "player");
    const date = addDays(todayInIst(), 9);
    const booking = await bookWithUmpire(player.cookie, date);
    // As the demo's bookings were written: the add-on's name and price, no key.
    await ctx.database.db.execute(
      sql`update bookings set add_ons = '[{"name":"Umpire","pricePaise":150000}]'::jsonb where id = ${booking.id}`,
    );

    const quote = await post(`/api/bookings/${booking.id}/reschedule/quote`, player.cookie, { date, slot: "night" });
    expect(quote.statusCode, quote.body).toBe(200);
    const moved = await post(`/api/bookings/${booking.id}/reschedule`, player.cookie, { date, slot: "morning" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as Booking).addOns.map((a) => a.key)).toEqual(["umpire"]);
  });

  it("keeps what the venue still offers, by key or by name, and leaves out what it no longer offers", () => {
    const offered = [
      { key: "umpireFees", name: "Umpire Service" },
      { key: "redBalls", name: "Red Balls" },
    ];
    expect(
      keptAddOns(
        [
          { key: "redBalls", name: "Red Balls" },
          { key: "Umpire Service", name: "Umpire Service" },
          { key: "scorer", name: "Scorer" },
        ],
        offered,
      ),
    ).toEqual(["redBalls", "umpireFees"]);
  });
});
