import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { NotificationsService } from "./service";

export async function notificationRoutes(fastify: FastifyInstance, opts: { notifications: NotificationsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notifications } = opts;

  app.get("/api/notifications", { onRequest: signedIn }, async (request) => notifications.list(requireUser(request)));

  app.post(
    "/api/notifications/:id/read",
    { onRequest: signedIn, schema: { params: z.object({ id: idSchema("notification") }) } },
    async (request, reply) => {
      await notifications.markRead(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post("/api/notifications/read-all", { onRequest: signedIn }, async (request, reply) => {
    await notifications.markAllRead(requireUser(request));
    return reply.status(204).send();
  });

  app.delete("/api/notifications", { onRequest: signedIn }, async (request, reply) => {
    await notifications.clear(requireUser(request));
    return reply.status(204).send();
  });
}
