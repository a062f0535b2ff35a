import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/app";
import { testDatabaseKind } from "../../test/databases";
import { type Database, openDatabase } from "../db/client";
import { jobs } from "../db/schema";
import {
  backoffMs,
  createJobQueue,
  DEFAULT_ATTEMPT_LIMIT,
  enqueueJob,
  JOB_ATTEMPT_LIMITS,
  type JobHandler,
} from "./jobs";

const silent = { warn() {}, error() {}, info() {}, debug() {} } as never;

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => drop?.());

const queue = (handlers: Record<string, JobHandler>, db = database.db, leaseMs?: number) =>
  createJobQueue({ db, log: silent, handlers, leaseMs });
const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0];

describe("the job queue", () => {
  it("runs a due job once and keeps it done", async () => {
    const seen: unknown[] = [];
    const q = queue({ "test.once": async (payload) => void seen.push(payload) });
    const id = await enqueueJob(database.db, "test.once", { n: 1 });
    await q.runDue();
    await q.runDue();
    expect(seen).toEqual([{ n: 1 }]);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1, lastError: null });
  });

  it("retries a failing job later with a growing delay and records the error", async () => {
    let calls = 0;
    const q = queue({
      "test.flaky": async () => {
        calls++;
        if (calls < 3) throw new Error(`provider down (try ${calls})`);
      },
    });
    const id = await enqueueJob(database.db, "test.flaky");
    await q.runDue();
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: "queued", attempts: 1, lastError: "provider down (try 1)", claim: null });
    const delay1 = first!.runAt.getTime() - Date.now();
    expect(delay1).toBeGreaterThan(backoffMs(1) - 5_000);
    // Not due yet: nothing runs.
    await q.runDue();
    expect(calls).toBe(1);

    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    await q.runDue();
    const second = await jobRow(id);
    expect(second).toMatchObject({ attempts: 2, lastError: "provider down (try 2)" });
    expect(second!.runAt.getTime() - Date.now()).toBeGreaterThan(backoffMs(2) - 5_000);
    expect(backoffMs(2)).toBeGreaterThan(backoffMs(1));

    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
    await q.runDue();
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 3, lastError: null });
    expect(calls).toBe(3);
  });

  it("lets another worker take over a job whose claimant died, once its lease is over", async () => {
    let release: () => void = () => {};
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: string[] = [];
    const dying = queue({
      "test.lease": async () => {
        runs.push("dying");
        await stuck;
      },
    });
    const id = await enqueueJob(database.db, "test.lease");
    const dyingPass = dying.runDue();
    await expect.poll(() => runs).toEqual(["dying"]);
    const survivor = queue({ "test.lease": async () => void runs.push("survivor") });
    // Still leased to the first worker: left alone.
    expect(await survivor.runDue()).toBe(0);
    // Its lease runs out (the process is gone): the survivor takes it.
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` }).where(eq(jobs.id, id));
    expect(await survivor.runDue()).toBe(1);
    expect(runs).toEqual(["dying", "survivor"]);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2 });
    // The first worker finishing late changes nothing.
    release();
    await dyingPass;
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("moves a recurring job to its next run after each run, and keeps its place on restart", async () => {
    let ran = 0;
    const recurring = [{ name: "test.every-minute", kind: "test.tick", everySeconds: 60 }];
    const q = createJobQueue({
      db: database.db,
      log: silent,
      handlers: { "test.tick": async () => void ran++ },
      recurring,
    });
    await q.schedule();
    await q.runDue();
    expect(ran).toBe(0);
    await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, "test.every-minute"));
    await q.schedule();
    await q.runDue();
    await q.runDue();
    expect(ran).toBe(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.name, "test.every-minute"));
    expect(row).toMatchObject({ status: "queued", everySeconds: 60 });
    expect(row!.runAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(await database.db.select().from(jobs).where(eq(jobs.name, "test.every-minute"))).toHaveLength(1);
  });
});

describe("jobs that give up", () => {
  const due = (id: number) => database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));

  it("go dead after their kind's attempt limit, keeping the last error, and tell their domain once", async () => {
    let calls = 0;
    const dead: unknown[] = [];
    const q = createJobQueue({
      db: database.db,
      log: silent,
      handlers: {
        "test.doomed": async () => {
          calls++;
          throw new Error(`provider refused (try ${calls})`);
        },
      },
      attemptLimits: { "test.doomed": 3 },
      onDead: { "test.doomed": async (payload, lastError) => void dead.push({ payload, lastError }) },
    });
    const id = await enqueueJob(database.db, "test.doomed", { refundId: 7 });
    await q.runDue();
    await due(id);
    await q.runDue();
    expect(await jobRow(id)).toMatchObject({ status: "queued", attempts: 2, diedAt: null });
    await due(id);
    await q.runDue();
    const row = await jobRow(id);
    expect(row).toMatchObject({ status: "dead", attempts: 3, lastError: "provider refused (try 3)", claim: null });
    expect(row!.diedAt).toBeInstanceOf(Date);
    expect(dead).toEqual([{ payload: { refundId: 7 }, lastError: "provider refused (try 3)" }]);
    // Dead means stopped: even when "due", it is never claimed again.
    await due(id);
    expect(await q.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it("use the kind's limit from the table, and a default for other kinds", () => {
    expect(JOB_ATTEMPT_LIMITS.refund).toBeGreaterThanOrEqual(40);
    // A refund keeps trying for about two days; anything else for hours.
    const span = (tries: number) =>
      Array.from({ length: tries - 1 }, (_, i) => backoffMs(i + 1)).reduce((a, b) => a + b);
    expect(span(JOB_ATTEMPT_LIMITS.refund!) / 3_600_000).toBeGreaterThan(36);
    expect(span(DEFAULT_ATTEMPT_LIMIT) / 3_600_000).toBeGreaterThan(2);
    expect(span(DEFAULT_ATTEMPT_LIMIT) / 3_600_000).toBeLessThan(6);
  });

  it("never include a recurring job: it fails past any limit and still has its next run", async () => {
    let calls = 0;
    const q = createJobQueue({
      db: database.db,
      log: silent,
      handlers: {
        "test.failing-tick": async () => {
          calls++;
          throw new Error("still broken");
        },
      },
      attemptLimits: { "test.failing-tick": 1 },
      recurring: [{ name: "test.failing-tick", kind: "test.failing-tick", everySeconds: 60 }],
    });
    await q.schedule();
    const named = () => database.db.select().from(jobs).where(eq(jobs.name, "test.failing-tick"));
    for (let run = 0; run < 3; run++) {
      await database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.name, "test.failing-tick"));
      await q.runDue();
    }
    expect(calls).toBe(3);
    const [row] = await named();
    expect(row).toMatchObject({ status: "queued", attempts: 3, lastError: "still broken", diedAt: null });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("keep their lease while a slow handler runs, so a second poller never runs them too", async () => {
    // Long enough that a busy CI machine's pause (a GC, another process) between two renewals,
    // a third of a lease apart, never outlasts a lease: at 600 ms a 400 ms stall let it go.
    const leaseMs = 2_000;
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: string[] = [];
    const first = queue(
      {
        "test.slow": async () => {
          runs.push("first");
          await slow;
        },
      },
      database.db,
      leaseMs,
    );
    const second = queue({ "test.slow": async () => void runs.push("second") }, database.db, leaseMs);
    const id = await enqueueJob(database.db, "test.slow");
    const firstPass = first.runDue();
    await expect.poll(() => runs).toEqual(["first"]);
    // Two leases go by while the handler is still busy; the second poller keeps trying.
    const until = Date.now() + 2 * leaseMs;
    while (Date.now() < until) {
      expect(await second.runDue()).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, leaseMs / 4));
    }
    release();
    await firstPass;
    expect(runs).toEqual(["first"]);
    expect(await jobRow(id)).toMatchObject({ status: "done", attempts: 1 });
  });

  it("claim one job at a time, so a job behind a slow one is free for another poller", async () => {
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const runs: string[] = [];
    const first = queue({
      "test.queue-a": async () => {
        runs.push("first:a");
        await slow;
      },
      "test.queue-b": async () => void runs.push("first:b"),
    });
    const second = queue({ "test.queue-b": async () => void runs.push("second:b") });
    await enqueueJob(database.db, "test.queue-a");
    const b = await enqueueJob(database.db, "test.queue-b", {}, new Date(Date.now() + 1));
    const firstPass = first.runDue();
    await expect.poll(() => runs).toEqual(["first:a"]);
    expect(await second.runDue()).toBe(1);
    release();
    await firstPass;
    expect(runs).toEqual(["first:a", "second:b"]);
    expect(await jobRow(b)).toMatchObject({ status: "done", attempts: 1 });
  });
});

describe("old finished jobs", () => {
  it("are forgotten after 30 days; queued ones never", async () => {
    const q = queue({ "test.old": async () => {} });
    const done = await enqueueJob(database.db, "test.old");
    await q.runDue();
    const waiting = await enqueueJob(database.db, "test.old", {}, new Date(Date.now() + 3_600_000));
    await database.db.update(jobs).set({ finishedAt: sql`now() - interval '31 days'` }).where(eq(jobs.id, done));
    await q.pruneDone(30);
    expect(await jobRow(done)).toBeUndefined();
    expect(await jobRow(waiting)).toMatchObject({ status: "queued" });
  });
});

// Two instances (two connection pools) on one PostgreSQL database polling together.
describe.skipIf(testDatabaseKind() !== "postgres")("two instances on one database", () => {
  it("run each job exactly once", async () => {
    const url = (database.pool as unknown as { options: { connectionString: string } }).options.connectionString;
    const other = await openDatabase({ url, poolSize: 4 });
    try {
      const runs = new Map<number, string[]>();
      const handler =
        (who: string): JobHandler =>
        async (payload) => {
          const n = Number(payload.n);
          runs.set(n, [...(runs.get(n) ?? []), who]);
          await new Promise((resolve) => setImmediate(resolve));
        };
      const a = createJobQueue({
        db: database.db,
        log: silent,
        handlers: { "test.race": handler("a") },
        batch: 3,
        pollMs: 5,
      });
      const b = createJobQueue({
        db: other.db,
        log: silent,
        handlers: { "test.race": handler("b") },
        batch: 3,
        pollMs: 5,
      });
      for (let n = 0; n < 60; n++) await enqueueJob(database.db, "test.race", { n });
      // Both workers poll on their own timers, as on two hosts.
      a.start();
      b.start();
      await expect.poll(() => runs.size, { timeout: 10_000 }).toBe(60);
      await Promise.all([a.stop(), b.stop()]);
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: 60 }, (_, i) => i));
      for (const who of runs.values()) expect(who).toHaveLength(1);
      // Both did some of the work.
      const all = [...runs.values()].flat();
      expect(all).toContain("a");
      expect(all).toContain("b");
    } finally {
      await other.close();
    }
  });
});

describe("a claim of several jobs, and a busy server (decision 031)", () => {
  it("runs a claim's jobs side by side and finishes them all", async () => {
    // Each handler waits until all three have started: run one after another, they never would.
    let started = 0;
    let release: () => void = () => {};
    const allStarted = new Promise<void>((resolve) => {
      release = resolve;
    });
    const q = createJobQueue({
      db: database.db,
      log: silent,
      batch: 20,
      handlers: {
        "test.together": async () => {
          started += 1;
          if (started === 3) release();
          await Promise.race([
            allStarted,
            new Promise((_, reject) => setTimeout(() => reject(new Error("alone")), 2000)),
          ]);
        },
      },
    });
    const ids = await Promise.all([1, 2, 3].map((n) => enqueueJob(database.db, "test.together", { n })));
    await q.runDue();
    for (const id of ids) expect(await jobRow(id)).toMatchObject({ status: "done", lastError: null });
  });

  it("lets a saturated event loop go first for a few polls, then runs the job anyway", async () => {
    const ranAfter: number[] = [];
    let chunks = 0;
    const q = createJobQueue({
      db: database.db,
      log: silent,
      pollMs: 20,
      handlers: { "test.patient": async () => void ranAfter.push(chunks) },
    });
    await enqueueJob(database.db, "test.patient");
    q.start();
    // Requests that keep the loop busy: 25 ms of work, a breath, again (each poll finds it busy).
    // The breath is setImmediate, not a timer: a busy machine wakes a timer late, and that idle
    // wait made the loop look free to the queue.
    while (ranAfter.length === 0 && chunks < 60) {
      const until = performance.now() + 25;
      while (performance.now() < until) {
        // busy, as a burst of bookings keeps it
      }
      chunks += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
    await q.stop();
    // Four polls yield; the fifth runs it although the loop is still busy.
    expect(ranAfter).toHaveLength(1);
    expect(ranAfter[0]).toBeGreaterThanOrEqual(4);
    expect(ranAfter[0]).toBeLessThan(30);
  });
});
