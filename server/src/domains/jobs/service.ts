import { type AdminJob, type AdminJobList, conflict, notFound, type User } from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { type JobRecord, jobsRepo } from "./repo";

/**
 * What an admin may read of a payload: ids, numbers and yes/no only. Strings (an email, a token,
 * a provider's answer) are named but not shown, so the list can never leak what a handler holds.
 */
export function summarisePayload(payload: JobRecord["payload"]): string {
  const value: unknown = typeof payload === "string" ? JSON.parse(payload) : payload;
  if (!value || typeof value !== "object") return "";
  // Sorted: jsonb keeps its own key order, not the order the job was queued with.
  return Object.entries(value as Record<string, unknown>)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, v]) => (typeof v === "number" || typeof v === "boolean" ? `${key}=${v}` : `${key}=…`))
    .join(", ");
}

function toAdminJob(job: JobRecord): AdminJob {
  const { payload, ...rest } = job;
  return { ...rest, payloadSummary: summarisePayload(payload) };
}

/** Admins see jobs that stopped retrying and put them back in the queue (decision 011). */
export function createJobsAdminService(deps: { db: Db }) {
  const repo = jobsRepo(deps.db);
  return {
    async list(actor: User, status: "dead" | "queued"): Promise<AdminJobList> {
      assertCan(actor, "jobs.manage");
      return { jobs: (await repo.list(status, 200)).map(toAdminJob) };
    },

    /** Dead → queued with its attempts reset; the poller runs it within seconds. */
    async retry(actor: User, id: number): Promise<AdminJob> {
      assertCan(actor, "jobs.manage");
      const requeued = await repo.requeueDead(id);
      if (requeued) return toAdminJob(requeued);
      const job = await repo.byId(id);
      if (!job) throw notFound("Job not found");
      throw conflict({
        message:
          "Only a job that stopped retrying (dead) can be retried; this one is {status, select, queued {still queued} done {done} other {{status}}}.",
        values: { status: job.status },
      });
    },
  };
}

export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
