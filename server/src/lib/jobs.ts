import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { queryPrepared, queryRows } from "../db/rows";

/**
 * A job queue kept in the database (docs/decisions/011-job-queue.md). Due rows of `jobs` are
 * claimed in one statement with FOR UPDATE SKIP LOCKED and a lease, so two instances polling
 * together never run the same job, and a claim left by a process that died is taken over when
 * its lease runs out. A claim covers one job and its lease is renewed while the handler runs, so a
 * slow provider call never lets a second instance run the job too. A failed run is tried again
 * later with a growing delay and its error kept, up to its kind's attempt limit; then the job is
 * `dead` (it stopped retrying and needs a person: admins see it and may retry it). A recurring job
 * (one row per schedule) never dies: it is moved on by its interval after each run.
 */

export type JobHandler = (payload: Record<string, unknown>) => Promise<void>;

/** Thrown by a handler that knows when it wants to be tried again (it recorded that itself). */
export class RetryAt extends Error {
  constructor(
    message: string,
    readonly at: Date,
  ) {
    super(message);
    this.name = "RetryAt";
  }
}

/** Delay before the next try after `attempts` failed ones: 30 s, 1, 2, 4 … minutes, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Tries a one-off job gets before it goes dead, per kind. With backoffMs that is: a refund about
 * two days (48 tries: the first hour, then hourly), so a provider outage over a weekend night
 * does not need a person; anything else (mail and the like) about three hours (10 tries).
 */
export const JOB_ATTEMPT_LIMITS: Readonly<Record<string, number>> = {
  refund: 48,
  // A code lives 5 minutes: tries at 0, 30 s, 1.5 and 3.5 minutes, then dead (a later SMS is useless).
  "sms.send": 4,
};
export const DEFAULT_ATTEMPT_LIMIT = 10;

export interface RecurringJob {
  /** Unique name of the schedule (one row per name). */
  name: string;
  kind: string;
  everySeconds: number;
}

/** Queues a one-off job; pass a transaction to make it part of the change that needs it. */
export async function enqueueJob(
  db: Db,
  kind: string,
  payload: Record<string, unknown> = {},
  runAt?: Date,
): Promise<number> {
  const [id] = await enqueueJobs(db, kind, [payload], runAt);
  return id as number;
}

