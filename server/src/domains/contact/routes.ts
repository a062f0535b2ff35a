import { contactSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { ContactService } from "./service";

export async function contactRoutes(fastify: FastifyInstance, opts: { contact: ContactService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post("/api/contact", { schema: { body: contactSchema } }, async (request, reply) => {
    await opts.contact.send(request.user ?? null, request.body, request.ip);
    return reply.status(201).send({ message: "Thanks for writing to us. We'll reply within 24 hours." });
  });
}
