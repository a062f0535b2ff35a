/**
 * Booking confirmations by WhatsApp (issue 24): the Cloud API's template message, queued as a job
 * once per confirmed booking for a player who opted in, written to the outbox without a token,
 * retried when the provider fails, and never sent when the channel is off or the player said no.
 */
import { readdirSync, readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { addDays, istToUtc, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { createBooking, createUser, createVenue } from "../../../test/factories";
import { queryRows } from "../../db/rows";
import { createNotificationsService } from "./service";

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

let dayOffset = 1;
const freshDate = () => addDays(todayInIst(), ++dayOffset);

async function venueOn(ctx: Ctx) {
  const owner = await createUser(ctx.database.db, { role: "owner" });
  return (
    await createVenue(ctx.database.db, { ownerId: owner.id, name: "Shivaji Park <Nets>", advanceBookingDays: 180 })
  ).id;
}

async function post(ctx: Ctx, url: string, cookie: string, payload: unknown) {
  return ctx.app.inject({ method: "POST", url, payload: payload as object, headers: { cookie } });
}

/**
 * A player with a verified number (as a code would leave it) who chose whether to get WhatsApp
 * messages. `verified: false` leaves only the phone typed at sign-up, which WhatsApp never uses.
 */
async function player(ctx: Ctx, whatsappBookings: boolean, verified = true) {
  const who = await loginAs(ctx, "player");
  const number = `+9198${String(who.user.id).padStart(8, "0")}`;
  if (verified)
    await ctx.database.db.execute(sql`update users set verified_phone = ${number} where id = ${who.user.id}`);
  const res = await ctx.app.inject({
    method: "PUT",
    url: "/api/users/me/notification-preferences",
    headers: { cookie: who.cookie },
    payload: { bookingUpdates: true, reminders: true, venueNews: false, whatsappBookings },
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().whatsappBookings).toBe(whatsappBookings);
  return { ...who, number };
}

/** Holds, pays in the sandbox and verifies: the booking is confirmed. Verifies twice (a retried callback). */
async function book(ctx: Ctx, cookie: string, venueId: number): Promise<number> {
  const order = await post(ctx, "/api/payment/create-order", cookie, {
    venueId,
    slot: "evening",
    date: freshDate(),
    addOns: [],
  });
  expect(order.statusCode, order.body).toBe(200);
  const paid = await post(ctx, "/api/payment/sandbox/pay", cookie, {
    orderId: order.json().orderId,
    outcome: "success",
  });
  for (let i = 0; i < 2; i++)
    expect((await post(ctx, "/api/payment/verify", cookie, paid.json())).statusCode).toBe(200);
  return order.json().bookingId as number;
}

const outboxFiles = (ctx: Ctx) => {
  try {
    return readdirSync(path.join(ctx.config.dataDir, "outbox")).filter((f) => f.endsWith(".whatsapp.json"));
  } catch {
    return [];
  }
};

const whatsappJobs = (ctx: Ctx) =>
  queryRows<{ status: string; attempts: number; last_error: string | null }>(
    ctx.database.db,
    sql`select status, attempts, last_error from jobs where kind = 'whatsapp.send' order by id`,
  );

describe("booking confirmations by WhatsApp, offline (the outbox)", () => {
  let ctx: Ctx;
  let venueId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({ WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: "booking_confirmed" });
    venueId = await venueOn(ctx);
  });
  afterAll(async () => ctx.close());

  it("writes exactly one message per confirmed booking for a player who opted in", async () => {
    const opted = await player(ctx, true);
    await book(ctx, opted.cookie, venueId);
    await ctx.app.jobs.runDue();
    expect(outboxFiles(ctx)).toHaveLength(1);
    await book(ctx, opted.cookie, venueId);
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    const files = outboxFiles(ctx);
    expect(files).toHaveLength(2);

    const message = JSON.parse(readFileSync(path.join(ctx.config.dataDir, "outbox", files[0] as string), "utf8"));
    expect(message).toEqual({
      number: opted.number,
      body: {
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: opted.number.slice(1),
        type: "template",
        template: {
          name: "booking_confirmed",
          language: { code: "en" },
          components: [
            {
              type: "body",
              parameters: [
                { type: "text", text: "Test player" },
                { type: "text", text: "Shivaji Park <Nets>" },
                { type: "text", text: expect.stringMatching(/Evening/) },
                { type: "text", text: "₹11,800" },
              ],
            },
          ],
        },
      },
    });
    expect((await whatsappJobs(ctx)).map((j) => j.status)).toEqual(["done", "done"]);
  });

  it("speaks a Hindi account's language: the bell's notification and the WhatsApp template (decision 022)", async () => {
    const hindi = await player(ctx, true);
    const chosen = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/me",
      headers: { cookie: hindi.cookie },
      payload: { language: "hi" },
    });
    expect(chosen.statusCode).toBe(200);
    const before = new Set(outboxFiles(ctx));
    await book(ctx, hindi.cookie, venueId);
    await ctx.app.jobs.runDue();
    const [file] = outboxFiles(ctx).filter((f) => !before.has(f));
    const message = JSON.parse(readFileSync(path.join(ctx.config.dataDir, "outbox", file as string), "utf8"));
    expect(message.body.template.language).toEqual({ code: "hi" });
    expect(message.body.template.components[0].parameters[2].text).toMatch(/^\S+, \d+ \S+ · शाम \(2 PM – 6 PM\)$/);
    const bell = await ctx.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: hindi.cookie } });
    const confirmed = bell.json().find((n: { type: string }) => n.type === "booking_confirmed");
    expect(confirmed.title).toBe("बुकिंग कन्फ़र्म हो गई");
    // Then where to go (issue 26): the address and the map link, each on a line of its own.
    expect(confirmed.message).toMatch(
      /^Shivaji Park <Nets>, .+ · शाम \(2 PM – 6 PM\)। ₹11,800 का पेमेंट हुआ।\nपता: 12 Test Road, Pune, Maharashtra\nमैप: https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=18\.52,73\.85$/,
    );
  });

  it("sends nothing to a player who did not opt in (the default)", async () => {
    const before = outboxFiles(ctx).length;
    const quiet = await loginAs(ctx, "player");
    const prefs = await ctx.app.inject({
      method: "GET",
      url: "/api/users/me/notification-preferences",
      headers: { cookie: quiet.cookie },
    });
    expect(prefs.json().whatsappBookings).toBe(false);
    await book(ctx, quiet.cookie, venueId);
    const optedOut = await player(ctx, false);
    await book(ctx, optedOut.cookie, venueId);
    await ctx.app.jobs.runDue();
    expect(outboxFiles(ctx)).toHaveLength(before);
  });

  it("sends nothing to the phone typed at sign-up: only a number verified by a code gets WhatsApp", async () => {
    const before = outboxFiles(ctx).length;
    const unverified = await player(ctx, true, false);
    await book(ctx, unverified.cookie, venueId);
    await ctx.app.jobs.runDue();
    expect(outboxFiles(ctx)).toHaveLength(before);
  });

  it("keeps the WhatsApp choice when an older client saves the other three", async () => {
    const who = await player(ctx, true);
    const res = await ctx.app.inject({
      method: "PUT",
      url: "/api/users/me/notification-preferences",
      headers: { cookie: who.cookie },
      payload: { bookingUpdates: false, reminders: true, venueNews: false },
    });
    expect(res.json()).toEqual({ bookingUpdates: false, reminders: true, venueNews: false, whatsappBookings: true });
  });
});

