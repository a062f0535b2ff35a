import { favoriteItemSchema, favoriteSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { FavoritesService } from "./service";

export async function favoriteRoutes(fastify: FastifyInstance, opts: { favorites: FavoritesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { favorites } = opts;

  app.get(
    "/api/favorites",
    {
      onRequest: signedIn,
      schema: contract({
        id: "listFavorites",
        summary: "The venues the account saved",
        tag: "favorites",
        audience: "session",
        ok: { 200: z.array(favoriteItemSchema) },
      }),
    },
    async (request) => favorites.list(requireUser(request)),
  );

  app.post(
    "/api/favorites",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "addFavorite",
          summary: "Save a venue (200 when it was saved already)",
          tag: "favorites",
          audience: "session",
          ok: { 200: favoriteItemSchema, 201: favoriteItemSchema },
          errors: [400, 404],
        }),
        body: favoriteSchema,
      },
    },
    async (request, reply) => {
      const { favorite, created } = await favorites.add(requireUser(request), request.body.venueId);
      return reply.status(created ? 201 : 200).send(favorite);
    },
  );

  app.delete(
    "/api/favorites/:venueId",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "removeFavorite",
          summary: "Forget a saved venue",
          tag: "favorites",
          audience: "session",
          ok: { 204: null },
          errors: [400, 404],
        }),
        params: z.object({ venueId: idSchema("venue") }),
      },
    },
    async (request, reply) => {
      await favorites.remove(requireUser(request), request.params.venueId);
      return reply.status(204).send();
    },
  );
}
