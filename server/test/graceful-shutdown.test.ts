import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, todayInIst } from "@crease/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { api, availableTargets, newPlayer, type ServerProcess, startServer } from "../../scripts/lib/server-process";
import { adminQuery, newTemplateName, testDatabaseKind, urlForDatabase } from "./databases";

// SIGTERM on a real server process (from source): requests already in flight finish with their
// answers, open sockets close with 1001 "Server shutting down", and the process exits 0.
describe("graceful shutdown", () => {
  let dataDir = "";
  let databaseName: string | undefined;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-shutdown-"));
    if (testDatabaseKind() === "postgres") {
      databaseName = newTemplateName().replace("crease_tpl_", "crease_stop_");
      await adminQuery(`CREATE DATABASE "${databaseName}"`);
    }
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  it("finishes in-flight requests, closes sockets with 1001 and exits 0", async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      DATABASE_URL: databaseName ? urlForDatabase(databaseName) : undefined,
      SEED_DEMO: "true",
      TRUST_PROXY: "true",
    });
    const base = server.url;
    const targets = await availableTargets(base, addDays(todayInIst(), 4), { venues: 4, days: 2, limit: 24 });
    expect(targets.length).toBeGreaterThanOrEqual(16);
    const players = await Promise.all(Array.from({ length: 8 }, () => newPlayer(base, "stop")));

    // Orders paid but not yet verified: their verifies will be in flight at SIGTERM.
    const paid = await Promise.all(
      players.slice(0, 4).map(async (player, i) => {
        const order = await api<{ orderId: string }>(base, "POST", "/api/payment/create-order", {
          body: { ...targets[i]!, addOns: [] },
          cookie: player.cookie,
          ip: player.ip,
        });
        expect(order.status).toBe(200);
        const pay = await api(base, "POST", "/api/payment/sandbox/pay", {
          body: { orderId: order.body.orderId, outcome: "success" },
          cookie: player.cookie,
          ip: player.ip,
        });
        expect(pay.status).toBe(200);
        return { player, payment: pay.body };
      }),
    );

    // A socket watching every venue of the targets: its first event says requests are being served.
    const socket = new WebSocket(`${base.replace("http", "ws")}/ws`);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    for (const venueId of new Set(targets.map((t) => t.venueId))) {
      socket.send(JSON.stringify({ type: "subscribe_venue", venueId }));
    }
    const closed = new Promise<{ code: number; reason: string }>((resolve) => {
      socket.once("close", (code, reason) => resolve({ code, reason: reason.toString() }));
    });
    // The server answers messages in order: once the ping's pong is back, the subscriptions are in.
    await new Promise<void>((resolve) => {
      socket.once("message", () => resolve());
      socket.send(JSON.stringify({ type: "ping" }));
    });
    const firstEvent = new Promise<void>((resolve) => socket.once("message", () => resolve()));

    let sigtermAt = 0;
    const timed = async (name: string, call: Promise<{ status: number }>) => {
      try {
        const res = await call;
        return { name, status: res.status, afterSigterm: sigtermAt > 0, at: Date.now() - sigtermAt };
      } catch (error) {
        return {
          name,
          status: 0,
          error: String((error as Error).cause ?? error),
          afterSigterm: sigtermAt > 0,
          at: Date.now() - sigtermAt,
        };
      }
    };
    const inFlight = [
      ...paid.map(({ player, payment }, i) =>
        timed(`verify ${i}`, api(base, "POST", "/api/payment/verify", { body: payment, cookie: player.cookie })),
      ),
      ...players.slice(4).flatMap((player, i) =>
        [0, 1].map((j) =>
          timed(
            `create-order ${i}.${j}`,
            api(base, "POST", "/api/payment/create-order", {
              body: { ...targets[4 + i * 2 + j]!, addOns: [] },
              cookie: player.cookie,
              ip: player.ip,
            }),
          ),
        ),
      ),
      ...[0, 1, 2].map((i) =>
        timed(
          `register ${i}`,
          api(base, "POST", "/api/auth/register", {
            body: {
              fullName: "Late Comer",
              email: `late.${process.pid}.${Date.now()}.${i}@example.in`,
              phone: "9876543210",
              password: "late-comer-pass",
              role: "player",
            },
            ip: `10.200.0.${i + 1}`,
          }),
        ),
      ),
      timed("search", api(base, "GET", `/api/venues?date=${targets[0]!.date}&limit=50`)),
    ];
    await firstEvent;
    sigtermAt = Date.now();
    server.child.kill("SIGTERM");

    const answers = await Promise.all(inFlight);
    for (const answer of answers)
      expect(answer, answer.name).toMatchObject({ status: answer.name.startsWith("register") ? 201 : 200 });
    // The test is only worth something if requests were still running when the signal came.
    expect(answers.filter((a) => a.afterSigterm).length).toBeGreaterThan(0);
    expect(await closed).toEqual({ code: 1001, reason: "Server shutting down" });
    const exit = await server.exited;
    expect(exit, server.output()).toEqual({ code: 0, signal: null });
  }, 240_000);
});
