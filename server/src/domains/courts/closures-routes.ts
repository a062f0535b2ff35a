import { closurePreviewSchema, closureResultSchema, closureSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contract } from "../../lib/contract";
import { venueIdParams } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { ClosuresService } from "./closures-service";

/** The closures calls (docs/product/blocks.md#closures), under their own tag. */
export async function closureRoutes(fastify: FastifyInstance, opts: { closures: ClosuresService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { closures } = opts;

  app.post(
    "/api/venues/:id/closures/preview",
    {
      onRequest: authorize("venue.close"),
      schema: {
        ...contract({
          id: "previewClosure",
          summary:
            "The bookings a closure of these days (or, with slots, these hours of them) would cancel, and the refund in all; changes nothing",
          tag: "closures",
          audience: "session",
          ok: { 200: closurePreviewSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        body: closureSchema,
      },
    },
    async (request) => closures.preview(requireUser(request), request.params.id, request.body),
  );

  app.post(
    "/api/venues/:id/closures",
    {
      onRequest: authorize("venue.close"),
      schema: {
        ...contract({
          id: "createClosure",
          summary:
            "Close a court or the venue for days, or with slots for those hours of them: no new orders, and every booking hit cancelled with a full refund, once",
          tag: "closures",
          audience: "session",
          ok: { 200: closureResultSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        body: closureSchema,
      },
    },
    async (request) => closures.close(requireUser(request), request.params.id, request.body),
  );
}
