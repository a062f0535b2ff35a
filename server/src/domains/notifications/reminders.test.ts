import { addDays, istToUtc, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createBooking, createVenue } from "../../../test/factories";
import { queryRows } from "../../db/rows";
import { createNotificationsService } from "./service";

const ctx = useTestApp();
const HOUR = 3_600_000;

let day = 30;
/** A date of its own for each test, well ahead of the real clock (the app's own reminders never touch it). */
const nextDate = () => addDays(todayInIst(), ++day);

/** The reminders job as an instance runs it, with its clock at `at`. */
function instanceAt(at: () => Date) {
  return createNotificationsService({
    db: ctx.database.db,
    bus: ctx.app.bus,
    mailer: ctx.mailer,
    appUrl: "https://crease.test",
    log: ctx.app.log,
    now: at,
  });
}

/** A player's morning booking on `date` at a venue with an address, a map point, a phone and an add-on; ₹680 due. */
async function morningGame(date: string, options: { cookie?: string; userId?: number } = {}) {
  const owner = await loginAs(ctx, "owner");
  const player = options.userId ? null : await loginAs(ctx, "player");
  const venue = await createVenue(ctx.database.db, {
    ownerId: owner.user.id,
    name: "Shivaji Park Ground",
    address: "Plot 4, Keshavrao Road",
    city: "Mumbai",
    state: "Maharashtra",
    latitude: 19.0269,
    longitude: 72.8382,
    whatsappNumber: "+919876543210",
  });
  const userId = options.userId ?? (player?.user.id as number);
  const booking = await createBooking(ctx.database.db, { venueId: venue.id, userId, date, slot: "morning" });
  // Leather balls booked, and part paid online: 118000 total, 50000 online, 68000 at the venue.
  await ctx.database.db.execute(
    sql`update bookings set add_ons = '[{"key":"balls","name":"Leather balls","pricePaise":30000}]'::jsonb,
          add_ons_paise = 30000, base_paise = 70000, pay_now_paise = 50000, payment_status = 'partial'
        where id = ${booking.id}`,
  );
  return { booking, player, userId, start: istToUtc(date, "06:00") };
}

async function remindersOf(userId: number) {
  return queryRows<{ title: string; message: string; kind: string; booking_id: string }>(
    ctx.database.db,
    sql`select title, message, data->>'kind' as kind, data->>'bookingId' as booking_id from notifications
        where user_id = ${userId} and type = 'booking_reminder' order by id`,
  );
}

const mailsTo = (email: string) => ctx.mailer.sent.filter((m) => m.to === email && m.subject.includes("game"));
const MAP = "https://www.google.com/maps/search/?api=1&query=19.0269,72.8382";

