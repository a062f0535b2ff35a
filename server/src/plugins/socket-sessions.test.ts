import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { buildTestApp, loginAs, sessionCookieOf, TEST_PASSWORD } from "../../test/app";
import { createVenue } from "../../test/factories";
import { openProbe, type Probe } from "../../test/socket-probe";

// A socket never outlives its session or the rights it was opened with (docs/SECURITY.md).
type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
let ctx: Ctx;
let url = "";

beforeAll(async () => {
  ctx = await buildTestApp({ WS_PER_ADDRESS: "6" });
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => ctx?.close());

async function connect(cookie?: string): Promise<Probe> {
  const probe = await openProbe(url, cookie);
  // A socket the server refused closes instead of answering.
  await Promise.race([probe.ping(), probe.closed.then(({ reason }) => Promise.reject(new Error(reason)))]);
  return probe;
}

/** A second session of the same account (another device). */
async function secondSession(email: string, password = TEST_PASSWORD): Promise<string> {
  const res = await ctx.app.inject({
    method: "POST",
    url: "/api/auth/login",
    remoteAddress: "10.20.0.2",
    payload: { email, password },
  });
  expect(res.statusCode).toBe(200);
  return sessionCookieOf(res.headers["set-cookie"]);
}

const isOpen = (probe: Probe) => probe.socket.readyState === WebSocket.OPEN;

describe("sockets end with the session", () => {
  it("logout closes that session's sockets with a reason, and no other device's", async () => {
    const { cookie, email } = await loginAs(ctx);
    const other = await secondSession(email);
    const here = await connect(cookie);
    const there = await connect(other);
    const res = await ctx.app.inject({ method: "POST", url: "/api/auth/logout", headers: { cookie } });
    expect(res.statusCode).toBe(204);
    expect(await here.closed).toEqual({ code: 4001, reason: "Signed out" });
    await there.ping();
    expect(isOpen(there)).toBe(true);
    there.socket.close();
  });

  it("a password change closes the other sessions' sockets and keeps this one's", async () => {
    const { cookie, email } = await loginAs(ctx);
    const other = await secondSession(email);
    const here = await connect(cookie);
    const there = await connect(other);
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/change-password",
      headers: { cookie },
      payload: { currentPassword: TEST_PASSWORD, newPassword: "another-secret-456" },
    });
    expect(res.statusCode).toBe(200);
    expect(await there.closed).toEqual({ code: 4001, reason: "Password changed" });
    await here.ping();
    expect(isOpen(here)).toBe(true);
    here.socket.close();
  });

  it("a password reset closes every socket of the account", async () => {
    const { cookie, email } = await loginAs(ctx);
    const probe = await connect(cookie);
    await ctx.app.inject({
      method: "POST",
      url: "/api/auth/forgot-password",
      remoteAddress: "10.20.0.3",
      payload: { email },
    });
    await ctx.app.jobs.runDue();
    const mail = ctx.mailer.sent.find((m) => m.to === email);
    const token = decodeURIComponent(/token=([^\s]+)/.exec(mail?.text ?? "")?.[1] ?? "");
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/auth/reset-password",
      payload: { token, password: "reset-secret-789" },
    });
    expect(res.statusCode).toBe(200);
    expect(await probe.closed).toEqual({ code: 4001, reason: "Password reset" });
  });

  it("suspension and a role change close the user's sockets", async () => {
    const admin = await loginAs(ctx, "admin");
    const suspended = await loginAs(ctx);
    const promoted = await loginAs(ctx);
    const a = await connect(suspended.cookie);
    const b = await connect(promoted.cookie);
    const manage = (id: number, payload: object) =>
      ctx.app.inject({ method: "PATCH", url: `/api/users/${id}`, headers: { cookie: admin.cookie }, payload });
    expect((await manage(suspended.user.id, { status: "suspended" })).statusCode).toBe(200);
    expect((await manage(promoted.user.id, { role: "owner" })).statusCode).toBe(200);
    expect(await a.closed).toEqual({ code: 4001, reason: "Account suspended" });
    expect(await b.closed).toEqual({ code: 4001, reason: "Account type changed" });
  });
});

describe("sockets under abuse", () => {
  it("caps the open sockets of one address and closes the next with a reason", async () => {
    const open: Probe[] = [];
    for (let i = 0; i < 6; i++) open.push(await connect());
    const extra = new WebSocket(url);
    const closed = await new Promise<{ code: number; reason: string }>((resolve) =>
      extra.once("close", (code, reason) => resolve({ code, reason: String(reason) })),
    );
    expect(closed).toEqual({ code: 4008, reason: "Too many open connections from your address" });
    // Closing one frees a place (once the server has seen it close).
    const first = open.pop() as Probe;
    first.socket.close();
    await first.closed;
    let again: Probe | null = null;
    for (let i = 0; i < 50 && !again; i++) again = await connect().catch(() => null);
    expect(again && isOpen(again)).toBe(true);
    for (const probe of open) probe.socket.close();
    again?.socket.close();
  });

  it("a visitor follows approved venues only; an owner follows their own pending venue", async () => {
    const owner = await loginAs(ctx, "owner");
    const pending = await createVenue(ctx.database.db, { ownerId: owner.user.id, status: "pending" });
    const approved = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const visitor = await connect();
    const ownerSocket = await connect(owner.cookie);
    for (const probe of [visitor, ownerSocket]) {
      for (const venueId of [pending.id, approved.id]) {
        probe.socket.send(JSON.stringify({ type: "subscribe_venue", venueId }));
      }
      await probe.ping();
    }
    for (const venueId of [pending.id, approved.id]) {
      await ctx.app.services.notifications.venueUpdate(venueId, {
        action: "booking_created",
        date: "2030-01-01",
        slot: "morning",
      });
    }
    await ownerSocket.ping();
    await visitor.ping();
    const updatesOf = (probe: Probe) =>
      probe.received.filter((m) => m.type === "venue_update").map((m) => (m as { venueId: number }).venueId);
    expect(updatesOf(visitor)).toEqual([approved.id]);
    expect(updatesOf(ownerSocket)).toEqual([pending.id, approved.id]);
    visitor.socket.close();
    ownerSocket.socket.close();
  });
});
