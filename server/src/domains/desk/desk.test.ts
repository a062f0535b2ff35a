import {
  addDays,
  type Booking,
  type DeskCalendar,
  gstinCheckCharacter,
  type PaymentOrder,
  todayInIst,
  type VenueActivity,
  type VenueAvailability,
} from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, sessionCookieOf, TEST_PASSWORD, useTestApp } from "../../../test/app";
import { courtIdOf, createVenue } from "../../../test/factories";
import { pdfText } from "../../../test/pdf-text";
import { joinStaff } from "../../../test/staff";

// The front desk (issue 25, docs/product/front-desk.md): walk-ins, phone bookings, money taken at
// the venue, the calendar and the day sheet.
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = Awaited<ReturnType<typeof loginAs>>;
let owner: Session;
let otherOwner: Session;
let player: Session;
let venueId: number;
let courtId: number;

const SLOT = "18:00-19:00";
let day = 1;
const nextDate = () => addDays(todayInIst(), ++day);

function call(method: "GET" | "POST" | "PATCH" | "PUT", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

const walkIn = (body: Record<string, unknown> = {}, who: Session = owner, at = venueId) =>
  call("POST", `/api/venues/${at}/desk-bookings`, who.cookie, {
    courtId,
    date: nextDate(),
    slot: SLOT,
    playerName: "Ravi Kumar",
    playerPhone: "98765 43210",
    addOns: [],
    payment: "cash",
    ...body,
  });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** An account on the venue's staff as `role` (invited and accepted), signed in afresh so its session knows. */
async function staffMember(role: "desk" | "manager") {
  const person = await joinStaff(ctx, owner, await loginAs(ctx, "player"), venueId, role);
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: person.email, password: TEST_PASSWORD },
  });
  return { ...person, cookie: sessionCookieOf(login.headers["set-cookie"]) };
}

