import { courtSchema, createCourtSchema, updateCourtSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema, venueIdParams } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { CourtsService } from "./service";

/** The courts calls (docs/product/courts.md), under their own tag. */
export async function courtRoutes(fastify: FastifyInstance, opts: { courts: CourtsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { courts } = opts;

  app.get(
    "/api/venues/:id/courts",
    {
      schema: {
        ...contract({
          id: "listCourts",
          summary: "A venue's courts in order, each with the courts it shares space with",
          tag: "courts",
          audience: "optional",
          ok: { 200: z.array(courtSchema) },
          errors: [400, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => courts.list(request.user ?? null, request.params.id),
  );

  app.post(
    "/api/venues/:id/courts",
    {
      onRequest: authorize("venue.manage"),
      schema: {
        ...contract({
          id: "createCourt",
          summary: "Add a court to the owner's venue",
          tag: "courts",
          audience: "session",
          ok: { 201: courtSchema },
          errors: [400, 403, 404, 409],
        }),
        params: venueIdParams,
        body: createCourtSchema,
      },
    },
    async (request, reply) => {
      const court = await courts.create(requireUser(request), request.params.id, request.body);
      return reply.code(201).send(court);
    },
  );

  app.patch(
    "/api/courts/:id",
    {
      onRequest: authorize("venue.manage"),
      schema: {
        ...contract({
          id: "updateCourt",
          summary: "Rename a court, or set the courts it shares space with (a booking of one takes the others)",
          tag: "courts",
          audience: "session",
          ok: { 200: courtSchema },
          errors: [400, 403, 404, 409],
        }),
        params: z.object({ id: idSchema("court") }),
        body: updateCourtSchema,
      },
    },
    async (request) => courts.update(requireUser(request), request.params.id, request.body),
  );

  app.delete(
    "/api/courts/:id",
    {
      onRequest: authorize("venue.manage"),
      schema: {
        ...contract({
          id: "removeCourt",
          summary:
            "Remove a court with nothing booked on it from today on (never the venue's last); its past bookings keep it",
          tag: "courts",
          audience: "session",
          ok: { 204: null },
          errors: [400, 403, 404, 409],
        }),
        params: z.object({ id: idSchema("court") }),
      },
    },
    async (request, reply) => {
      await courts.remove(requireUser(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
