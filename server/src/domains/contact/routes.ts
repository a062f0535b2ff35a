import { contactMessageListQuerySchema, contactMessageSchema, contactSchema, NEXT_CURSOR_HEADER } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { answerIn } from "../../i18n";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { ContactService } from "./service";

const THANKS_MESSAGE = "Thanks for writing to us. We'll reply within 24 hours.";

export async function contactRoutes(fastify: FastifyInstance, opts: { contact: ContactService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    "/api/contact",
    {
      schema: {
        ...contract({
          id: "sendContactMessage",
          summary: "Write to the Crease team",
          tag: "contact",
          audience: "optional",
          ok: { 201: z.object({ message: z.string() }) },
          errors: [400, 429],
        }),
        body: contactSchema,
      },
    },
    async (request, reply) => {
      await opts.contact.send(request.user ?? null, request.body, request.ip);
      return reply.status(201).send({ message: answerIn(request, THANKS_MESSAGE) });
    },
  );

  app.get(
    "/api/contact-messages",
    {
      onRequest: authorize("contact.read"),
      schema: {
        ...contract({
          id: "listContactMessages",
          summary: "Messages to the team, newest first (X-Next-Cursor, X-Total-Count, X-Unread-Count)",
          tag: "contact",
          audience: "session",
          ok: { 200: z.array(contactMessageSchema) },
          errors: [400, 403],
        }),
        querystring: contactMessageListQuerySchema,
      },
    },
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
    {
      onRequest: authorize("contact.read"),
      schema: {
        ...contract({
          id: "markContactMessageRead",
          summary: "Mark a message read",
          tag: "contact",
          audience: "session",
          ok: { 200: contactMessageSchema },
          errors: [400, 403, 404],
        }),
        params: z.object({ id: idSchema("message") }),
      },
    },
    async (request) => opts.contact.markRead(requireUser(request), request.params.id),
  );
}