beforeAll(async () => {
  [owner, otherOwner, player] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
  ]);
  venueId = (
    await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      venueType: "nets",
      hourlyPrice: 1000,
      addOns: [{ key: "bowling-machine", name: "Bowling machine", rupees: 300 }],
    })
  ).id;
  courtId = await courtIdOf(ctx.database.db, venueId);
  // Both owners are registered under GST, so the desk's prices carry 18% (decision 041; a venue
  // whose owner has no GSTIN is priced without it: server/test/supplier-gst.test.ts).
  const first14 = "27AAPFU0939F1Z";
  for (const who of [owner, otherOwner]) {
    const res = await call("PUT", "/api/owner/payout-account", who.cookie, {
      password: TEST_PASSWORD,
      pan: "AAPFU0939F",
      gstin: `${first14}${gstinCheckCharacter(first14)}`,
      upiId: "venue.owner@okicici",
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});

describe("a walk-in at the desk", () => {
  it("is confirmed and paid at once, takes the slot from online players, and is in the venue's history", async () => {
    const date = nextDate();
    const res = await walkIn({ date, addOns: ["bowling-machine"], payment: "cash" });
    expect(res.statusCode, res.body).toBe(201);
    const booking = res.json() as Booking;
    // ₹1,000 + ₹300 bowling machine + 18% GST, by the same pricing as an online order.
    expect(booking).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      source: "desk",
      userId: null,
      userName: "Ravi Kumar",
      courtId,
      amount: "1534.00",
      paidOnline: "0.00",
      paidAtVenue: "1534.00",
      balanceDue: "0.00",
    });
    const availability = (
      await call("GET", `/api/venues/${venueId}/availability?from=${date}&days=1`)
    ).json() as VenueAvailability;
    expect(availability.days[0]?.slots.find((s) => s.slot === SLOT)?.status).toBe("booked");
    const order = await call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot: SLOT });
    expect(order.statusCode).toBe(409);
    const activity = (await call("GET", `/api/venues/${venueId}/activity`, owner.cookie)).json() as VenueActivity[];
    expect(activity[0]).toMatchObject({ action: "booking.desk", bookingId: booking.id, actorId: owner.user.id });
  });

  it("prices a slot by the venue's price rules, as checkout does", async () => {
    const date = nextDate();
    const put = await call("PUT", `/api/venues/${venueId}/price-rules`, owner.cookie, {
      rules: [{ dates: [date], price: "1500.00" }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await walkIn({ date, payment: "upi" });
    expect(res.json()).toMatchObject({ basePrice: "1500.00", amount: "1770.00", paidAtVenue: "1770.00" });
    await call("PUT", `/api/venues/${venueId}/price-rules`, owner.cookie, { rules: [] });
  });

  it("left unpaid is due, is marked paid once, and never reaches the online payout", async () => {
    const res = await walkIn({ payment: "unpaid" });
    const booking = res.json() as Booking;
    expect(booking).toMatchObject({ status: "confirmed", paymentStatus: "pending", balanceDue: "1180.00" });
    const paid = await call("POST", `/api/bookings/${booking.id}/mark-paid`, owner.cookie, { method: "upi" });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ paymentStatus: "paid", paidAtVenue: "1180.00", balanceDue: "0.00" });
    const again = await call("POST", `/api/bookings/${booking.id}/mark-paid`, owner.cookie, { method: "cash" });
    expect(again.statusCode).toBe(409);
    const [row] = await rows<{ paid: number; method: string }>(
      sql`select paid_at_venue_paise as paid, venue_payment_method as method from bookings where id = ${booking.id}`,
    );
    expect(row).toEqual({ paid: 118_000, method: "upi" });
    const payouts = (await call("GET", "/api/payouts", owner.cookie)).json() as {
      upcoming: { net: string; laterNet: string };
    };
    expect(payouts.upcoming).toMatchObject({ net: "0.00", laterNet: "0.00" });
    // The owner's own totals count it as taken at the venue, apart from online revenue.
    const analytics = await call(
      "GET",
      `/api/analytics/owner?venueId=${venueId}&from=${booking.date}&to=${booking.date}`,
      owner.cookie,
    );
    expect(analytics.json().totals).toMatchObject({ bookings: 1, grossPaid: "0.00", takenAtVenue: "1180.00" });
  });

  it("cancelled by the venue refunds nothing online: the money was taken at the desk", async () => {
    const booking = (await walkIn({ payment: "cash" })).json() as Booking;
    const res = await call("PATCH", `/api/bookings/${booking.id}`, owner.cookie, {
      status: "cancelled",
      reason: "Team did not turn up",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "cancelled", refundAmount: "0.00", refundStatus: "none" });
    expect(await rows(sql`select id from refunds where booking_id = ${booking.id}`)).toEqual([]);
    // The slot is free again for players.
    const order = await call("POST", "/api/payment/create-order", player.cookie, {
      venueId,
      date: booking.date,
      slot: SLOT,
    });
    expect(order.statusCode).toBe(200);
  });

  it("goes to the player's account when the mobile is that account's verified number", async () => {
    const regular = await loginAs(ctx, "player");
    await ctx.database.db.execute(sql`update users set verified_phone = '+919812345678' where id = ${regular.user.id}`);
    const res = await walkIn({ playerPhone: "+91 98123 45678", playerName: "Ravi (regular)" });
    expect(res.json()).toMatchObject({ userId: regular.user.id, source: "desk" });
    const mine = await call("GET", "/api/bookings", regular.cookie);
    expect((mine.json() as Booking[]).map((b) => b.id)).toContain((res.json() as Booking).id);
    const notes = await rows<{ type: string }>(sql`select type from notifications where user_id = ${regular.user.id}`);
    expect(notes.map((n) => n.type)).toContain("booking_confirmed");
  });
});

