import {
  approveVenueEditSchema,
  createVenueSchema,
  rejectVenueEditSchema,
  updateVenueSchema,
  type VenueType,
  venueDetailsSchema,
  venueEditSchema,
  venueSchema,
  venueStatusChangeSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
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
    {
      onRequest: authorize("venue.list"),
      schema: {
        ...contract({
          id: "createVenue",
          summary: "List a venue (it waits for an admin's approval)",
          tag: "listings",
          audience: "session",
          ok: { 201: venueSchema },
          errors: [400, 403],
        }),
        body: createVenueSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await listings.create(requireUser(request), request.body)),
  );

  for (const [path, type] of Object.entries(DETAIL_PATHS)) {
    app.post(
      `/api/venues/:id/${path}`,
      {
        onRequest: authorize("venue.manage", { publicVenue: "forbidden" }),
        schema: {
          ...contract({
            id: `save${type[0]!.toUpperCase()}${type.slice(1)}Details`,
            summary: `Set a ${type} venue's prices, hours and add-ons`,
            tag: "listings",
            audience: "session",
            ok: { 201: venueDetailsSchema },
            errors: [400, 403, 404],
          }),
          params: venueIdParams,
          body: detailsBody,
        },
      },
      async (request, reply) =>
        reply.status(201).send(await listings.saveDetails(requireUser(request), request.params.id, type, request.body)),
    );
  }

  app.patch(
    "/api/venues/:id",
    {
      onRequest: authorize("venue.manage", { publicVenue: "forbidden" }),
      schema: {
        ...contract({
          id: "updateVenue",
          summary: "Change a venue; on a live venue, name, place, prices and photos wait for review",
          tag: "listings",
          audience: "session",
          ok: { 200: venueSchema },
          errors: [400, 403, 404, 409],
        }),
        params: venueIdParams,
        body: updateVenueSchema,
      },
    },
    async (request) => listings.update(requireUser(request), request.params.id, request.body),
  );

  // Material changes of approved venues waiting for an admin (edit-review.ts).
  const editParams = z.object({ id: idSchema("change") });
  app.get(
    "/api/venue-edits",
    {
      onRequest: authorize("venue-edit.list"),
      schema: contract({
        id: "listVenueEdits",
        summary: "Changes to live venues waiting for review (an owner's own; every one for an admin)",
        tag: "listings",
        audience: "session",
        ok: { 200: z.array(venueEditSchema) },
        errors: [403],
      }),
    },
    async (request) => listings.review.list(requireUser(request)),
  );
  app.post(
    "/api/venue-edits/:id/approve",
    {
      onRequest: authorize("venue-edit.review"),
      schema: {
        ...contract({
          id: "approveVenueEdit",
          summary: "Approve a change: it goes live (409 when the venue changed since the version sent)",
          tag: "listings",
          audience: "session",
          ok: { 200: venueSchema },
          errors: [400, 403, 404, 409],
        }),
        params: editParams,
        body: approveVenueEditSchema,
      },
    },
    async (request) => listings.review.approve(requireUser(request), request.params.id, request.body.version),
  );
  app.post(
    "/api/venue-edits/:id/reject",
    {
      onRequest: authorize("venue-edit.review"),
      schema: {
        ...contract({
          id: "rejectVenueEdit",
          summary: "Reject a change, saying why",
          tag: "listings",
          audience: "session",
          ok: { 204: null },
          errors: [400, 403, 404, 409],
        }),
        params: editParams,
        body: rejectVenueEditSchema,
      },
    },
    async (request, reply) => {
      await listings.review.reject(requireUser(request), request.params.id, request.body.note);
      return reply.status(204).send();
    },
  );
  app.delete(
    "/api/venue-edits/:id",
    {
      onRequest: authorize("venue-edit.list"),
      schema: {
        ...contract({
          id: "withdrawVenueEdit",
          summary: "Take back a change waiting for review",
          tag: "listings",
          audience: "session",
          ok: { 204: null },
          errors: [400, 403, 404, 409],
        }),
        params: editParams,
      },
    },
    async (request, reply) => {
      await listings.review.withdraw(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/venues/:id/status-history",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "getVenueStatusHistory",
          summary: "Who moved the venue between pending, approved, rejected and suspended, and why",
          tag: "listings",
          audience: "session",
          ok: { 200: z.array(venueStatusChangeSchema) },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => listings.statusHistory(requireUser(request), request.params.id),
  );
}