describe("day-before reminders by WhatsApp", () => {
  let ctx: Ctx;
  let venueId: number;
  beforeAll(async () => {
    ctx = await buildTestApp({
      WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: "booking_confirmed",
      WHATSAPP_TEMPLATE_BOOKING_REMINDER: "booking_reminder",
    });
    venueId = await venueOn(ctx);
  });
  afterAll(async () => ctx.close());

  const reminderFiles = () =>
    outboxFiles(ctx).filter((f) =>
      readFileSync(path.join(ctx.config.dataDir, "outbox", f), "utf8").includes('"booking_reminder"'),
    );

  it("reminds a player who opted in, once, with the venue and the slot; never one who turned reminders off", async () => {
    const tomorrow = addDays(todayInIst(), 1);
    // The job as an instance runs it, 20 hours before tomorrow's morning slot: its 24 h reminder is due.
    const clock = new Date(istToUtc(tomorrow, "06:00").getTime() - 20 * 3_600_000);
    const reminders = createNotificationsService({
      db: ctx.database.db,
      bus: ctx.app.bus,
      mailer: ctx.mailer,
      log: ctx.app.log,
      whatsapp: { templates: { booking_reminder: "booking_reminder" } },
      now: () => clock,
    });
    const opted = await player(ctx, true);
    const noReminders = await player(ctx, true);
    await ctx.app.inject({
      method: "PUT",
      url: "/api/users/me/notification-preferences",
      headers: { cookie: noReminders.cookie },
      payload: { bookingUpdates: true, reminders: false, venueNews: false, whatsappBookings: true },
    });
    await createBooking(ctx.database.db, { venueId, userId: opted.user.id, date: tomorrow, slot: "morning" });
    await createBooking(ctx.database.db, { venueId, userId: noReminders.user.id, date: tomorrow, slot: "evening" });
    // A desk booking without an account has nobody to remind, and must not stay due for ever.
    await ctx.database.db.execute(
      sql`insert into bookings (venue_id, court_id, user_id, date, slot, status, payment_status, source, player_name,
            base_paise, gst_paise, total_paise, pay_now_paise)
          select ${venueId}, c.id, null, ${tomorrow}::date, 'afternoon', 'confirmed', 'pending', 'desk', 'Walk-in',
            100000, 18000, 118000, 118000
          from courts c where c.venue_id = ${venueId} limit 1`,
    );
    // The morning one only: reminders off means none at all, in the app as by WhatsApp.
    expect(await reminders.sendReminders()).toBe(1);
    await ctx.app.jobs.runDue();
    const files = reminderFiles();
    expect(files).toHaveLength(1);
    const message = JSON.parse(readFileSync(path.join(ctx.config.dataDir, "outbox", files[0] as string), "utf8"));
    expect(message.number).toBe(opted.number);
    expect(message.body.template.components[0].parameters.map((p: { text: string }) => p.text)).toEqual([
      "Test player",
      "Shivaji Park <Nets>",
      expect.stringMatching(/Morning/),
    ]);
    // The next run finds nobody left to remind.
    expect(await reminders.sendReminders()).toBe(0);
    await ctx.app.jobs.runDue();
    expect(reminderFiles()).toHaveLength(1);
  });
});

