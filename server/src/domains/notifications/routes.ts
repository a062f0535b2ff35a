import { storedNotificationSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { NotificationsService } from "./service";

export async function notificationRoutes(fastify: FastifyInstance, opts: { notifications: NotificationsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { notifications } = opts;

  app.get(
    "/api/notifications",
    {
      onRequest: signedIn,
      schema: contract({
        id: "listNotifications",
        summary: "The account's latest notifications, newest first",
        tag: "notifications",
        audience: "session",
        ok: { 200: z.array(storedNotificationSchema) },
      }),
    },
    async (request) => notifications.list(requireUser(request)),
  );

  app.post(
    "/api/notifications/:id/read",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "markNotificationRead",
          summary: "Mark one notification read",
          tag: "notifications",
          audience: "session",
          ok: { 204: null },
          errors: [400, 404],
        }),
        params: z.object({ id: idSchema("notification") }),
      },
    },
    async (request, reply) => {
      await notifications.markRead(requireUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/notifications/read-all",
    {
      onRequest: signedIn,
      schema: contract({
        id: "markAllNotificationsRead",
        summary: "Mark every notification read",
        tag: "notifications",
        audience: "session",
        ok: { 204: null },
      }),
    },
    async (request, reply) => {
      await notifications.markAllRead(requireUser(request));
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/notifications",
    {
      onRequest: signedIn,
      schema: contract({
        id: "clearNotifications",
        summary: "Delete every notification",
        tag: "notifications",
        audience: "session",
        ok: { 204: null },
      }),
    },
    async (request, reply) => {
      await notifications.clear(requireUser(request));
      return reply.status(204).send();
    },
  );
}
