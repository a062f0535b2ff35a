import { blockSchema, blocksCreatedSchema, createBlockSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema, venueIdParams } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { BlocksService } from "./blocks-service";

/** The blocks calls (docs/product/blocks.md), under their own tag. */
export async function blockRoutes(fastify: FastifyInstance, opts: { blocks: BlocksService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { blocks } = opts;

  app.get(
    "/api/venues/:id/blocks",
    {
      onRequest: authorize("venue.block"),
      schema: {
        ...contract({
          id: "listBlocks",
          summary: "The venue's blocked slots from today on, with the owner's reasons",
          tag: "blocks",
          audience: "session",
          ok: { 200: z.array(blockSchema) },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => blocks.list(requireUser(request), request.params.id),
  );

  app.post(
    "/api/venues/:id/blocks",
    {
      onRequest: authorize("venue.block"),
      schema: {
        ...contract({
          id: "createBlock",
          summary:
            "Block slots of a court (or, without courtId, the whole venue) once or weekly; 409 names a live booking in the way",
          tag: "blocks",
          audience: "session",
          ok: { 201: blocksCreatedSchema },
          errors: [400, 403, 404, 409],
        }),
        params: venueIdParams,
        body: createBlockSchema,
      },
    },
    async (request, reply) => {
      const made = await blocks.create(requireUser(request), request.params.id, request.body);
      const [first] = made;
      return reply.code(201).send({ id: first?.id ?? 0, seriesId: first?.seriesId ?? 0, blocks: made });
    },
  );

  app.delete(
    "/api/blocks/:id",
    {
      onRequest: authorize("venue.block"),
      schema: {
        ...contract({
          id: "deleteBlock",
          summary: "Put a blocked slot back on sale (with series=true, every week of its series from its date on)",
          tag: "blocks",
          audience: "session",
          ok: { 204: null },
          errors: [400, 403, 404],
        }),
        params: z.object({ id: idSchema("block") }),
        querystring: z.object({
          series: z.enum(["true", "false"], { error: "series must be true or false" }).optional(),
        }),
      },
    },
    async (request, reply) => {
      await blocks.remove(requireUser(request), request.params.id, request.query.series === "true");
      return reply.status(204).send();
    },
  );
}
