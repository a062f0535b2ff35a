import { createVenueSchema, updateVenueSchema, type VenueType } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema, venueIdParams } from "../../lib/params";
import { authorize, requireUser, signedIn } from "../../plugins/session";
import type { ListingsService } from "./service";

const DETAIL_PATHS: Record<string, VenueType> = {
  "ground-details": "ground",
  "nets-details": "nets",
  "box-cricket-details": "box",
};

/** Details arrive as any object and are checked against the venue's own type in the service. */
const detailsBody = z.record(z.string(), z.unknown(), { error: "Send the details as a JSON object" });

export async function listingRoutes(fastify: FastifyInstance, opts: { listings: ListingsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { listings } = opts;

  app.post(
    "/api/venues",
    { onRequest: authorize("venue.list"), schema: { body: createVenueSchema } },
    async (request, reply) => reply.status(201).send(await listings.create(requireUser(request), request.body)),
  );

  for (const [path, type] of Object.entries(DETAIL_PATHS)) {
    app.post(
      `/api/venues/:id/${path}`,
      {
        onRequest: authorize("venue.manage"),
        schema: { params: venueIdParams, body: detailsBody },
      },
      async (request, reply) =>
        reply.status(201).send(await listings.saveDetails(requireUser(request), request.params.id, type, request.body)),
    );
  }

  app.patch(
    "/api/venues/:id",
    {
      onRequest: authorize("venue.manage"),
      schema: { params: venueIdParams, body: updateVenueSchema },
    },
    async (request) => listings.update(requireUser(request), request.params.id, request.body),
  );

  // Material changes of approved venues waiting for an admin (edit-review.ts).
  const editParams = z.object({ id: idSchema("change") });
  app.get("/api/venue-edits", { onRequest: authorize("venue-edit.list") }, async (request) =>
    listings.review.list(requireUser(request)),
  );
  app.post(
    "/api/venue-edits/:id/approve",
    { onRequest: authorize("venue-edit.review"), schema: { params: editParams } },
    async (request) => listings.review.approve(requireUser(request), request.params.id),
  );
  app.post(
    "/api/venue-edits/:id/reject",
    {
      onRequest: authorize("venue-edit.review"),
      schema: {
        params: editParams,
        body: z.object({
          note: z
            .string({ error: "Say why the changes are rejected" })
            .trim()
            .min(1, "Say why the changes are rejected")
            .max(1000, "The note must be at most 1000 characters"),
        }),
      },
    },
    async (request, reply) => {
      await listings.review.reject(requireUser(request), request.params.id, request.body.note);
      return reply.status(204).send();
    },
  );
  app.delete(
    "/api/venue-edits/:id",
    { onRequest: authorize("venue-edit.list"), schema: { params: editParams } },
    async (request, reply) => {
      await listings.review.withdraw(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/venues/:id/status-history",
    { onRequest: signedIn, schema: { params: venueIdParams } },
    async (request) => listings.statusHistory(requireUser(request), request.params.id),
  );
}
