import { ownerAnalyticsQuerySchema, periodQuerySchema, topVenuesQuerySchema } from "@crease/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireRole, requireUser, signedIn } from "../../plugins/session";
import type { AnalyticsService } from "./service";

/** Refuses visitors (401) and non-admins (403) before the query is even validated. */
async function adminOnly(request: FastifyRequest): Promise<void> {
  requireRole(request, ["admin"], "Only admins can see platform analytics");
}

async function ownerOrAdmin(request: FastifyRequest): Promise<void> {
  requireRole(request, ["owner", "admin"], "Only venue owners and admins can see venue analytics");
}

/** HTTP only: parse, call one service function, answer. Contract: docs/api/owner-admin.md. */
export async function analyticsRoutes(fastify: FastifyInstance, opts: { analytics: AnalyticsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = opts;

  app.get(
    "/api/analytics/most-viewed",
    { onRequest: [signedIn, adminOnly], schema: { querystring: topVenuesQuerySchema } },
    async (request) => analytics.mostViewed(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/most-booked",
    { onRequest: [signedIn, adminOnly], schema: { querystring: topVenuesQuerySchema } },
    async (request) => analytics.mostBooked(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/summary",
    { onRequest: [signedIn, adminOnly], schema: { querystring: periodQuerySchema } },
    async (request) => analytics.summary(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/owner",
    { onRequest: [signedIn, ownerOrAdmin], schema: { querystring: ownerAnalyticsQuerySchema } },
    async (request) => analytics.owner(requireUser(request), request.query),
  );
}
