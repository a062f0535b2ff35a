import { addDays, type Booking, type PaymentOrder, todayInIst } from "@crease/core";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { bookings, refunds } from "../../db/schema";

// Issue 25, "The owner's dashboard tells the truth": a venue's or an admin's cancellation says
// why, and the player reads it; Recent activity is built from the latest events.
const ctx = useTestApp();

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let admin: Session;
let venueId: number;

beforeAll(async () => {
  owner = await loginAs(ctx, "owner");
  otherOwner = await loginAs(ctx, "owner");
  admin = await loginAs(ctx, "admin");
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1000 })).id;
});

function call(method: "GET" | "POST" | "PATCH", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

let day = 5;
/** A confirmed booking through the real sandbox checkout, a different day each time unless given. */
async function book(player: Session, daysAhead = ++day): Promise<Booking> {
  const date = addDays(todayInIst(), daysAhead);
  const order = (
    await call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot: "10:00-11:00" })
  ).json() as PaymentOrder;
  const paid = (
    await call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId: order.orderId, outcome: "success" })
  ).json();
  const verified = await call("POST", "/api/payment/verify", player.cookie, paid);
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}

async function notificationsOf(player: Session): Promise<{ type: string; title: string; message: string }[]> {
  return (await call("GET", "/api/notifications", player.cookie)).json();
}

describe("a venue's or an admin's cancellation says why", () => {
  it("refuses an owner's cancellation without a reason, in the asker's language, and changes nothing", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    for (const reason of [undefined, "  ", "ok"]) {
      const res = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, { status: "cancelled", reason });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.reason).toMatch(/^(Tell the player why|Write a few words)/);
    }
    // In the owner's language (their account's choice).
    await call("PATCH", "/api/users/me", owner.cookie, { language: "hi" });
    const hindi = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, { status: "cancelled" });
    await call("PATCH", "/api/users/me", owner.cookie, { language: "en" });
    expect(hindi.json().errors.reason).toBe("खिलाड़ी को बताएँ कि उनकी बुकिंग क्यों कैंसल की जा रही है।");
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row?.status).toBe("confirmed");
    expect(await ctx.database.db.select().from(refunds).where(eq(refunds.bookingId, booking.id))).toEqual([]);
  });

  it("tells the player the owner's reason, on the booking and in their notification", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    const res = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, {
      status: "cancelled",
      reason: "  Ground waterlogged after the rain  ",
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = (await call("GET", `/api/bookings/${booking.id}`, player.cookie)).json() as Booking;
    expect(seen).toMatchObject({
      status: "cancelled",
      cancelledBy: "owner",
      cancellationReason: "Ground waterlogged after the rain",
      refundAmount: "1180.00",
    });
    const note = (await notificationsOf(player)).find((n) => n.type === "booking_cancelled");
    expect(note?.title).toBe("Booking cancelled by the venue");
    expect(note?.message).toContain("“Ground waterlogged after the rain”");
    expect(note?.message).toContain("₹1,180 is being refunded");
  });

  it("names Crease when an admin cancels, and asks the admin for a reason too", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    const bare = await call("PATCH", `/api/bookings/${booking.id}`, admin.cookie, { status: "cancelled" });
    expect(bare.statusCode).toBe(400);
    const res = await call("PATCH", `/api/bookings/${booking.id}`, admin.cookie, {
      status: "cancelled",
      reason: "Venue failed a safety check",
    });
    expect(res.json()).toMatchObject({ cancelledBy: "admin", cancellationReason: "Venue failed a safety check" });
    const note = (await notificationsOf(player)).find((n) => n.type === "booking_cancelled");
    expect(note?.title).toBe("Booking cancelled by Crease");
    expect(note?.message).toMatch(/^Crease cancelled your booking at .+: “Venue failed a safety check”\./);
  });

  it("lets a player cancel their own without a reason", async () => {
    const player = await loginAs(ctx, "player");
    const booking = await book(player);
    const res = await call("PATCH", `/api/bookings/${booking.id}`, player.cookie, { status: "cancelled" });
    expect(res.json()).toMatchObject({ status: "cancelled", cancelledBy: "player", cancellationReason: null });
  });
});

describe("GET /api/bookings/latest (Recent activity)", () => {
  it("lists the newest events first, not the furthest slot dates, and only the owner's venues", async () => {
    const player = await loginAs(ctx, "player");
    const far = await book(player, 50); // plays later than the next two
    const second = await book(player, 30);
    const third = await book(player, 31);
    // A cancellation is newer than every booking made before it.
    await call("PATCH", `/api/bookings/${far.id}`, player.cookie, { status: "cancelled" });
    const latest = (await call("GET", "/api/bookings/latest?limit=3", owner.cookie)).json() as Booking[];
    expect(latest.map((b) => b.id)).toEqual([far.id, third.id, second.id]);
    expect((await call("GET", "/api/bookings/latest", otherOwner.cookie)).json()).toEqual([]);
    const all = (await call("GET", "/api/bookings/latest?limit=20", admin.cookie)).json() as Booking[];
    expect(all.map((b) => b.id)).toContain(far.id);
  });

  it("refuses players and a bad limit", async () => {
    const player = await loginAs(ctx, "player");
    expect((await call("GET", "/api/bookings/latest", player.cookie)).statusCode).toBe(403);
    expect((await call("GET", "/api/bookings/latest")).statusCode).toBe(401);
    const bad = await call("GET", "/api/bookings/latest?limit=99", owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("Ask for 1 to 20 of the latest bookings");
  });
});

describe("a new booking tells its owner who booked, and leads to it", () => {
  it("names the player and their mobile, for this booking only, and links to the booking", async () => {
    const player = await loginAs(ctx, "player");
    await ctx.database.db.execute(sql`update users set phone = '9123456780' where id = ${player.user.id}`);
    const booking = await book(player);
    const notes = (await call("GET", "/api/notifications", owner.cookie)).json() as { type: string; message: string }[];
    const note = notes.find((n) => n.type === "booking_created" && n.message.startsWith(player.user.fullName));
    expect(note?.message).toMatch(/^.+ \(\+91 91234 56780\) booked .+\.$/);
    // The mail leads to that booking; other owners' notes never carry this player's number.
    const mailed = () => ctx.mailer.sent.find((m) => m.to === owner.user.email && m.text.includes("91234 56780"));
    await expect
      .poll(async () => {
        await ctx.app.jobs.runDue(); // the mail is a job (decision 031)
        return Boolean(mailed());
      })
      .toBe(true);
    expect(mailed()?.text).toContain(`/owner/dashboard?tab=bookings&booking=${booking.id}`);
    const others = (await call("GET", "/api/notifications", otherOwner.cookie)).json() as { message: string }[];
    expect(others.some((n) => n.message.includes("91234 56780"))).toBe(false);
  });
});
