import { isId, NEXT_CURSOR_HEADER, venueSearchQuerySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
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

  app.get("/api/venues", { schema: { querystring: venueSearchQuerySchema } }, async (request, reply) => {
    const page = await venues.searchJson(request.user ?? null, request.query);
    if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
    if (page.total !== null) reply.header("X-Total-Count", String(page.total));
    return reply.type("application/json; charset=utf-8").send(page.json);
  });

  app.get("/api/venues/compare", { schema: { querystring: compareQuery } }, async (request) =>
    venues.compare(request.user ?? null, request.query.ids),
  );

  app.get("/api/venues/:id", { schema: { params: venueIdParams } }, async (request) =>
    venues.get(request.user ?? null, request.params.id, {
      ip: request.ip,
      userAgent: request.headers["user-agent"],
    }),
  );

  app.get("/api/venues/:id/details", { schema: { params: venueIdParams } }, async (request) =>
    venues.details(request.user ?? null, request.params.id),
  );

  app.get("/api/locations", { schema: { querystring: locationsQuery } }, async (request) =>
    venues.locations(request.query.q),
  );
}
