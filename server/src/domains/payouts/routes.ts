import { markPayoutPaidSchema, payoutListQuerySchema, runPayoutsSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { PayoutsService } from "./service";

const payoutParams = z.object({ id: idSchema("payout") });

/** HTTP only: parse, call one service function, answer. Contract: docs/api/owner-admin.md. */
export async function payoutRoutes(fastify: FastifyInstance, opts: { payouts: PayoutsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payouts } = opts;

  app.get(
    "/api/payouts",
    { onRequest: authorize("payout.list"), schema: { querystring: payoutListQuerySchema } },
    async (request) => payouts.list(requireUser(request), request.query),
  );

  app.get(
    "/api/payouts/:id",
    { onRequest: authorize("payout.list"), schema: { params: payoutParams } },
    async (request) => payouts.get(requireUser(request), request.params.id),
  );

  app.post(
    "/api/payouts/run",
    { onRequest: authorize("payout.run"), schema: { body: runPayoutsSchema } },
    async (request) => payouts.run(requireUser(request), request.body.date),
  );

  app.post(
    "/api/payouts/:id/mark-paid",
    { onRequest: authorize("payout.run"), schema: { params: payoutParams, body: markPayoutPaidSchema } },
    async (request) => payouts.markPaid(requireUser(request), request.params.id, request.body.reference),
  );
}
