import { addDays, type Booking, type DaySheet, type DeskCalendar, type PaymentOrder, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, sessionCookieOf, TEST_PASSWORD, useTestApp } from "../../../test/app";
import { courtIdOf, createVenue } from "../../../test/factories";
import { joinStaff } from "../../../test/staff";

// The day sheet closes the cash drawer (issue 46, docs/product/front-desk.md "The day sheet"): how
// each game was paid, the totals by method, the blocked slots, and every player's mobile, online
// bookers' too, for the venue's own owner and staff only.
const ctx = useTestApp({ ORDERS_PER_HOUR: "1000" });

type Session = { cookie: string; user: { id: number } };
let owner: Session;
let player: Session;
let admin: Session;
let desk: Session;
let otherDesk: Session;
let venueId: number;
let courtId: number;
const date = addDays(todayInIst(), 3);

const call = (method: "GET" | "POST", url: string, cookie: string, payload?: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie } });

const walkIn = (slot: string, payment: string, playerPhone: string) =>
  call("POST", `/api/venues/${venueId}/desk-bookings`, owner.cookie, {
    courtId,
    date,
    slot,
    playerName: `Walk-in ${payment}`,
    playerPhone,
    addOns: [],
    payment,
  });

/** A player of `venue`'s staff as `role`, signed in afresh so the session knows it. */
async function staffOf(venueOwner: Session, venue: number) {
  const person = await joinStaff(ctx, venueOwner, await loginAs(ctx, "player"), venue, "desk");
  const login = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: person.email, password: TEST_PASSWORD },
  });
  return { ...person, cookie: sessionCookieOf(login.headers["set-cookie"]) };
}

let online: PaymentOrder;

beforeAll(async () => {
  let otherOwner: Session;
  [owner, otherOwner, player, admin] = await Promise.all([
    loginAs(ctx, "owner"),
    loginAs(ctx, "owner"),
    loginAs(ctx, "player"),
    loginAs(ctx, "admin"),
  ]);
  venueId = (await createVenue(ctx.database.db, { ownerId: owner.user.id, venueType: "nets", hourlyPrice: 1000 })).id;
  courtId = await courtIdOf(ctx.database.db, venueId);
  const otherVenue = (await createVenue(ctx.database.db, { ownerId: otherOwner.user.id, venueType: "nets" })).id;
  desk = await staffOf(owner, venueId);
  otherDesk = await staffOf(otherOwner, otherVenue);
  // The online player signed in by SMS: their verified number is the one the desk calls.
  await ctx.database.db.execute(sql`update users set verified_phone = '+919812345678' where id = ${player.user.id}`);

  online = (
    await call("POST", "/api/payment/create-order", player.cookie, { venueId, date, slot: "07:00-08:00" })
  ).json() as PaymentOrder;
  const paid = (
    await call("POST", "/api/payment/sandbox/pay", player.cookie, { orderId: online.orderId, outcome: "success" })
  ).json();
  expect((await call("POST", "/api/payment/verify", player.cookie, paid)).statusCode).toBe(200);
  for (const [slot, payment, phone] of [
    ["08:00-09:00", "cash", "98765 43210"],
    ["09:00-10:00", "upi", "98765 43211"],
    ["10:00-11:00", "unpaid", "98765 43212"],
  ] as const)
    expect((await walkIn(slot, payment, phone)).statusCode).toBe(201);
  await call("POST", `/api/venues/${venueId}/blocks`, owner.cookie, {
    date,
    slots: ["06:00-07:00"],
    reason: "Pitch rolling",
  });
});

