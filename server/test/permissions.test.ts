/**
 * The permission matrix (issue 8): every API route × every kind of caller, with the status each
 * must get (docs/product/roles.md, derived from core/src/permissions.ts where a rule is by role). Routes are read from the running app, so a
 * new route without a row here fails the test. Each request targets things that belong to
 * others: the "player" and "owner" own the booking, favourite, notification, payment order,
 * venues and payout; "another player" and "another owner" try to use them.
 */
import type { AddressInfo } from "node:net";
import { ACTIONS } from "@crease/core";
import { beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { ACCOUNT_ROWS } from "./permissions/rows-accounts";
import { BUSINESS_ROWS } from "./permissions/rows-business";
import { CREDIT_ROUTE_ROWS } from "./permissions/rows-credit";
import { DESK_ROUTE_ROWS } from "./permissions/rows-desk";
import { HOURS_AND_PHOTO_ROWS } from "./permissions/rows-hours-and-photos";
import { OFFER_ROWS } from "./permissions/rows-offers";
import { PENDING_MOVE_ROWS } from "./permissions/rows-pending-moves";
import { SERIES_ROUTE_ROWS } from "./permissions/rows-series";
import { SPLIT_ROUTE_ROWS } from "./permissions/rows-splits";
import { STAFF_CALLER_ROWS, STAFF_ROUTE_ROWS, setUpStaff, staffCallers } from "./permissions/rows-staff";
import { WAITLIST_ROUTE_ROWS } from "./permissions/rows-waitlist";

import { actorFor, coveredActions, ctx, NOT_A_ROUTE_GATE, ROLES, type Row, setUpWorld } from "./permissions/world";
import { apiRoutes, documentedRoutes } from "./routes";

const ROWS: Row[] = [
  ...ACCOUNT_ROWS,
  ...BUSINESS_ROWS,
  ...STAFF_ROUTE_ROWS,
  ...DESK_ROUTE_ROWS,
  ...WAITLIST_ROUTE_ROWS,
  ...SPLIT_ROUTE_ROWS,
  ...SERIES_ROUTE_ROWS,
  ...OFFER_ROWS,
  ...CREDIT_ROUTE_ROWS,
  ...PENDING_MOVE_ROWS,
  ...HOURS_AND_PHOTO_ROWS,
];

describe("permission matrix", () => {
  beforeAll(async () => setUpWorld(ctx));

  it("has a row for every API route the app serves, and no row for a route it does not", async () => {
    const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const served = apiRoutes(ctx.app.printRoutes({ commonPrefix: false }), documentedRoutes(doc.paths));
    expect(served.size).toBeGreaterThan(50);
    const covered = new Set(ROWS.map((row) => row.route));
    expect(
      [...served].filter((route) => !covered.has(route)),
      "routes without a row",
    ).toEqual([]);
    expect(
      [...covered].filter((route) => !served.has(route)),
      "rows for routes that do not exist",
    ).toEqual([]);
  });

  it("derives its expectations from every permission rule", () => {
    const uncovered = ACTIONS.filter((action) => !coveredActions.has(action) && !NOT_A_ROUTE_GATE[action]);
    expect(uncovered, "permission rules no row checks").toEqual([]);
  });

  it("answers every route × caller with the expected status", async () => {
    const wrong: string[] = [];
    let cell = 0;
    for (const row of ROWS) {
      const [method, pattern] = row.route.split(" ") as [string, string];
      for (const [index, role] of ROLES.entries()) {
        cell += 1;
        const actor = await actorFor(role, row.freshActor ?? false);
        const req = await row.request(actor, role);
        // Each cell from its own address, so per-IP limits never decide a status here.
        const res = await ctx.app.inject({
          method: method as "GET",
          url: req.url,
          remoteAddress: `10.${(cell >> 16) & 255}.${(cell >> 8) & 255}.${cell & 255}`,
          headers: { ...(actor.cookie ? { cookie: actor.cookie } : {}), ...req.headers },
          ...(req.payload === undefined ? {} : { payload: req.payload as Record<string, unknown> }),
        });
        const expected = row.expect[index];
        if (res.statusCode !== expected) {
          wrong.push(
            `${method} ${pattern}${row.case ? ` [${row.case}]` : ""} as ${role}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 160)}`,
          );
        }
        if (res.statusCode >= 400) expect(typeof (res.json() as { message?: unknown }).message).toBe("string");
        await row.after?.(role, res.statusCode);
      }
    }
    expect(wrong).toEqual([]);
    // About 1,000 requests: 4 s on a quiet machine, past 30 s at load average 26.
  }, 180_000);

  it("suspended users are refused on every route that needs a session, exactly like visitors", () => {
    for (const row of ROWS) expect(row.expect[6], row.route).toBe(row.expect[0]);
  });
});

describe("permission matrix: a venue's staff", () => {
  beforeAll(async () => setUpStaff());

  it("answers the venue's desk and manager with the expected status", async () => {
    const wrong: string[] = [];
    for (const row of STAFF_CALLER_ROWS) {
      const [method, pattern] = row.route.split(" ") as [string, string];
      for (const [index, role] of (["desk", "manager"] as const).entries()) {
        const req = await row.request();
        const res = await ctx.app.inject({
          method: method as "GET",
          url: req.url,
          headers: { cookie: staffCallers[role].cookie },
          ...(req.payload === undefined ? {} : { payload: req.payload as Record<string, unknown> }),
        });
        if (res.statusCode !== row.expect[index]) {
          wrong.push(
            `${method} ${pattern}${row.case ? ` [${row.case}]` : ""} as ${role}: ${res.statusCode} (expected ${row.expect[index]}) ${res.body.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe("/ws", () => {
  let base = "";
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: "127.0.0.1" });
    base = `ws://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}/ws`;
  });

  const open = (headers: Record<string, string> = {}) =>
    new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(base, { headers });
      socket.once("open", () => resolve(socket));
      socket.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
      socket.once("error", reject);
    });

  it("lets a visitor connect from the app's own origin, and refuses a foreign origin", async () => {
    const socket = await open({ origin: ctx.config.appUrl });
    socket.close();
    await expect(open({ origin: "https://evil.example" })).rejects.toThrow(/HTTP 403/);
  });
});