describe("what the desk refuses", () => {
  it("a blocked slot, a slot another booking holds, and a slot that has ended", async () => {
    const date = nextDate();
    await call("POST", `/api/venues/${venueId}/blocks`, owner.cookie, { date, slots: [SLOT], reason: "Tournament" });
    expect((await walkIn({ date })).statusCode).toBe(409);
    const other = nextDate();
    expect(
      (await call("POST", "/api/payment/create-order", player.cookie, { venueId, date: other, slot: SLOT })).statusCode,
    ).toBe(200);
    const taken = await walkIn({ date: other });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toContain("no longer free");
    const ended = await walkIn({ date: addDays(todayInIst(), -1) });
    expect(ended.statusCode).toBe(400);
  });

  it("bad input with each field named, and changes nothing", async () => {
    const before = await rows<{ n: number }>(sql`select count(*)::int as n from bookings where venue_id = ${venueId}`);
    const res = await walkIn({ playerPhone: "12345", playerName: "", payment: "card" });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(["payment", "playerName", "playerPhone"]);
    expect((await walkIn({ addOns: ["pizza"] })).statusCode).toBe(400);
    expect((await walkIn({ courtId: 999_999 })).statusCode).toBe(400);
    expect(await rows(sql`select count(*)::int as n from bookings where venue_id = ${venueId}`)).toEqual(before);
  });

  it("a player (403), another venue's owner (404), and a stranger (401)", async () => {
    expect((await walkIn({}, player)).statusCode).toBe(403);
    expect((await walkIn({}, otherOwner)).statusCode).toBe(404);
    const anonymous = await call("POST", `/api/venues/${venueId}/desk-bookings`, undefined, {});
    expect(anonymous.statusCode).toBe(401);
    const booking = (await walkIn({ payment: "unpaid" })).json() as Booking;
    const markedByOther = await call("POST", `/api/bookings/${booking.id}/mark-paid`, otherOwner.cookie, {
      method: "cash",
    });
    expect(markedByOther.statusCode).toBe(404);
    expect(
      (await call("POST", `/api/bookings/${booking.id}/mark-paid`, player.cookie, { method: "cash" })).statusCode,
    ).toBe(403);
  });

  it("gives a slot to exactly one of many desks and players racing for it", async () => {
    const date = nextDate();
    const players = await Promise.all([0, 1, 2, 3].map(() => loginAs(ctx, "player")));
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => walkIn({ date, playerName: `Walk-in ${i}` })),
      ...players.map((p) => call("POST", "/api/payment/create-order", p.cookie, { venueId, date, slot: SLOT })),
    ]);
    const wins = results.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    expect(wins).toHaveLength(1);
    expect(results.every((r) => [200, 201, 409].includes(r.statusCode))).toBe(true);
    const live = await rows(
      sql`select id from bookings where court_id = ${courtId} and date = ${date}::date and slot = ${SLOT}
            and status in ('held', 'confirmed')`,
    );
    expect(live).toHaveLength(1);
  });
});

describe("staff at the desk", () => {
  it("a desk member books a walk-in and takes the balance; the history says who", async () => {
    const desk = await staffMember("desk");
    const booking = (await walkIn({ payment: "unpaid" }, desk)).json() as Booking;
    expect(booking).toMatchObject({ source: "desk", paymentStatus: "pending" });
    const paid = await call("POST", `/api/bookings/${booking.id}/mark-paid`, desk.cookie, { method: "cash" });
    expect(paid.statusCode, paid.body).toBe(200);
    const activity = (await call("GET", `/api/venues/${venueId}/activity`, owner.cookie)).json() as VenueActivity[];
    expect(activity.slice(0, 2)).toEqual([
      expect.objectContaining({ action: "booking.mark_paid", bookingId: booking.id, actorId: desk.user.id }),
      expect.objectContaining({ action: "booking.desk", bookingId: booking.id, actorId: desk.user.id }),
    ]);
  });

  it("collects the balance of an online booking made with an advance", async () => {
    const partialVenue = (
      await createVenue(ctx.database.db, {
        ownerId: owner.user.id,
        venueType: "nets",
        hourlyPrice: 1000,
        paymentType: "partial",
        partialPaymentPaise: 30_000,
      })
    ).id;
    const date = nextDate();
    const order = (
      await call("POST", "/api/payment/create-order", player.cookie, { venueId: partialVenue, date, slot: SLOT })
    ).json() as PaymentOrder;
    const payment = (
      await call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId: order.orderId, outcome: "success" })
    ).json();
    expect((await call("POST", "/api/payment/verify", player.cookie, payment)).statusCode).toBe(200);
    const before = (await call("GET", `/api/bookings/${order.bookingId}`, owner.cookie)).json() as Booking;
    expect(before).toMatchObject({ paymentStatus: "partial", paidOnline: "300.00", balanceDue: "880.00" });
    const paid = await call("POST", `/api/bookings/${order.bookingId}/mark-paid`, owner.cookie, { method: "cash" });
    expect(paid.json()).toMatchObject({ paymentStatus: "paid", paidAtVenue: "880.00", balanceDue: "0.00" });
  });
});

