import { MAX_AVAILABILITY_DAYS, searchDate, todayInIst, venueAvailabilitySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { alreadySerialized, contract } from "../../lib/contract";
import { venueIdParams } from "../../lib/params";
import type { AvailabilityService } from "./service";

// Written out, so it has its Hindi (server/src/i18n/hi.ts); the availability test names the limit.
const DAYS_MESSAGE = "days must be a whole number from 1 to 62";

const availabilityQuery = z.object({
  from: searchDate,
  days: z
    .string()
    .regex(/^\d{1,3}$/, DAYS_MESSAGE)
    .transform(Number)
    .refine((n) => n >= 1 && n <= MAX_AVAILABILITY_DAYS, DAYS_MESSAGE)
    .optional(),
  /** One court's slots; without it, the venue's (free while any court is). */
  courtId: z
    .string()
    .regex(/^\d{1,9}$/, "courtId must be a court's number")
    .transform(Number)
    .optional(),
});

export async function availabilityRoutes(fastify: FastifyInstance, opts: { availability: AvailabilityService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/venues/:id/availability",
    {
      schema: {
        ...contract({
          id: "getAvailability",
          summary:
            "Each slot's state and price (under the venue's price rules), day by day, within the venue's booking window",
          tag: "availability",
          audience: "optional",
          ok: { 200: venueAvailabilitySchema },
          errors: [400, 404, 422],
        }),
        params: venueIdParams,
        querystring: availabilityQuery,
      },
    },
    async (request, reply) => {
      const json = await opts.availability.forVenueJson(
        request.user ?? null,
        request.params.id,
        request.query.from ?? todayInIst(),
        request.query.days ?? 14,
        request.query.courtId ?? null,
      );
      return reply.type("application/json; charset=utf-8").send(alreadySerialized(json));
    },
  );
}
