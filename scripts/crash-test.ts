// Crash and restart: books under load, kills the server with SIGKILL in the middle, restarts it on
// the same data and checks that no paid booking was lost or doubled and that holds left behind
// expire. Run it by hand with
//   npx tsx scripts/crash-test.ts [--players N] [--database-url postgres://…/fresh_db] [--keep]
// (embedded PGlite in a temporary DATA_DIR unless a database URL is given; that database should
// be empty). server/test/crash-restart.test.ts runs it in the normal suite.
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/src/db/client";
import { queryRows } from "../server/src/db/rows";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../server/src/db/seed/demo";
import {
  api,
  apiAllPages,
  availableTargets,
  type CheckoutResult,
  checkout,
  newPlayer,
  type Player,
  type ServerProcess,
  signIn,
  slotState,
  startServer,
  type Target,
} from "./lib/server-process";

export interface CrashTestOptions {
  /** DATA_DIR of the servers (uploads, session secret, and the embedded database without a URL). */
  dataDir: string;
  /** A fresh PostgreSQL database; embedded PGlite in dataDir/pgdata when absent. */
  databaseUrl?: string;
  players?: number;
  /** Kill once this many verifies answered 200 (or after maxLoadMs). */
  killAfterVerified?: number;
  maxLoadMs?: number;
  log?: (line: string) => void;
}

export interface CrashTestReport {
  problems: string[];
  stats: Record<string, number>;
}

const key = (t: Target) => `${t.venueId}|${t.date}|${t.slot}`;

