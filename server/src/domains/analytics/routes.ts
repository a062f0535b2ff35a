import {
  adminSummarySchema,
  ownerAnalyticsQuerySchema,
  ownerAnalyticsSchema,
  periodQuerySchema,
  topVenueSchema,
  topVenuesQuerySchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { authorize, requireUser } from "../../plugins/session";
import type { AnalyticsService } from "./service";

/** HTTP only: parse, call one service function, answer. Rules: docs/product/payouts.md. */
export async function analyticsRoutes(fastify: FastifyInstance, opts: { analytics: AnalyticsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { analytics } = opts;

  app.get(
    "/api/analytics/most-viewed",
    {
      onRequest: authorize("analytics.platform"),
      schema: {
        ...contract({
          id: "mostViewedVenues",
          summary: "The most viewed venues in a period",
          tag: "analytics",
          audience: "session",
          ok: { 200: z.array(topVenueSchema) },
          errors: [400, 403],
        }),
        querystring: topVenuesQuerySchema,
      },
    },
    async (request) => analytics.mostViewed(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/most-booked",
    {
      onRequest: authorize("analytics.platform"),
      schema: {
        ...contract({
          id: "mostBookedVenues",
          summary: "The most booked venues in a period",
          tag: "analytics",
          audience: "session",
          ok: { 200: z.array(topVenueSchema) },
          errors: [400, 403],
        }),
        querystring: topVenuesQuerySchema,
      },
    },
    async (request) => analytics.mostBooked(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/summary",
    {
      onRequest: authorize("analytics.platform"),
      schema: {
        ...contract({
          id: "platformSummary",
          summary: "The platform's figures for a period",
          tag: "analytics",
          audience: "session",
          ok: { 200: adminSummarySchema },
          errors: [400, 403],
        }),
        querystring: periodQuerySchema,
      },
    },
    async (request) => analytics.summary(requireUser(request), request.query),
  );

  app.get(
    "/api/analytics/owner",
    {
      onRequest: authorize("analytics.venue"),
      schema: {
        ...contract({
          id: "ownerAnalytics",
          summary: "An owner's views, bookings, earnings and occupancy for a period",
          tag: "analytics",
          audience: "session",
          ok: { 200: ownerAnalyticsSchema },
          errors: [400, 403, 404],
        }),
        querystring: ownerAnalyticsQuerySchema,
      },
    },
    async (request) => analytics.owner(requireUser(request), request.query),
  );
}
