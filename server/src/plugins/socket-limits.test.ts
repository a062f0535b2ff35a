import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { buildTestApp, loginAs } from "../../test/app";
import { createVenue } from "../../test/factories";
import { openProbe, type Probe, waitFor } from "../../test/socket-probe";

// A socket's messages are budgeted, and a venue's watchers are only those who may still see it
// (docs/SECURITY.md, "Sockets").
type Ctx = Awaited<ReturnType<typeof buildTestApp>>;
let ctx: Ctx;
let url = "";

beforeAll(async () => {
  ctx = await buildTestApp();
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  url = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
});
afterAll(async () => ctx?.close());

const connect = (cookie?: string): Promise<Probe> => openProbe(url, cookie);

const slotTaken = (venueId: number) =>
  ctx.app.services.notifications.venueUpdate(venueId, {
    action: "booking_created",
    date: "2030-01-01",
    slot: "morning",
  });
const slotUpdates = (probe: Probe) =>
  probe.received.filter((m) => m.type === "venue_update" && m.data.action === "booking_created");

describe("sockets under a message budget", () => {
  it("closes a socket flooding subscribe messages with 4029, and checks at most its budget against the database", async () => {
    const checks = vi.spyOn(ctx.app.services.venues, "isWatchable");
    try {
      const flooder = await connect();
      // 5,000 subscriptions, each to a venue that does not exist: each would be a query.
      for (let i = 1; i <= 5000; i++) flooder.socket.send(JSON.stringify({ type: "subscribe_venue", venueId: i }));
      expect(await flooder.closed).toEqual({ code: 4029, reason: "Too many messages: slow down and reconnect" });
      // Whatever was queued within the budget has run once another socket is answered after it;
      // that socket's one subscription shows the spy counts.
      const other = await connect();
      other.socket.send(JSON.stringify({ type: "subscribe_venue", venueId: 1 }));
      await other.ping();
      expect(checks).toHaveBeenCalledWith(null, 1);
      expect(checks.mock.calls.length).toBeLessThanOrEqual(1 + 20);
      other.socket.close();
    } finally {
      checks.mockRestore();
    }
  });

  it("keeps a socket that sends a page's worth of messages", async () => {
    const owner = await loginAs(ctx, "owner");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const probe = await connect();
    for (let i = 0; i < 5; i++) {
      probe.socket.send(JSON.stringify({ type: "subscribe_venue", venueId: venue.id }));
      probe.socket.send(JSON.stringify({ type: "unsubscribe_venue", venueId: venue.id }));
    }
    probe.socket.send(JSON.stringify({ type: "subscribe_venue", venueId: venue.id }));
    await probe.ping();
    await slotTaken(venue.id);
    await waitFor(() => slotUpdates(probe).length === 1);
    expect(probe.socket.readyState).toBe(WebSocket.OPEN);
    probe.socket.close();
  });
});

describe("a venue that leaves the public", () => {
  it("stops a visitor's and a player's slot updates once an admin suspends it; the owner and admins keep them", async () => {
    const owner = await loginAs(ctx, "owner");
    const player = await loginAs(ctx, "player");
    const admin = await loginAs(ctx, "admin");
    const venue = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const other = await createVenue(ctx.database.db, { ownerId: owner.user.id });
    const visitor = await connect();
    const probes = {
      visitor,
      player: await connect(player.cookie),
      owner: await connect(owner.cookie),
      admin: await connect(admin.cookie),
    };
    for (const probe of Object.values(probes)) {
      for (const venueId of [venue.id, other.id]) {
        probe.socket.send(JSON.stringify({ type: "subscribe_venue", venueId }));
      }
      await probe.ping();
    }
    await slotTaken(venue.id);
    for (const probe of Object.values(probes)) await waitFor(() => slotUpdates(probe).length === 1);

    const res = await ctx.app.inject({
      method: "PATCH",
      url: `/api/venues/${venue.id}`,
      headers: { cookie: admin.cookie },
      payload: { status: "suspended", note: "Safety inspection" },
    });
    expect(res.statusCode).toBe(200);
    await slotTaken(venue.id);
    await slotTaken(other.id);
    for (const probe of Object.values(probes)) await probe.ping();

    const venuesOf = (probe: Probe) => slotUpdates(probe).map((m) => (m as { venueId: number }).venueId);
    expect(venuesOf(probes.visitor)).toEqual([venue.id, other.id]);
    expect(venuesOf(probes.player)).toEqual([venue.id, other.id]);
    expect(venuesOf(probes.owner)).toEqual([venue.id, venue.id, other.id]);
    expect(venuesOf(probes.admin)).toEqual([venue.id, venue.id, other.id]);
    // Subscribing again is refused too: the venue is no longer public.
    probes.visitor.socket.send(JSON.stringify({ type: "subscribe_venue", venueId: venue.id }));
    await probes.visitor.ping();
    await slotTaken(venue.id);
    await probes.owner.ping();
    await probes.visitor.ping();
    expect(venuesOf(probes.visitor)).toEqual([venue.id, other.id]);
    for (const probe of Object.values(probes)) probe.socket.close();
  });
});
