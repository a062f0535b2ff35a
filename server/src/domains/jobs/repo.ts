import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, isoOrNull, queryRows } from "../../db/rows";

/** A job as the admin sees it (camelCase, instants as ISO text); the payload still raw. */
export interface JobRecord {
  id: number;
  kind: string;
  status: "queued" | "done" | "dead";
  attempts: number;
  lastError: string | null;
  payload: Record<string, unknown> | string;
  runAt: string;
  diedAt: string | null;
  createdAt: string;
}

const COLUMNS = sql`id::int as id, kind, status, attempts, last_error as "lastError", payload,
  run_at as "runAt", died_at as "diedAt", created_at as "createdAt"`;

function jobOf(row: JobRecord): JobRecord {
  return {
    ...row,
    attempts: Number(row.attempts),
    runAt: isoOf(row.runAt),
    diedAt: isoOrNull(row.diedAt),
    createdAt: isoOf(row.createdAt),
  };
}

/** SQL only: the admin's reads and retries of the jobs table (lib/jobs.ts runs it). */
export function jobsRepo(db: Db) {
  return {
    /** Dead jobs, latest death first; or queued ones, next due first. At most `limit`. */
    async list(status: "dead" | "queued", limit: number): Promise<JobRecord[]> {
      const rows = await queryRows<JobRecord>(
        db,
        status === "dead"
          ? sql`select ${COLUMNS} from jobs where status = 'dead' order by died_at desc, id desc limit ${limit}`
          : sql`select ${COLUMNS} from jobs where status = 'queued' order by run_at, id limit ${limit}`,
      );
      return rows.map(jobOf);
    },

    async byId(id: number): Promise<JobRecord | undefined> {
      const [row] = await queryRows<JobRecord>(db, sql`select ${COLUMNS} from jobs where id = ${id}`);
      return row && jobOf(row);
    },

    /**
     * A dead job queued again, due now, with a fresh set of attempts (its last error kept until
     * the next run). Only a dead row moves, so two admins retrying together queue it once.
     */
    async requeueDead(id: number): Promise<JobRecord | undefined> {
      const [row] = await queryRows<JobRecord>(
        db,
        sql`update jobs set status = 'queued', attempts = 0, died_at = null, run_at = now(),
              locked_until = null, claim = null
            where id = ${id} and status = 'dead' returning ${COLUMNS}`,
      );
      return row && jobOf(row);
    },
  };
}
