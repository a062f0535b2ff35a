import { contactMessageListQuerySchema, contactSchema, NEXT_CURSOR_HEADER } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { ContactService } from "./service";

export async function contactRoutes(fastify: FastifyInstance, opts: { contact: ContactService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post("/api/contact", { schema: { body: contactSchema } }, async (request, reply) => {
    await opts.contact.send(request.user ?? null, request.body, request.ip);
    return reply.status(201).send({ message: "Thanks for writing to us. We'll reply within 24 hours." });
  });

  app.get(
    "/api/contact-messages",
    { onRequest: authorize("contact.read"), schema: { querystring: contactMessageListQuerySchema } },
    async (request, reply) => {
      const page = await opts.contact.list(requireUser(request), request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      reply.header("X-Total-Count", String(page.total));
      reply.header("X-Unread-Count", String(page.unread));
      return page.messages;
    },
  );

  app.post(
    "/api/contact-messages/:id/read",
    { onRequest: authorize("contact.read"), schema: { params: z.object({ id: idSchema("message") }) } },
    async (request) => opts.contact.markRead(requireUser(request), request.params.id),
  );
}
