import type { AddressInfo } from "node:net";
import { addDays, formatDate, type PaymentOrder, type ServerMessage, todayInIst } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildTestApp, loginAs } from "../../../test/app";
import { testDatabaseKind } from "../../../test/databases";
import { createVenue } from "../../../test/factories";
import { type App, buildApp } from "../../app";
import { openDatabase } from "../../db/client";

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
let ctx: Ctx;
let url = "";

beforeAll(async () => {
  ctx = await buildTestApp();
  url = await listen(ctx.app);
});
afterAll(async () => ctx?.close());

async function listen(app: App, port = 0): Promise<string> {
  await app.listen({ port, host: "127.0.0.1" });
  return `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/ws`;
}

/** A socket that records every message it gets. */
async function connect(target: string, cookie?: string) {
  const socket = new WebSocket(target, { headers: cookie ? { cookie } : {} });
  const received: ServerMessage[] = [];
  socket.on("message", (data) => received.push(JSON.parse(String(data)) as ServerMessage));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  // A round trip proves the server has registered the socket (and its subscriptions).
  const ping = async () => {
    const before = received.filter((m) => m.type === "pong").length;
    socket.send(JSON.stringify({ type: "ping" }));
    await waitFor(() => received.filter((m) => m.type === "pong").length > before);
  };
  await ping();
  return { socket, received, ping };
}

async function waitFor(check: () => boolean, ms = 3000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 20));
  }
}

const notificationsOf = (received: ServerMessage[]) => received.filter((m) => m.type === "notification");

/** Books a slot through the sandbox checkout on the given app. */
async function book(app: App, cookie: string, venueId: number, date: string, slot = "evening") {
  const post = (path: string, payload: unknown) =>
    app.inject({ method: "POST", url: path, payload: payload as object, headers: { cookie } });
  const order = (await post("/api/payment/create-order", { venueId, date, slot })).json() as PaymentOrder;
  const paid = (await post("/api/payment/sandbox/pay", { orderId: order.orderId, outcome: "success" })).json();
  const verified = await post("/api/payment/verify", paid);
  expect(verified.statusCode, verified.body).toBe(200);
  return order;
}

let day = 10;
const nextDate = () => addDays(todayInIst(), ++day);

