import { geocodeQuerySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { GeocodeService } from "./service";

export async function geocodeRoutes(fastify: FastifyInstance, opts: { geocode: GeocodeService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get("/api/geocode", { schema: { querystring: geocodeQuerySchema } }, async (request) =>
    opts.geocode.suggest(request.query.q),
  );
}
