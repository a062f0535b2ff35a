import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type AdminRefund, addDays, todayInIst } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  api,
  apiAllPages,
  availableTargets,
  type CheckoutResult,
  checkout,
  newPlayer,
  type ServerProcess,
  signIn,
  slotState,
  startServer,
} from "../../scripts/lib/server-process";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/db/seed/demo";
import { adminQuery, newTemplateName, testDatabaseKind, urlForDatabase } from "./databases";

// Two server processes on one PostgreSQL database (how it scales out): players book through
// both at once, racing for the same slots and for different ones.
describe.skipIf(testDatabaseKind() !== "postgres")("two instances on one PostgreSQL database", () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  let databaseName = "";

  beforeAll(async () => {
    databaseName = newTemplateName().replace("crease_tpl_", "crease_two_");
    await adminQuery(`CREATE DATABASE "${databaseName}"`);
  });

  afterAll(async () => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  it("books no slot twice, confirms every 200 verify and shares sessions", async () => {
    // Separate DATA_DIRs as on separate hosts; instances must share SESSION_SECRET.
    const env = (seed: boolean) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), "crease-two-"));
      dirs.push(dir);
      return {
        DATA_DIR: dir,
        DATABASE_URL: urlForDatabase(databaseName),
        SESSION_SECRET: "two-instances-share-this-session-secret",
        SEED_DEMO: String(seed),
        TRUST_PROXY: "true",
      };
    };
    const a = await startServer(env(true));
    servers.push(a);
    const b = await startServer(env(false));
    servers.push(b);

    // A session made on A is valid on B (and the other way round).
    const admin = await signIn(a.url, DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
    const me = await api<{ email: string }>(b.url, "GET", "/api/auth/me", { cookie: admin.cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(DEMO_ACCOUNTS[0].email);

    const from = addDays(todayInIst(), 6);
    const targets = await availableTargets(b.url, from, { venues: 4, days: 2, limit: 30 });
    // A has these answers in its read cache too, from before any of the bookings below.
    expect(await availableTargets(a.url, from, { venues: 4, days: 2, limit: 30 })).toEqual(targets);
    const players = await Promise.all(Array.from({ length: 12 }, (_, i) => newPlayer(i % 2 ? a.url : b.url, "two")));
    const contested = targets.slice(0, 3);
    const own = targets.slice(3, 3 + players.length);
    expect(own).toHaveLength(players.length);

    // Everyone races for the contested slots and books a slot of their own, switching
    // instances between the steps.
    const results: CheckoutResult[] = (
      await Promise.all(
        players.map(async (player, i) => {
          const [first, second] = i % 2 ? [a.url, b.url] : [b.url, a.url];
          const done: CheckoutResult[] = [];
          for (const target of [...contested, own[i]!]) {
            done.push(await checkout({ order: first, pay: second, verify: i % 3 ? first : second }, player, target));
          }
          return done;
        }),
      )
    ).flat();

    const verified = results.filter((r) => r.verify === 200);
    for (const r of verified) expect(r.verifiedStatus).toBe("confirmed");
    for (const target of contested) {
      const winners = verified.filter((r) => r.target === target);
      expect(winners, JSON.stringify(target)).toHaveLength(1);
    }
    expect(verified.filter((r) => own.includes(r.target))).toHaveLength(players.length);
    for (const r of results) expect([200, 409]).toContain(r.createOrder);

    // Seen from either instance: exactly the verified bookings, no slot twice.
    const ids = new Set(players.map((p) => p.userId));
    for (const server of [a, b]) {
      const all = await apiAllPages<{
        id: number;
        userId: number;
        venueId: number;
        date: string;
        slot: string;
        status: string;
      }>(server.url, "/api/bookings", { cookie: admin.cookie });
      expect(all.status).toBe(200);
      const ours = all.body.filter((bk) => ids.has(bk.userId));
      expect(ours.map((bk) => bk.id).sort()).toEqual(verified.map((r) => r.bookingId).sort());
      expect(ours.every((bk) => bk.status === "confirmed")).toBe(true);
      const live = all.body
        .filter((bk) => bk.status !== "cancelled")
        .map((bk) => `${bk.venueId}|${bk.date}|${bk.slot}`);
      expect(new Set(live).size).toBe(live.length);
    }

    // Each instance's cached availability follows the bookings made through the other one.
    for (const server of [a, b]) {
      for (const target of [...contested, ...own]) {
        await expect.poll(() => slotState(server.url, target), { timeout: 2_000 }).toBe("booked");
      }
    }

    // An admin cancels on A; whichever instance's worker claims the refund job sends it, once.
    const victim = verified[0]!;
    const cancel = await api(a.url, "PATCH", `/api/bookings/${victim.bookingId}`, {
      cookie: admin.cookie,
      body: { status: "cancelled", reason: "Ground flooded" },
    });
    expect(cancel.status).toBe(200);
    const refundOf = async (server: ServerProcess) =>
      (
        await api<{ refunds: AdminRefund[] }>(server.url, "GET", "/api/admin/refunds", { cookie: admin.cookie })
      ).body.refunds.find((r) => r.bookingId === victim.bookingId);
    await expect.poll(async () => (await refundOf(b))?.status, { timeout: 20_000 }).toBe("processed");
    expect(await refundOf(a)).toMatchObject({ status: "processed", attempts: 1, reason: "admin_cancelled" });

    expect(await a.stop()).toEqual({ code: 0, signal: null });
    expect(await b.stop()).toEqual({ code: 0, signal: null });
  }, 300_000);
});
