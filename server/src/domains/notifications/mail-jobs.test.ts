import { addDays, type PaymentOrder, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { createVenue } from "../../../test/factories";
import { queryRows } from "../../db/rows";
import { NOTIFICATION_MAIL_JOB } from "./service";

const ctx = useTestApp();

let day = 20;
const nextDate = () => addDays(todayInIst(), ++day);

async function book(cookie: string, venueId: number) {
  const post = (url: string, payload: unknown) =>
    ctx.app.inject({ method: "POST", url, payload: payload as object, headers: { cookie } });
  const order = (await post("/api/payment/create-order", { venueId, date: nextDate(), slot: "evening" })).json();
  const paid = await post("/api/payment/sandbox/pay", { orderId: (order as PaymentOrder).orderId, outcome: "success" });
  expect((await post("/api/payment/verify", paid.json())).statusCode).toBe(200);
}

/** The queued notification mails of these people, by their job state. */
async function mailJobsOf(...userIds: number[]) {
  return queryRows<{ status: string; user_id: number }>(
    ctx.database.db,
    sql`select j.status, n.user_id from jobs j
        join notifications n on n.id = (j.payload->>'notificationId')::int
        where j.kind = ${NOTIFICATION_MAIL_JOB} and n.user_id in ${sql.raw(`(${userIds.join(",")})`)}`,
  );
}

/** The player turns booking mails off in Profile → Manage notifications. */
async function turnOffBookingMails(cookie: string) {
  const off = await ctx.app.inject({
    method: "PUT",
    url: "/api/users/me/notification-preferences",
    payload: { bookingUpdates: false, reminders: true, venueNews: true },
    headers: { cookie },
  });
  expect(off.statusCode).toBe(200);
}

describe("a notification's mail goes through the job queue (decision 031)", () => {
  it("is a queued job when the booking answers, and leaves when the queue runs, once", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Queue Park Nets" });
    await book(player.cookie, venue.id);
    await expect.poll(async () => (await mailJobsOf(owner.user.id, player.user.id)).length).toBe(2);
    // Stored, not yet sent: a restart here would still send both (they are rows, not memory).
    expect((await mailJobsOf(owner.user.id, player.user.id)).every((j) => j.status === "queued")).toBe(true);
    const mailsTo = (email: string) => ctx.mailer.sent.filter((m) => m.to === email);
    expect(mailsTo(player.email)).toEqual([]);

    await ctx.app.jobs.runDue();
    expect(mailsTo(player.email)).toHaveLength(1);
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(mailsTo(owner.email)[0]?.text).toContain("Queue Park Nets");
    // The player's confirmation says where to go (issue 26): the address and a map link.
    expect(mailsTo(player.email)[0]?.text).toContain("Address: 12 Test Road, Pune, Maharashtra");
    expect(mailsTo(player.email)[0]?.text).toContain(
      "Map: https://www.google.com/maps/search/?api=1&query=18.52,73.85",
    );
    expect((await mailJobsOf(owner.user.id, player.user.id)).map((j) => j.status)).toEqual(["done", "done"]);
    await ctx.app.jobs.runDue();
    expect(mailsTo(player.email)).toHaveLength(1);
  });

  it("honours a preference turned off before the mail leaves", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    await book(player.cookie, venue.id);
    await expect.poll(async () => (await mailJobsOf(player.user.id)).length).toBe(1);
    await turnOffBookingMails(player.cookie);
    await ctx.app.jobs.runDue();
    expect(ctx.mailer.sent.filter((m) => m.to === player.email)).toEqual([]);
    expect(ctx.mailer.sent.filter((m) => m.to === owner.email)).toHaveLength(1);
  });

  it("queues no mail for someone who turned booking mails off", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    await turnOffBookingMails(player.cookie);
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    await book(player.cookie, venue.id);
    await expect.poll(async () => (await mailJobsOf(owner.user.id)).length).toBe(1);
    expect(await mailJobsOf(player.user.id)).toEqual([]);
  });
});
