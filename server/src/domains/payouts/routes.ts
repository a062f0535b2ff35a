import { markPayoutPaidSchema, payoutListQuerySchema, runPayoutsSchema } from "@crease/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "../../lib/params";
import { requireRole, requireUser, signedIn } from "../../plugins/session";
import type { PayoutsService } from "./service";

const payoutParams = z.object({ id: idSchema("payout") });

/** Refuses visitors (401) and the wrong roles (403) before the input is validated. */
async function ownerOrAdmin(request: FastifyRequest): Promise<void> {
  requireRole(request, ["owner", "admin"], "Only venue owners and admins have payouts");
}

async function adminOnly(request: FastifyRequest): Promise<void> {
  requireRole(request, ["admin"], "Only admins can run and send payouts");
}

/** HTTP only: parse, call one service function, answer. Contract: docs/api/owner-admin.md. */
export async function payoutRoutes(fastify: FastifyInstance, opts: { payouts: PayoutsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payouts } = opts;

  app.get(
    "/api/payouts",
    { onRequest: [signedIn, ownerOrAdmin], schema: { querystring: payoutListQuerySchema } },
    async (request) => payouts.list(requireUser(request), request.query),
  );

  app.get(
    "/api/payouts/:id",
    { onRequest: [signedIn, ownerOrAdmin], schema: { params: payoutParams } },
    async (request) => payouts.get(requireUser(request), request.params.id),
  );

  app.post(
    "/api/payouts/run",
    { onRequest: [signedIn, adminOnly], schema: { body: runPayoutsSchema } },
    async (request) => payouts.run(requireUser(request), request.body.date),
  );

  app.post(
    "/api/payouts/:id/mark-paid",
    { onRequest: [signedIn, adminOnly], schema: { params: payoutParams, body: markPayoutPaidSchema } },
    async (request) => payouts.markPaid(requireUser(request), request.params.id, request.body.reference),
  );
}
