import { createSplitSchema, paymentOrderSchema, publicSplitSchema, splitSchema, splitTokenSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, bookingParty, requireUser, signedIn } from "../../plugins/session";
import type { Splits } from "./service";

const bookingParams = z.object({ id: idSchema("booking") });
const splitParams = z.object({ id: idSchema("split") });
const tokenParams = z.object({ token: splitTokenSchema });

/** Split the cost (issue 26; docs/product/split-payments.md): its own tag in the OpenAPI document. */
export async function splitsRoutes(fastify: FastifyInstance, opts: { splits: Splits }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { splits } = opts;

  app.post(
    "/api/bookings/:id/split",
    {
      // Players only (403 for the venue's side), then only on a booking of theirs (404), before the body.
      onRequest: [authorize("split.create"), bookingParty],
      schema: {
        ...contract({
          id: "splitBooking",
          summary:
            "Split the organiser's confirmed, paid booking among 2–22 players: the link to share and the shares in rupees (the organiser's first; they add up to what was paid online). Asking again with the same number answers the same split",
          tag: "splits",
          audience: "session",
          ok: { 200: splitSchema },
          errors: [400, 403, 404, 409, 422],
        }),
        params: bookingParams,
        body: createSplitSchema,
      },
    },
    async (request) => splits.create(requireUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/bookings/:id/split",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "getBookingSplit",
          summary:
            "The organiser's split of their booking: the link, the shares and who has paid (first names); null when it has none",
          tag: "splits",
          audience: "session",
          ok: { 200: splitSchema.nullable() },
          errors: [400, 404],
        }),
        params: bookingParams,
      },
    },
    async (request) => splits.forBooking(requireUser(request), request.params.id),
  );

  app.get(
    "/api/splits/:token",
    {
      schema: {
        ...contract({
          id: "getSplit",
          summary: "A split link's page: the venue, the slot, the share to pay and who has paid, by first names only",
          tag: "splits",
          audience: "optional",
          ok: { 200: publicSplitSchema },
          errors: [400, 404],
        }),
        params: tokenParams,
      },
    },
    async (request) => splits.view(request.user ?? null, request.params.token),
  );

  app.post(
    "/api/splits/:token/create-order",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "createSplitShareOrder",
          summary:
            "A payment order for one share of the split (amount in paise), paid through POST /api/payment/verify; the share goes back to the organiser",
          tag: "splits",
          audience: "session",
          ok: { 200: paymentOrderSchema },
          errors: [400, 403, 404, 409, 503],
        }),
        params: tokenParams,
      },
    },
    async (request) => splits.createOrder(requireUser(request), request.params.token),
  );

  app.post(
    "/api/splits/:id/close",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "closeSplit",
          summary: "The organiser closes the split: no more share orders (shares paid stay paid)",
          tag: "splits",
          audience: "session",
          ok: { 200: splitSchema },
          errors: [400, 404],
        }),
        params: splitParams,
      },
    },
    async (request) => splits.close(requireUser(request), request.params.id),
  );
}
