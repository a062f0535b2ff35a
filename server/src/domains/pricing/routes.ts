import { priceGridQuerySchema, priceGridSchema, priceRulesInputSchema, priceRulesSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contract } from "../../lib/contract";
import { venueIdParams } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { PricingService } from "./service";

/** HTTP only: parse, call one service function, answer. Rules: docs/product/venues.md, "Prices and price rules". */
export async function pricingRoutes(fastify: FastifyInstance, opts: { pricing: PricingService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { pricing } = opts;

  app.get(
    "/api/venues/:id/price-rules",
    {
      onRequest: authorize("pricing.manage"),
      schema: {
        ...contract({
          id: "getPriceRules",
          summary: "A venue's price rules, in order (its owner and admins)",
          tag: "pricing",
          audience: "session",
          ok: { 200: priceRulesSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => pricing.get(requireUser(request), request.params.id),
  );

  app.put(
    "/api/venues/:id/price-rules",
    {
      onRequest: authorize("pricing.manage"),
      schema: {
        ...contract({
          id: "putPriceRules",
          summary: "Replace a venue's price rules (applied at once, no review; bookings keep their price)",
          description:
            "A date rule beats a weekday rule, which beats a rule with only a time band, which beats the base price; a court's rule beats a venue-wide one of the same kind; a rule with a time band beats one without; still tied, the later rule in the list wins. A time band [from, to) covers a slot that lies wholly within it.",
          tag: "pricing",
          audience: "session",
          ok: { 200: priceRulesSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        body: priceRulesInputSchema,
      },
    },
    async (request) => pricing.put(requireUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/venues/:id/price-grid",
    {
      onRequest: authorize("pricing.manage"),
      schema: {
        ...contract({
          id: "getPriceGrid",
          summary: "Seven days of slot prices from a date under the saved rules (for one court when given)",
          tag: "pricing",
          audience: "session",
          ok: { 200: priceGridSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        querystring: priceGridQuerySchema,
      },
    },
    async (request) => pricing.grid(requireUser(request), request.params.id, request.query.from, request.query.courtId),
  );
}
