import { z } from "zod";

/** Which jobs an admin lists: the dead ones (stopped retrying, need a person) or those still queued. */
export const ADMIN_JOB_STATUSES = ["dead", "queued"] as const;

export const adminJobsQuerySchema = z.object({
  status: z
    .enum(ADMIN_JOB_STATUSES, {
      error: "Choose which jobs to list: those that stopped retrying (dead) or those still queued",
    })
    .default("dead"),
});

/**
 * A background job as GET /api/admin/jobs returns it. The payload is summarised (ids and numbers
 * only), never echoed, so nothing a handler was given leaks onto an admin's screen.
 */
export const adminJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  status: z.enum(["queued", "done", "dead"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  payloadSummary: z.string(),
  runAt: z.string(),
  diedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListSchema = z.object({ jobs: z.array(adminJobSchema) });
export type AdminJobList = z.infer<typeof adminJobListSchema>;