/** Queues one-off jobs of a kind in one statement (a batch of notifications' mails); their ids, in order. */
export async function enqueueJobs(
  db: Db,
  kind: string,
  payloads: Record<string, unknown>[],
  runAt?: Date,
): Promise<number[]> {
  if (payloads.length === 0) return [];
  const rows = await queryPrepared<{ id: number }>(
    db,
    sql`insert into jobs (kind, payload, run_at)
        select ${kind}, p.payload, coalesce(${runAt?.toISOString() ?? null}::timestamptz, now())
        from jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) with ordinality as p (payload, ord)
        order by p.ord
        returning id::int as id`,
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
}

const payloadOf = (job: ClaimedJob): Record<string, unknown> =>
  typeof job.payload === "string" ? JSON.parse(job.payload) : job.payload;

interface ClaimedJob {
  id: number;
  kind: string;
  payload: Record<string, unknown> | string;
  every_seconds: number | null;
  attempts: number;
}

/** The event loop's busy share above which a poll yields to requests, and how many polls in a row may. */
const BUSY_LOOP = 0.8;
const YIELD_POLLS = 4;

export function createJobQueue(options: {
  db: Db;
  log: FastifyBaseLogger;
  handlers: Record<string, JobHandler>;
  recurring?: RecurringJob[];
  /** How long a claim is held before another instance may take the job over. */
  leaseMs?: number;
  pollMs?: number;
  /**
   * Jobs claimed per statement (one by default). A claim's jobs run side by side, so none waits
   * leased behind another's handler: a burst of bookings' mails leaves in a few claims.
   */
  batch?: number;
  /** Overrides JOB_ATTEMPT_LIMITS per kind (tests use small ones). */
  attemptLimits?: Record<string, number>;
  /** Called once when a job of the kind goes dead, so its domain can show that it stopped retrying. */
  onDead?: Record<string, (payload: Record<string, unknown>, lastError: string) => Promise<void>>;
}) {
  const { db, log, handlers } = options;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batch = options.batch ?? 1;
  const limits = { ...JOB_ATTEMPT_LIMITS, ...options.attemptLimits };
  const limitOf = (kind: string) => limits[kind] ?? DEFAULT_ATTEMPT_LIMIT;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  /** Passes run one after another on an instance (the poller and a test's runDue never overlap). */
  let chain: Promise<unknown> = Promise.resolve();

  /** Registers the schedules; a new instance keeps a schedule's next run where it is. */
  async function schedule(): Promise<void> {
    for (const job of options.recurring ?? []) {
      await db.execute(
        sql`insert into jobs (kind, name, every_seconds, run_at)
            values (${job.kind}, ${job.name}, ${job.everySeconds}, now() + make_interval(secs => ${job.everySeconds}))
            on conflict (name) do update set kind = excluded.kind, every_seconds = excluded.every_seconds`,
      );
    }
  }

  async function claim(token: string): Promise<ClaimedJob[]> {
    return queryPrepared<ClaimedJob>(
      db,
      sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000}), claim = ${token},
            attempts = attempts + 1
          where id in (
            select id from jobs
            where status = 'queued' and run_at <= now() and (locked_until is null or locked_until <= now())
            order by run_at, id limit ${batch}
            for update skip locked)
          returning id::int as id, kind, payload, every_seconds, attempts`,
    );
  }

  /** One-off jobs of one claim that ran well: done together, in one statement. */
  async function finishDone(jobs: ClaimedJob[], token: string): Promise<void> {
    if (jobs.length === 0) return;
    // The ids as one text parameter, so the statement's text is the same for any batch (prepared once).
    await queryPrepared(
      db,
      sql`update jobs set status = 'done', locked_until = null, claim = null, last_error = null, finished_at = now()
          where id = any(string_to_array(${jobs.map((j) => Number(j.id)).join(",")}, ',')::bigint[]) and claim = ${token}`,
    );
  }

  async function finish(job: ClaimedJob, token: string, error: unknown): Promise<void> {
    const mine = sql`id = ${job.id} and claim = ${token}`;
    if (error === null) {
      if (!job.every_seconds) return finishDone([job], token);
      await db.execute(
        sql`update jobs set run_at = now() + make_interval(secs => ${job.every_seconds}), locked_until = null,
              claim = null, attempts = 0, last_error = null, finished_at = now() where ${mine}`,
      );
      return;
    }
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 2000);
    if (!job.every_seconds && job.attempts >= limitOf(job.kind)) {
      const [died] = await queryRows<{ id: number }>(
        db,
        sql`update jobs set status = 'dead', died_at = now(), locked_until = null, claim = null,
              last_error = ${message}
            where ${mine} returning id::int as id`,
      );
      if (died) {
        log.error(
          { jobId: job.id, kind: job.kind, attempts: job.attempts, lastError: message },
          "job dead; needs a person",
        );
        // The job is dead either way; a failing hook is logged, not retried.
        await options.onDead?.[job.kind]?.(payloadOf(job), message).catch((hookError: unknown) =>
          log.error({ err: hookError, jobId: job.id }, "job dead hook failed"),
        );
      }
      return;
    }
    const at = error instanceof RetryAt ? error.at : new Date(Date.now() + backoffMs(job.attempts));
    // A recurring job that fails still runs at its next interval at the latest.
    await db.execute(
      sql`update jobs set run_at = ${job.every_seconds ? sql`least(${at.toISOString()}::timestamptz, now() + make_interval(secs => ${job.every_seconds}))` : sql`${at.toISOString()}::timestamptz`},
            locked_until = null, claim = null, last_error = ${message}
          where ${mine}`,
    );
  }

  /**
   * Renews the claim's lease every third of it while its handler runs, and stops when told. Only
   * rows still under this claim are touched, so a renewal after the finish changes nothing.
   */
  function keepLease(token: string): () => void {
    const renew = () => {
      db.execute(
        sql`update jobs set locked_until = now() + make_interval(secs => ${leaseMs / 1000})
            where claim = ${token} and status = 'queued'`,
      ).catch((error: unknown) => log.warn({ err: error }, "job lease renewal failed"));
    };
    const timer = setInterval(renew, Math.max(1, Math.floor(leaseMs / 3)));
    timer.unref();
    return () => clearInterval(timer);
  }

  async function runOnce(): Promise<number> {
    let ran = 0;
    for (;;) {
      const token = randomUUID();
      const claimed = await claim(token);
      const release = claimed.length > 0 ? keepLease(token) : () => {};
      try {
        const failures = await Promise.all(claimed.map(runHandler));
        const done = claimed.filter((job, i) => failures[i] === null && !job.every_seconds);
        await finishDone(done, token);
        for (const [i, job] of claimed.entries()) {
          if (!done.includes(job)) await finish(job, token, failures[i] ?? null);
        }
      } finally {
        release();
      }
      ran += claimed.length;
      if (claimed.length < batch || stopped) return ran;
    }
  }

  /** Runs the job's handler: null when it ran well, else what it threw. */
  async function runHandler(job: ClaimedJob): Promise<unknown> {
    const handler = handlers[job.kind];
    try {
      if (!handler) throw new Error(`No handler for jobs of kind ${job.kind}`);
      await handler(payloadOf(job));
      return null;
    } catch (error) {
      log.warn({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, "job failed");
      return error ?? new Error("job failed");
    }
  }

  /** Runs every due job now (the poller's tick; tests call it to run jobs deterministically). */
  function runDue(): Promise<number> {
    const pass = chain.then(runOnce, runOnce);
    chain = pass.catch(() => 0);
    return pass;
  }

  return {
    schedule,
    runDue,
    /** Forgets one-off jobs finished more than `days` ago (a daily recurring job calls it). */
    async pruneDone(days = 30): Promise<void> {
      await db.execute(
        sql`delete from jobs where status = 'done' and finished_at < now() - make_interval(days => ${days})`,
      );
    },
    /** Polls every few seconds until stop(); unref'd so it never keeps a process alive. */
    start() {
      if (timer || stopped) return;
      let busySince = performance.eventLoopUtilization();
      let yielded = 0;
      const later = () => {
        if (stopped) return;
        timer = setTimeout(tick, options.pollMs ?? 3_000);
        timer.unref();
      };
      const tick = () => {
        // Requests first: while the event loop was nearly always busy since the last poll (a burst
        // of bookings), the queue waits, at most YIELD_POLLS polls in a row, so mails and the like
        // leave just after a burst instead of slowing it (and never more than ~15 s late).
        const busy = performance.eventLoopUtilization(busySince).utilization;
        busySince = performance.eventLoopUtilization();
        if (busy > BUSY_LOOP && yielded < YIELD_POLLS) {
          yielded += 1;
          return later();
        }
        yielded = 0;
        runDue()
          .catch((error: unknown) => log.warn({ err: error }, "job poll failed"))
          .finally(later);
      };
      timer = setTimeout(tick, options.pollMs ?? 3_000);
      timer.unref();
    },
    /** Stops polling and waits for the pass in progress. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await chain;
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