describe("delivery on one instance", () => {
  it("sends a booking's notifications only to the people concerned, and venue updates to its watchers", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const other = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });

    const ownerSocket = await connect(url, owner.cookie);
    const playerSocket = await connect(url, player.cookie);
    const visitor = await connect(url);
    const impostor = await connect(url, other.cookie);
    // Claiming to be the owner changes nothing: the session decides.
    impostor.socket.send(JSON.stringify({ type: "auth", userId: String(owner.user.id) }));
    visitor.socket.send(JSON.stringify({ type: "subscribe_venue", venueId: venue.id }));
    await visitor.ping();
    await impostor.ping();

    const date = nextDate();
    await book(ctx.app, player.cookie, venue.id, date);

    await waitFor(() => notificationsOf(ownerSocket.received).length > 0);
    await waitFor(() => notificationsOf(playerSocket.received).length > 0);
    await waitFor(() => visitor.received.some((m) => m.type === "venue_update" && m.data.action === "booking_created"));
    expect(notificationsOf(ownerSocket.received)[0]).toMatchObject({ data: { title: "New booking" } });
    expect(notificationsOf(playerSocket.received)[0]).toMatchObject({ data: { title: "Booking confirmed" } });
    expect(visitor.received).toContainEqual({
      type: "venue_update",
      venueId: venue.id,
      data: { action: "booking_created", date, slot: "evening" },
    });

    // One fan-out sends to every socket that should hear it; a ping answered after it on the same
    // socket would come after anything sent there.
    await visitor.ping();
    await impostor.ping();
    expect(notificationsOf(visitor.received)).toEqual([]);
    expect(notificationsOf(impostor.received)).toEqual([]);
    expect(impostor.received).toContainEqual({ type: "auth_ok", userId: String(other.user.id) });

    for (const s of [ownerSocket, playerSocket, visitor, impostor]) s.socket.close();
  });

  it("mails the owner a link to their venue's bookings and the player a link to theirs, with the day in words", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id, name: "Oval Maidan Nets" });
    const date = nextDate();
    await book(ctx.app, player.cookie, venue.id, date);
    const mailTo = (email: string) => ctx.mailer.sent.find((m) => m.to === email && /booking|Booking/.test(m.subject));
    // The mails are jobs (decision 031): queued with the booking, sent when the queue runs.
    await expect
      .poll(async () => {
        await ctx.app.jobs.runDue();
        return Boolean(mailTo(owner.email) && mailTo(player.email));
      })
      .toBe(true);
    const dayInWords = formatDate(date, "weekday-day-month");
    expect(mailTo(owner.email)?.text).toContain(`Oval Maidan Nets, ${dayInWords} · Evening`);
    expect(mailTo(owner.email)?.text).toContain("See the booking: http://localhost:");
    expect(mailTo(owner.email)?.text).toContain("/owner/dashboard?tab=bookings");
    expect(mailTo(player.email)?.text).toMatch(/See your bookings: http:\/\/localhost:\d+\/dashboard\n/);
    expect(`${mailTo(owner.email)?.text}${mailTo(player.email)?.text}`).not.toContain(date);
  });

  it("keeps notifications for users who were offline, and lets them mark read and clear", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    await book(ctx.app, player.cookie, venue.id, nextDate());

    const get = () => ctx.app.inject({ method: "GET", url: "/api/notifications", headers: { cookie: owner.cookie } });
    const stored = (await get()).json() as { id: number; title: string; read: boolean }[];
    expect(stored.map((n) => [n.title, n.read])).toEqual([["New booking", false]]);
    const read = await ctx.app.inject({
      method: "POST",
      url: `/api/notifications/${stored[0]?.id}/read`,
      headers: { cookie: owner.cookie },
    });
    expect(read.statusCode).toBe(204);
    expect(((await get()).json() as { read: boolean }[])[0]?.read).toBe(true);
    // Someone else's notification is not there to mark.
    const stranger = await ctx.app.inject({
      method: "POST",
      url: `/api/notifications/${stored[0]?.id}/read`,
      headers: { cookie: player.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    await ctx.app.inject({ method: "DELETE", url: "/api/notifications", headers: { cookie: owner.cookie } });
    expect((await get()).json()).toEqual([]);
    expect((await ctx.app.inject({ method: "GET", url: "/api/notifications" })).statusCode).toBe(401);
  });

  it("a socket reconnecting to a restarted server is the same user and hears new notifications", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const first = buildApp({ config: ctx.config, database: ctx.database, logger: false });
    const app1 = await first;
    const target = await listen(app1);
    const port = Number(new URL(target).port);
    const before = await connect(target, owner.cookie);
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      before.socket.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
    await app1.close();
    expect(await closed).toEqual({ code: 1001, reason: "Server shutting down" });

    const app2 = await buildApp({ config: ctx.config, database: ctx.database, logger: false });
    try {
      await listen(app2, port);
      const after = await connect(target, owner.cookie);
      after.socket.send(JSON.stringify({ type: "auth", userId: "0" }));
      await book(app2, player.cookie, venue.id, nextDate());
      await waitFor(() => notificationsOf(after.received).length > 0);
      expect(after.received).toContainEqual({ type: "auth_ok", userId: String(owner.user.id) });
      after.socket.close();
    } finally {
      await app2.close();
    }
  });
});

describe.runIf(testDatabaseKind() === "postgres")("two instances on one PostgreSQL", () => {
  it("delivers a booking made through instance A to the owner connected to instance B", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const connectionString = (ctx.database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const otherDatabase = await openDatabase({ url: connectionString, poolSize: 4 });
    const instanceB = await buildApp({ config: ctx.config, database: otherDatabase, logger: false });
    try {
      const urlB = await listen(instanceB);
      const ownerOnB = await connect(urlB, owner.cookie);
      const watcherOnB = await connect(urlB);
      watcherOnB.socket.send(JSON.stringify({ type: "subscribe_venue", venueId: venue.id }));
      await watcherOnB.ping();
      // Instance B listens once an update published on A reaches its socket.
      for (let tries = 0; tries < 100 && !watcherOnB.received.some((m) => m.type === "venue_update"); tries++) {
        await ctx.app.services.notifications.venueUpdate(venue.id, { action: "hold_released" });
        await new Promise((r) => setTimeout(r, 30));
      }
      watcherOnB.received.length = 0;

      await book(ctx.app, player.cookie, venue.id, nextDate()); // through instance A
      await waitFor(() => notificationsOf(ownerOnB.received).length > 0);
      await waitFor(() => watcherOnB.received.some((m) => m.type === "venue_update"));
      expect(notificationsOf(ownerOnB.received)[0]).toMatchObject({ data: { title: "New booking" } });
      ownerOnB.socket.close();
      watcherOnB.socket.close();
    } finally {
      await instanceB.close();
      await otherDatabase.close();
    }
  });
});
