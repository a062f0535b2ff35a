import { addressSuggestionSchema, geocodeQuerySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import type { GeocodeService } from "./service";

export async function geocodeRoutes(fastify: FastifyInstance, opts: { geocode: GeocodeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    "/api/geocode",
    {
      schema: {
        ...contract({
          id: "suggestAddresses",
          summary: "Address suggestions for the listing form",
          tag: "places",
          audience: "public",
          ok: { 200: z.array(addressSuggestionSchema) },
          errors: [400, 429],
        }),
        querystring: geocodeQuerySchema,
      },
    },
    async (request) => opts.geocode.suggest(request.query.q),
  );
}
