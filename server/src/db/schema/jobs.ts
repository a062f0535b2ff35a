import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Background work (lib/jobs.ts): one-off jobs (a refund to send) and recurring ones (one row
 * per schedule, unique name, moved on after each run). A worker claims due rows with
 * FOR UPDATE SKIP LOCKED and a lease (`locked_until`), so each run happens on one instance and
 * a claim left by a process that died is taken over once its lease is over. A one-off job that
 * fails its kind's number of attempts goes `dead` (kept with its last error) until an admin retries it.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind").notNull(),
    /** Recurring jobs only: one row per schedule. */
    name: text("name").unique(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    everySeconds: integer("every_seconds"),
    status: text("status").notNull().default("queued"),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** A token per claim: only the claimant's outcome is written, never a late one after a takeover. */
    claim: text("claim"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** When a one-off job used up its attempts and stopped (status 'dead'): it waits for an admin's retry. */
    diedAt: timestamp("died_at", { withTimezone: true }),
  },
  (t) => [
    check("jobs_status_check", sql`${t.status} in ('queued', 'done', 'dead')`),
    // Only one-off jobs die; a recurring one always has a next run.
    check("jobs_dead_check", sql`${t.status} <> 'dead' or (${t.everySeconds} is null and ${t.diedAt} is not null)`),
    check("jobs_every_check", sql`${t.everySeconds} is null or (${t.everySeconds} > 0 and ${t.name} is not null)`),
    index("jobs_due_idx").on(t.runAt).where(sql`${t.status} = 'queued'`),
    index("jobs_dead_idx").on(t.diedAt).where(sql`${t.status} = 'dead'`),
  ],
);