describe("the calendar and the day sheet", () => {
  it("shows every court's bookings with who plays and what is due, holds and blocks", async () => {
    const date = nextDate();
    const due = (await walkIn({ date, payment: "unpaid", playerName: '=HYPERLINK("x")' })).json() as Booking;
    await call("POST", `/api/venues/${venueId}/blocks`, owner.cookie, {
      date,
      slots: ["06:00-07:00"],
      reason: "Pitch rolling",
    });
    await call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot: "07:00-08:00" });
    const res = await call("GET", `/api/venues/${venueId}/desk?from=${date}&days=1`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const calendar = res.json() as DeskCalendar;
    expect(calendar.courts).toEqual([{ id: courtId, name: "Net 1" }]);
    expect(calendar.days[0]?.slots.find((s) => s.slot === SLOT)?.prices).toEqual({ [courtId]: "1000.00" });
    expect(calendar.bookings).toEqual([
      expect.objectContaining({ slot: "07:00-08:00", status: "held", source: "online", playerPhone: null }),
      expect.objectContaining({ id: due.id, source: "desk", playerPhone: "+919876543210", due: "1180.00" }),
    ]);
    expect(calendar.blocks).toEqual([expect.objectContaining({ slot: "06:00-07:00", reason: "Pitch rolling" })]);
    expect((await call("GET", `/api/venues/${venueId}/desk?from=${date}&days=8`, owner.cookie)).statusCode).toBe(400);
    expect((await call("GET", `/api/venues/${venueId}/desk?from=${date}`, player.cookie)).statusCode).toBe(403);

    const csv = await call("GET", `/api/venues/${venueId}/day-sheet.csv?date=${date}`, owner.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    // The player's name is kept, defused so a spreadsheet never runs it; the hold is not a game.
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")",98765 43210,Desk,due`);
    expect(csv.body).not.toContain("07:00");
    expect(csv.body).toContain("Total,,,,,due,,1180.00,,,");
    const pdf = await call("GET", `/api/venues/${venueId}/day-sheet.pdf?date=${date}`, owner.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await call("GET", `/api/venues/${venueId}/day-sheet.csv?date=${date}`, otherOwner.cookie)).statusCode).toBe(
      404,
    );
  });

  it("prints in the reader's language, names in Devanagari written with their conjuncts", async () => {
    const date = nextDate();
    const booking = (await walkIn({ date, payment: "unpaid", playerName: "राहुल शर्मा" })).json() as Booking;
    const sheet = async () => {
      const res = await call("GET", `/api/venues/${venueId}/day-sheet.pdf?date=${date}`, owner.cookie);
      expect(res.statusCode).toBe(200);
      return res.rawPayload;
    };
    const english = await sheet();
    // The font travels in the file (it has Devanagari; the built-in Helvetica had none).
    expect(english.toString("latin1")).toContain("/FontFile2");
    expect(english.toString("latin1")).toContain("+NotoSansDevanagari-Regular");
    const text = pdfText(english);
    expect(text).toContain("1 booking · due at the venue: ₹1,180");
    expect(text).toContain(`#${booking.id} · Desk`);
    // The name itself, not "?????": PDF text comes in drawing order, so "र्मा" reads with its
    // reph (the "र्" above) after "मा", where the shaping put it.
    expect(text).toContain("राहुल शमार्");

    const language = (to: string) => call("PATCH", "/api/users/me", owner.cookie, { language: to });
    expect((await language("hi")).statusCode).toBe(200);
    try {
      const hindi = pdfText(await sheet());
      expect(hindi).toContain("डे शीट, ");
      expect(hindi).toContain("वेन्यू पर बकाया: ₹1,180");
      expect(hindi).toContain(`#${booking.id} · डेस्क`);
      expect(hindi).toContain("राहुल शमार्");
      expect(hindi).not.toContain("Due");
    } finally {
      await language("en");
    }
  });
});
