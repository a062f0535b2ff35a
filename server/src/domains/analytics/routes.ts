import { ownerAnalyticsQuerySchema, periodQuerySchema, topVenuesQuerySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { authorize, requireUser } from "../../plugins/session";
import type { AnalyticsService } from "./service";

/** HTTP only: parse, call one service function, answer. Contract: docs/api/owner-admin.md. */
export async function analyticsRoutes(fastify: FastifyInstance, opts: { analytics: AnalyticsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = opts;

  app.get(
    "/api/analytics/most-viewed",
    { onRequest: authorize("analytics.platform"), schema: { querystring: topVenuesQuerySchema } },
    async (request) => analytics.mostViewed(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/most-booked",
    { onRequest: authorize("analytics.platform"), schema: { querystring: topVenuesQuerySchema } },
    async (request) => analytics.mostBooked(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/summary",
    { onRequest: authorize("analytics.platform"), schema: { querystring: periodQuerySchema } },
    async (request) => analytics.summary(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/owner",
    { onRequest: authorize("analytics.venue"), schema: { querystring: ownerAnalyticsQuerySchema } },
    async (request) => analytics.owner(requireUser(request), request.query),
  );
}