describe("the day sheet closes the cash drawer", () => {
  it("CSV: a payment column and the player's mobile on every row, then one total per method, then the blocks", async () => {
    const res = await call("GET", `/api/venues/${venueId}/day-sheet.csv?date=${date}`, owner.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[1]).toBe(
      "Time,Court,Player,Mobile,Booked,Payment,Add-ons,Total (INR),Paid (INR),Due (INR),Booking ID",
    );
    const games = lines.slice(2, 6).map((l) => l.split(","));
    expect(games.map((g) => [g[3], g[4], g[5], g[8], g[9]])).toEqual([
      ["98123 45678", "Online", "online", "1180.00", "0.00"],
      ["98765 43210", "Desk", "cash", "1180.00", "0.00"],
      ["98765 43211", "Desk", "upi", "1180.00", "0.00"],
      ["98765 43212", "Desk", "due", "0.00", "1180.00"],
    ]);
    expect(lines.slice(6, 11)).toEqual([
      "Total,,,,,online,,1180.00,,,",
      "Total,,,,,cash,,1180.00,,,",
      "Total,,,,,upi,,1180.00,,,",
      "Total,,,,,credit,,0.00,,,",
      "Total,,,,,due,,1180.00,,,",
    ]);
    expect(lines[11]).toBe("6 AM – 7 AM,All courts,Blocked: Pitch rolling");
  });

  it("the screen's answer: the same lines, totals and blocks; a cash balance after an advance reads cash", async () => {
    const res = await call("GET", `/api/venues/${venueId}/day-sheet?date=${date}`, desk.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const sheet = res.json() as DaySheet;
    expect(sheet.lines.map((l) => [l.slot, l.payment, l.mobile])).toEqual([
      ["07:00-08:00", "online", "+919812345678"],
      ["08:00-09:00", "cash", "+919876543210"],
      ["09:00-10:00", "upi", "+919876543211"],
      ["10:00-11:00", "due", "+919876543212"],
    ]);
    expect(sheet.blocks).toEqual([{ slot: "06:00-07:00", court: null, reason: "Pitch rolling" }]);
    const due = sheet.lines.find((l) => l.payment === "due") as DaySheet["lines"][number];
    const marked = await call("POST", `/api/bookings/${due.bookingId}/mark-paid`, desk.cookie, { method: "cash" });
    expect((marked.json() as Booking).paymentStatus).toBe("paid");
    const after = (await call("GET", `/api/venues/${venueId}/day-sheet?date=${date}`, owner.cookie)).json() as DaySheet;
    expect(after.lines.find((l) => l.bookingId === due.bookingId)?.payment).toBe("cash");
    expect(after.totals).toEqual([
      { payment: "online", amount: "1180.00" },
      { payment: "cash", amount: "2360.00" },
      { payment: "upi", amount: "1180.00" },
      { payment: "credit", amount: "0.00" },
      { payment: "due", amount: "0.00" },
    ]);
  });

  it("online players' mobiles: only the venue's own staff, on the day sheet only", async () => {
    // An admin reads the sheet, with the numbers the desk wrote but not the online player's.
    const forAdmin = await call("GET", `/api/venues/${venueId}/day-sheet?date=${date}`, admin.cookie);
    expect(forAdmin.statusCode).toBe(200);
    const lines = (forAdmin.json() as DaySheet).lines;
    expect(lines.find((l) => l.source === "online")?.mobile).toBeNull();
    expect(lines.filter((l) => l.source === "desk").every((l) => l.mobile?.startsWith("+91"))).toBe(true);
    const adminCsv = await call("GET", `/api/venues/${venueId}/day-sheet.csv?date=${date}`, admin.cookie);
    expect(adminCsv.body).not.toContain("98123 45678");
    // The calendar keeps it out even for the owner.
    const calendar = (
      await call("GET", `/api/venues/${venueId}/desk?from=${date}&days=1`, owner.cookie)
    ).json() as DeskCalendar;
    expect(calendar.bookings.find((b) => b.id === online.bookingId)?.playerPhone).toBeNull();
    // Another venue's desk, a player: refused, no sheet.
    for (const path of ["day-sheet", "day-sheet.csv", "day-sheet.pdf"]) {
      const stranger = await call("GET", `/api/venues/${venueId}/${path}?date=${date}`, otherDesk.cookie);
      expect(stranger.statusCode, path).toBe(404);
      expect(stranger.body).not.toContain("98123");
      expect((await call("GET", `/api/venues/${venueId}/${path}?date=${date}`, player.cookie)).statusCode).toBe(403);
    }
  });
});