describe("booking confirmations by WhatsApp, not configured", () => {
  it("queue and write nothing, even for a player who opted in", async () => {
    const ctx = await buildTestApp();
    try {
      const venueId = await venueOn(ctx);
      const opted = await player(ctx, true);
      await book(ctx, opted.cookie, venueId);
      await ctx.app.jobs.runDue();
      expect(outboxFiles(ctx)).toEqual([]);
      expect(await whatsappJobs(ctx)).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});

describe("booking confirmations by the WhatsApp Cloud API", () => {
  let ctx: Ctx;
  let server: Server;
  const received: { method?: string; url?: string; auth?: string; body: unknown; status: number }[] = [];
  /** What the provider answers next (then 200). */
  const failures: number[] = [];

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      let text = "";
      req.on("data", (chunk) => {
        text += chunk;
      });
      req.on("end", () => {
        const status = failures.shift() ?? 200;
        received.push({
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          body: JSON.parse(text),
          status,
        });
        res.writeHead(status, { "content-type": "application/json" });
        res.end(
          JSON.stringify(
            status === 200
              ? { messaging_product: "whatsapp", messages: [{ id: "wamid.test" }] }
              : { error: { message: "Service temporarily unavailable", code: 2 } },
          ),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await buildTestApp({
      WHATSAPP_TEMPLATE_BOOKING_CONFIRMED: "booking_confirmed",
      WHATSAPP_TOKEN: "test-token",
      WHATSAPP_PHONE_NUMBER_ID: "1234567890",
      WHATSAPP_API_URL: `http://127.0.0.1:${port}/v21.0`,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it("posts the template to /{phone-number-id}/messages, and tries again after the provider fails", async () => {
    const venueId = await venueOn(ctx);
    const opted = await player(ctx, true);
    failures.push(503);
    await book(ctx, opted.cookie, venueId);
    await ctx.app.jobs.runDue();
    let [job] = await whatsappJobs(ctx);
    expect(job).toMatchObject({ status: "queued", attempts: 1 });
    expect(job?.last_error).toBe("WhatsApp Cloud API answered 503: 2 Service temporarily unavailable");
    expect(job?.last_error).not.toContain("test-token");

    // The backoff has passed: the queue tries again and the provider takes it.
    await ctx.database.db.execute(sql`update jobs set run_at = now() where kind = 'whatsapp.send'`);
    await ctx.app.jobs.runDue();
    [job] = await whatsappJobs(ctx);
    expect(job).toMatchObject({ status: "done", attempts: 2 });
    expect(received).toHaveLength(2);
    expect(received[1]).toMatchObject({
      method: "POST",
      url: "/v21.0/1234567890/messages",
      auth: "Bearer test-token",
      status: 200,
      body: {
        messaging_product: "whatsapp",
        to: opted.number.slice(1),
        type: "template",
        template: { name: "booking_confirmed" },
      },
    });
    expect(received[0]?.body).toEqual(received[1]?.body);
    expect(outboxFiles(ctx)).toEqual([]);
  });
});
