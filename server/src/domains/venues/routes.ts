import {
  isId,
  locationSuggestionSchema,
  NEXT_CURSOR_HEADER,
  venueDetailsSchema,
  venueSchema,
  venueSearchQuerySchema,
  venueWithDetailsSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { alreadySerialized, contract } from "../../lib/contract";
import { venueIdParams } from "../../lib/params";
import type { VenuesService } from "./service";

const compareQuery = z.object({
  ids: z
    .string({ error: "Send the venue ids to compare, like ids=1,2,3" })
    .regex(/^\s*\d{1,10}(\s*,\s*\d{1,10})*\s*$/, "ids must be venue ids separated by commas, like ids=1,2,3")
    .transform((text) => text.split(",").map((id) => Number(id.trim())))
    .refine((ids) => ids.every(isId), "ids must be venue ids separated by commas, like ids=1,2,3")
    .refine((ids) => new Set(ids).size <= 3, "You can only compare up to 3 venues at once."),
});

const locationsQuery = z.object({
  q: z.string().max(100, "Type at most 100 characters").optional().default(""),
});

/** HTTP only: parse, call one service function, answer. */
export async function venueRoutes(fastify: FastifyInstance, opts: { venues: VenuesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { venues } = opts;

  app.get(
    "/api/venues",
    {
      schema: {
        ...contract({
          id: "searchVenues",
          summary:
            "Search venues by place, type, price, rating, date and slot; a page at a time (X-Next-Cursor, X-Total-Count)",
          tag: "venues",
          audience: "optional",
          ok: { 200: z.array(venueSchema) },
          errors: [400, 403],
        }),
        querystring: venueSearchQuerySchema,
      },
    },
    async (request, reply) => {
      const page = await venues.searchJson(request.user ?? null, request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      if (page.total !== null) reply.header("X-Total-Count", String(page.total));
      return reply.type("application/json; charset=utf-8").send(alreadySerialized(page.json));
    },
  );

  app.get(
    "/api/venues/compare",
    {
      schema: {
        ...contract({
          id: "compareVenues",
          summary: "Up to three venues side by side, with their details",
          tag: "venues",
          audience: "optional",
          ok: { 200: z.array(venueWithDetailsSchema) },
          errors: [400],
        }),
        querystring: compareQuery,
      },
    },
    async (request) => venues.compare(request.user ?? null, request.query.ids),
  );

  app.get(
    "/api/venues/:id",
    {
      schema: {
        ...contract({
          id: "getVenue",
          summary: "A venue page",
          tag: "venues",
          audience: "optional",
          ok: { 200: venueSchema },
          errors: [400, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) =>
      venues.get(request.user ?? null, request.params.id, {
        ip: request.ip,
        userAgent: request.headers["user-agent"],
      }),
  );

  app.get(
    "/api/venues/:id/details",
    {
      schema: {
        ...contract({
          id: "getVenueDetails",
          summary: "A venue's prices, hours and add-ons (null until the owner adds them)",
          tag: "venues",
          audience: "optional",
          ok: { 200: venueDetailsSchema.nullable() },
          errors: [400, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => venues.details(request.user ?? null, request.params.id),
  );

  app.get(
    "/api/locations",
    {
      schema: {
        ...contract({
          id: "suggestLocations",
          summary: "Cities and areas for the search box",
          tag: "venues",
          audience: "public",
          ok: { 200: z.array(locationSuggestionSchema) },
          errors: [400],
        }),
        querystring: locationsQuery,
      },
    },
    async (request) => venues.locations(request.query.q),
  );
}