export async function runCrashTest(options: CrashTestOptions): Promise<CrashTestReport> {
  const log = options.log ?? (() => {});
  const problems: string[] = [];
  const stats: Record<string, number> = {};
  const env = {
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    SEED_DEMO: "true",
    TRUST_PROXY: "true",
  };
  const lockFile = path.join(options.dataDir, "pgdata.lock");
  const servers: ServerProcess[] = [];
  const start = async () => {
    const server = await startServer(env);
    servers.push(server);
    return server;
  };

  try {
    // 1. First start: migrations and demo data; players sign up; the slots to fight over.
    let server = await start();
    log(`server 1 (pid ${server.pid}) at ${server.url}`);
    const from = addDays(todayInIst(), 5);
    const targets = await availableTargets(server.url, from, { venues: 4, days: 2, limit: 40 });
    if (targets.length < 10) throw new Error(`only ${targets.length} free slots to book`);
    const players: Player[] = await Promise.all(
      Array.from({ length: options.players ?? 16 }, () => newPlayer(server.url, "crash")),
    );
    const playerIds = new Set(players.map((p) => p.userId));

    // 2. Load: every player books random slots (a quarter of checkouts leave their hold
    //    behind unpaid) until enough verifies succeeded, then SIGKILL with requests in flight.
    const results: CheckoutResult[] = [];
    let verified = 0;
    let killed = false;
    const killAfter = options.killAfterVerified ?? 12;
    const base = { order: server.url, pay: server.url, verify: server.url };
    const kill = () => {
      if (killed) return;
      killed = true;
      server.child.kill("SIGKILL");
    };
    const timer = setTimeout(kill, options.maxLoadMs ?? 20_000);
    await Promise.all(
      players.map(async (player, i) => {
        let round = 0;
        while (!killed) {
          round += 1;
          const target = targets[Math.floor(Math.random() * targets.length)]!;
          const result = await checkout(base, player, target, { pay: (i + round) % 4 !== 0 });
          results.push(result);
          if (result.verify === 200 && ++verified >= killAfter) kill();
          if (result.lostAt) return;
        }
      }),
    );
    clearTimeout(timer);
    const exit = await server.exited;
    if (exit.signal !== "SIGKILL") problems.push(`server 1 ended with ${JSON.stringify(exit)}, not SIGKILL`);
    const ok = results.filter((r) => r.verify === 200);
    const lostVerifies = results.filter((r) => r.lostAt === "verify");
    stats.checkouts = results.length;
    stats.verified = ok.length;
    stats.conflicts = results.filter((r) => r.createOrder === 409).length;
    stats.lostInFlight = results.filter((r) => r.lostAt).length;
    stats.lostVerifies = lostVerifies.length;
    log(`killed: ${JSON.stringify(stats)}`);
    for (const r of ok) {
      if (r.verifiedStatus !== "confirmed") problems.push(`verify of order ${r.orderId} answered ${r.verifiedStatus}`);
    }

    // 3. Restart on the same data (the embedded database's lock file names a dead process).
    if (!options.databaseUrl) {
      if (!existsSync(lockFile)) problems.push("no lock file left behind by the killed server");
      // "PID START-TIME": the process number comes first.
      else if (Number(readFileSync(lockFile, "utf8").split(" ")[0]) !== server.pid)
        problems.push("the lock file does not name the killed server");
    }
    server = await start();
    log(`server 2 (pid ${server.pid}) restarted`);

    // Every 200 verify is one confirmed booking; its player's session survived; verify replays.
    const admin = await signIn(server.url, DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
    const all = await apiAllPages<{
      id: number;
      userId: number;
      venueId: number;
      date: string;
      slot: string;
      status: string;
    }>(server.url, "/api/bookings", { cookie: admin.cookie });
    if (all.status !== 200) throw new Error(`admin bookings: ${all.status}`);
    const ours = all.body.filter((b) => playerIds.has(b.userId));
    for (const r of ok) {
      const found = ours.filter((b) => b.id === r.bookingId);
      if (found.length !== 1 || found[0]?.status !== "confirmed") {
        problems.push(`booking ${r.bookingId} (verify 200) found ${found.length} times, ${found[0]?.status}`);
      }
      const own = await api<{ status: string }>(server.url, "GET", `/api/bookings/${r.bookingId}`, {
        cookie: r.player.cookie,
      });
      if (own.status !== 200 || own.body.status !== "confirmed") {
        problems.push(`GET booking ${r.bookingId} as its player after restart: ${own.status} ${own.body?.status}`);
      }
    }
    const replay = ok[0];
    if (replay?.payment) {
      const again = await api<{ id: number }>(server.url, "POST", "/api/payment/verify", {
        body: replay.payment,
        cookie: replay.player.cookie,
        ip: replay.player.ip,
      });
      if (again.status !== 200 || again.body.id !== replay.bookingId)
        problems.push(`verify replay after restart: ${again.status} ${JSON.stringify(again.body)}`);
    }
    // A verify cut off by the crash is retried, as the browser would: it must confirm (or
    // have confirmed) the same booking, never a second one.
    for (const r of lostVerifies) {
      const again = await api<{ id: number; status: string }>(server.url, "POST", "/api/payment/verify", {
        body: r.payment,
        cookie: r.player.cookie,
        ip: r.player.ip,
      });
      if (again.status !== 200 || again.body.id !== r.bookingId || again.body.status !== "confirmed") {
        problems.push(`retried verify of ${r.orderId} after restart: ${again.status} ${JSON.stringify(again.body)}`);
      } else ok.push(r);
    }
    const paidIds = new Set(ok.map((r) => r.bookingId));
    for (const b of ours) {
      if (b.status === "confirmed" && !paidIds.has(b.id)) problems.push(`booking ${b.id} confirmed without a verify`);
    }
    const live = new Map<string, number>();
    for (const b of all.body) {
      if (b.status === "cancelled") continue;
      const k = key(b);
      live.set(k, (live.get(k) ?? 0) + 1);
    }
    for (const [k, n] of live) if (n > 1) problems.push(`${n} live bookings on ${k}`);
    stats.confirmedAfterRestart = ours.filter((b) => b.status === "confirmed").length + lostVerifies.length;

    // 4. A clean stop (exit 0), then the database directly: no slot twice, and the holds left
    //    behind moved into the past as if ten minutes had gone by.
    const stopped = await server.stop("SIGTERM");
    if (stopped.code !== 0) problems.push(`server 2 exited with ${JSON.stringify(stopped)} on SIGTERM`);
    if (!options.databaseUrl && existsSync(lockFile)) problems.push("the lock file outlived a clean stop");
    const database = await openDatabase(
      options.databaseUrl
        ? { url: options.databaseUrl, poolSize: 1 }
        : { dataDir: path.join(options.dataDir, "pgdata") },
    );
    let held: Target[] = [];
    try {
      const doubled = await queryRows(
        database.db,
        sql`select venue_id, date::text as date, slot, count(*)::int as n from bookings
            where status in ('held', 'confirmed', 'completed', 'disputed')
            group by venue_id, date, slot having count(*) > 1`,
      );
      for (const row of doubled) problems.push(`two live bookings in the database: ${JSON.stringify(row)}`);
      const twice = await queryRows(
        database.db,
        sql`select booking_id from payment_orders where status = 'paid' group by booking_id having count(*) > 1`,
      );
      for (const row of twice) problems.push(`a booking paid by two orders: ${JSON.stringify(row)}`);
      const ids = [...playerIds].join(",");
      const moved = await queryRows<{ venue_id: number; date: string; slot: string }>(
        database.db,
        sql`update bookings set hold_expires_at = now() - interval '1 minute'
            where status = 'held' and user_id in (${sql.raw(ids)})
            returning venue_id, date::text as date, slot`,
      );
      held = moved.map((row) => ({
        venueId: Number(row.venue_id),
        date: row.date,
        slot: row.slot,
      }));
    } finally {
      await database.close();
    }
    stats.holdsLeftBehind = held.length;
    if (held.length === 0) problems.push("the load left no hold behind to expire");

    // 5. Started again: an expired hold is free on the availability and for a new create-order.
    server = await start();
    log(`server 3 (pid ${server.pid}) restarted; ${held.length} stale holds`);
    const newcomer = await newPlayer(server.url, "after-crash");
    for (const target of held.slice(0, 8)) {
      const state = await slotState(server.url, target);
      if (state !== "available") problems.push(`expired hold on ${key(target)} shows as ${state}`);
      const again = await checkout({ order: server.url, pay: server.url, verify: server.url }, newcomer, target);
      if (again.verify !== 200) {
        problems.push(
          `booking the expired hold's slot ${key(target)}: create-order ${again.createOrder}, verify ${again.verify}`,
        );
      }
    }
    const last = await server.stop("SIGTERM");
    if (last.code !== 0) problems.push(`server 3 exited with ${JSON.stringify(last)} on SIGTERM`);
    return { problems, stats };
  } catch (error) {
    const outputs = servers.map((s, i) => `--- server ${i + 1}\n${s.output()}`).join("\n");
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${outputs}`);
  } finally {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
  }
}

async function cli() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-crash-"));
  try {
    const report = await runCrashTest({
      dataDir,
      databaseUrl: option("--database-url"),
      players: option("--players") ? Number(option("--players")) : undefined,
      killAfterVerified: option("--kill-after") ? Number(option("--kill-after")) : undefined,
      log: (line) => console.log(line),
    });
    console.log(JSON.stringify(report.stats));
    if (report.problems.length > 0) {
      console.error(`FAILED:\n  ${report.problems.join("\n  ")}`);
      process.exitCode = 1;
    } else console.log("OK: no paid booking lost or doubled, stale holds expire");
  } finally {
    if (!args.includes("--keep")) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`data kept in ${dataDir}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await cli();
