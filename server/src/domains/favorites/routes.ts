import { favoriteSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { FavoritesService } from "./service";

export async function favoriteRoutes(fastify: FastifyInstance, opts: { favorites: FavoritesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { favorites } = opts;

  app.get("/api/favorites", { onRequest: signedIn }, async (request) => favorites.list(requireUser(request)));

  app.post("/api/favorites", { onRequest: signedIn, schema: { body: favoriteSchema } }, async (request, reply) => {
    const { favorite, created } = await favorites.add(requireUser(request), request.body.venueId);
    return reply.status(created ? 201 : 200).send(favorite);
  });

  app.delete(
    "/api/favorites/:venueId",
    { onRequest: signedIn, schema: { params: z.object({ venueId: idSchema("venue") }) } },
    async (request, reply) => {
      await favorites.remove(requireUser(request), request.params.venueId);
      return reply.status(204).send();
    },
  );
}
