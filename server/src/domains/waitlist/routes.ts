import { joinWaitlistSchema, waitlistEntrySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { WaitlistService } from "./service";

const entryParams = z.object({ id: idSchema("waitlist entry") });

/** The waitlist (issue 26; docs/product/waitlist.md): its own tag in the OpenAPI document. */
export async function waitlistRoutes(fastify: FastifyInstance, opts: { waitlist: WaitlistService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { waitlist } = opts;

  app.post(
    "/api/venues/:id/waitlist",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "joinWaitlist",
          summary:
            "Wait for a slot someone else has booked or holds (the venue's first court when courtId is left out): when it frees, its waiters are offered it in the order they joined, each for 10 minutes",
          tag: "waitlist",
          audience: "session",
          ok: { 201: waitlistEntrySchema },
          errors: [400, 403, 404, 409, 422],
        }),
        params: z.object({ id: idSchema("venue") }),
        body: joinWaitlistSchema,
      },
    },
    async (request, reply) => {
      const entry = await waitlist.join(requireUser(request), request.params.id, request.body);
      return reply.status(201).send(entry);
    },
  );

  app.get(
    "/api/waitlist",
    {
      onRequest: signedIn,
      schema: contract({
        id: "listWaitlist",
        summary: "The player's own waitlist entries still waiting or offered, for slots from today on",
        tag: "waitlist",
        audience: "session",
        ok: { 200: z.array(waitlistEntrySchema) },
      }),
    },
    async (request) => waitlist.list(requireUser(request)),
  );

  app.delete(
    "/api/waitlist/:id",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "leaveWaitlist",
          summary: "Leave a waitlist (a running offer passes to the next player at once)",
          tag: "waitlist",
          audience: "session",
          ok: { 204: null },
          errors: [400, 404],
        }),
        params: entryParams,
      },
    },
    async (request, reply) => {
      await waitlist.release(requireUser(request), request.params.id, "leave");
      return reply.status(204).send();
    },
  );

  app.post(
    "/api/waitlist/:id/decline",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "declineWaitlistOffer",
          summary: "Decline the slot offered: it passes to the next player on the waitlist at once",
          tag: "waitlist",
          audience: "session",
          ok: { 204: null },
          errors: [400, 404, 409],
        }),
        params: entryParams,
      },
    },
    async (request, reply) => {
      await waitlist.release(requireUser(request), request.params.id, "decline");
      return reply.status(204).send();
    },
  );
}
