import { adminJobListSchema, adminJobSchema, adminJobsQuerySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { JobsAdminService } from "./service";

const jobParams = z.object({ id: idSchema("job") });

/** HTTP only. Rules: docs/decisions/011-job-queue.md (attempt limits, the dead state). */
export async function jobRoutes(fastify: FastifyInstance, opts: { jobsAdmin: JobsAdminService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { jobsAdmin } = opts;
  app.get(
    "/api/admin/jobs",
    {
      onRequest: authorize("jobs.manage"),
      schema: {
        ...contract({
          id: "listJobs",
          summary: "Background jobs that stopped retrying (dead) or are queued, with their tries and last error",
          tag: "system",
          audience: "session",
          ok: { 200: adminJobListSchema },
          errors: [400, 403],
        }),
        querystring: adminJobsQuerySchema,
      },
    },
    async (request) => jobsAdmin.list(requireUser(request), request.query.status),
  );

  app.post(
    "/api/admin/jobs/:id/retry",
    {
      onRequest: authorize("jobs.manage"),
      schema: {
        ...contract({
          id: "retryJob",
          summary: "Queue a dead job again with a fresh set of attempts",
          tag: "system",
          audience: "session",
          ok: { 200: adminJobSchema },
          errors: [400, 403, 404, 409],
        }),
        params: jobParams,
      },
    },
    async (request) => jobsAdmin.retry(requireUser(request), request.params.id),
  );
}