describe("reminders 24 h and 2 h before play (issue 26)", () => {
  it("sends each once per kind, in-app and by mail, however often the job runs and as the clock moves", async () => {
    const { booking, player, userId, start } = await morningGame(nextDate());
    let clock = new Date(start.getTime() - 25 * HOUR);
    const instance = instanceAt(() => clock);

    expect(await instance.sendReminders()).toBe(0); // too early for either
    clock = new Date(start.getTime() - 23 * HOUR);
    expect(await instance.sendReminders()).toBe(1);
    expect(await instance.sendReminders()).toBe(0); // the same window again: nothing new
    clock = new Date(start.getTime() - 3 * HOUR);
    expect(await instance.sendReminders()).toBe(0); // still between the two
    clock = new Date(start.getTime() - 110 * 60_000);
    expect(await instance.sendReminders()).toBe(1);
    expect(await instance.sendReminders()).toBe(0);
    clock = new Date(start.getTime() + HOUR);
    expect(await instance.sendReminders()).toBe(0); // started: nothing more

    const notes = await remindersOf(userId);
    expect(notes.map((n) => [n.kind, Number(n.booking_id)])).toEqual([
      ["24h", booking.id],
      ["2h", booking.id],
    ]);
    expect(notes.map((n) => n.title)).toEqual(["Your game is coming up", "Your game starts soon"]);
    for (const note of notes) {
      expect(note.message).toContain("Shivaji Park Ground");
      expect(note.message).toContain("Address: Plot 4, Keshavrao Road, Mumbai, Maharashtra");
      expect(note.message).toContain(`Map: ${MAP}`);
      expect(note.message).toContain("Venue phone: +91 98765 43210");
      expect(note.message).toContain("Add-ons: Leather balls");
      expect(note.message).toContain("Due at the venue: ₹680");
    }

    // The mails leave through the queue, once each, with the same words.
    await ctx.app.jobs.runDue();
    await ctx.app.jobs.runDue();
    const mails = mailsTo(player?.email as string);
    // Mail jobs of one claim run side by side: their order is not the reminders' order.
    expect(mails.map((m) => m.subject).sort()).toEqual([
      "Your game is coming up · Crease",
      "Your game starts soon · Crease",
    ]);
    for (const mail of mails) {
      expect(mail.text).toContain(`Map: ${MAP}`);
      expect(mail.text).toContain("Address: Plot 4, Keshavrao Road, Mumbai, Maharashtra");
      expect(mail.text).toContain("Due at the venue: ₹680");
    }
  });

  it("sends one reminder when two instances run the job at the same moment", async () => {
    const { userId, start } = await morningGame(nextDate());
    const at = () => new Date(start.getTime() - 20 * HOUR);
    const results = await Promise.all([instanceAt(at).sendReminders(), instanceAt(at).sendReminders()]);
    expect(results.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await remindersOf(userId)).toHaveLength(1);
  });

  it("does not send a reminder again after the player clears their notifications", async () => {
    const { player, start } = await morningGame(nextDate());
    const instance = instanceAt(() => new Date(start.getTime() - 20 * HOUR));
    expect(await instance.sendReminders()).toBe(1);
    const cleared = await ctx.app.inject({
      method: "DELETE",
      url: "/api/notifications",
      headers: { cookie: player?.cookie as string },
    });
    expect(cleared.statusCode).toBeLessThan(300);
    expect(await instance.sendReminders()).toBe(0);
  });

  it("gives a booking made less than 2 hours ahead only the 2 h reminder", async () => {
    const { userId, start } = await morningGame(nextDate());
    const instance = instanceAt(() => new Date(start.getTime() - 90 * 60_000));
    expect(await instance.sendReminders()).toBe(1);
    expect(await instance.sendReminders()).toBe(0);
    expect((await remindersOf(userId)).map((n) => n.kind)).toEqual(["2h"]);
  });

  it("reminds a slot after midnight by when it is played, the morning after its date", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const box = await createVenue(ctx.database.db, {
      ownerId: owner.user.id,
      venueType: "box",
      startTime: "18:00",
      endTime: "02:00",
    });
    const date = nextDate();
    await createBooking(ctx.database.db, { venueId: box.id, userId: player.user.id, date, slot: "01:00-02:00" });
    // Played at 01:00 IST on the next day: 90 minutes before that is the 2 h window, and the
    // evening of its date (a day earlier than the real start, read naively) gave nothing yet.
    const start = istToUtc(addDays(date, 1), "01:00");
    expect(await instanceAt(() => new Date(start.getTime() - 30 * HOUR)).sendReminders()).toBe(0);
    expect(await instanceAt(() => new Date(start.getTime() - 90 * 60_000)).sendReminders()).toBe(1);
    expect((await remindersOf(player.user.id)).map((n) => n.kind)).toEqual(["2h"]);
  });

  it("reminds nobody of a cancelled booking", async () => {
    const { booking, userId, start } = await morningGame(nextDate());
    await ctx.database.db.execute(
      sql`update bookings set status = 'cancelled', cancelled_at = now() where id = ${booking.id}`,
    );
    const instance = instanceAt(() => new Date(start.getTime() - 20 * HOUR));
    expect(await instance.sendReminders()).toBe(0);
    expect(await remindersOf(userId)).toEqual([]);
  });

  it("sends neither the notification nor the mail to a player who turned reminders off", async () => {
    const player = await loginAs(ctx, "player");
    const off = await ctx.app.inject({
      method: "PUT",
      url: "/api/users/me/notification-preferences",
      headers: { cookie: player.cookie },
      payload: { bookingUpdates: true, reminders: false, venueNews: false },
    });
    expect(off.statusCode).toBe(200);
    const { start } = await morningGame(nextDate(), { userId: player.user.id });
    const instance = instanceAt(() => new Date(start.getTime() - 20 * HOUR));
    expect(await instance.sendReminders()).toBe(0);
    const late = instanceAt(() => new Date(start.getTime() - HOUR));
    expect(await late.sendReminders()).toBe(0);
    await ctx.app.jobs.runDue();
    expect(await remindersOf(player.user.id)).toEqual([]);
    expect(mailsTo(player.email)).toEqual([]);
  });

  it("writes a Hindi account's reminder in Hindi, the map link as it is", async () => {
    const player = await loginAs(ctx, "player");
    await ctx.database.db.execute(sql`update users set language = 'hi' where id = ${player.user.id}`);
    const { start } = await morningGame(nextDate(), { userId: player.user.id });
    expect(await instanceAt(() => new Date(start.getTime() - 20 * HOUR)).sendReminders()).toBe(1);
    const [note] = await remindersOf(player.user.id);
    expect(note?.title).toBe("आपका खेल जल्द ही है");
    expect(note?.message).toContain(`मैप: ${MAP}`);
    expect(note?.message).toContain("वेन्यू पर बकाया: ₹680");
  });

  it("runs every 10 minutes on the queue", async () => {
    const [schedule] = await queryRows<{ every_seconds: number }>(
      ctx.database.db,
      sql`select every_seconds from jobs where name = 'reminders'`,
    );
    expect(Number(schedule?.every_seconds)).toBe(600);
  });
});
