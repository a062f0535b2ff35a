import {
  creditOfferInputSchema,
  creditOfferSchema,
  creditTopUpSchema,
  deskCreditResultSchema,
  deskCreditSchema,
  myCreditSchema,
  paymentOrderSchema,
  venueCreditSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contract } from "../../lib/contract";
import { venueIdParams } from "../../lib/params";
import { authorize, requireUser, signedIn } from "../../plugins/session";
import type { CreditService } from "./service";

/** Venue credit's calls (docs/product/credit.md), the contract of issue 45. */
export async function creditRoutes(fastify: FastifyInstance, opts: { credit: CreditService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { credit } = opts;

  app.get(
    "/api/owner/credit",
    {
      onRequest: authorize("credit.manage"),
      schema: contract({
        id: "getCreditOffer",
        summary: "The owner's venue credit offer: on or off, the top-up packs, and how long credit lasts",
        tag: "credit",
        audience: "session",
        ok: { 200: creditOfferSchema },
        errors: [403],
      }),
    },
    async (request) => credit.offer(requireUser(request)),
  );

  app.put(
    "/api/owner/credit",
    {
      onRequest: authorize("credit.manage"),
      schema: {
        ...contract({
          id: "saveCreditOffer",
          summary:
            "Offer venue credit at all the owner's venues: packs (pay, get with a bonus) and an optional expiry in months",
          tag: "credit",
          audience: "session",
          ok: { 200: creditOfferSchema },
          errors: [400, 403],
        }),
        body: creditOfferInputSchema,
      },
    },
    async (request) => credit.saveOffer(requireUser(request), request.body),
  );

  app.get(
    "/api/venues/:id/credit",
    {
      schema: {
        ...contract({
          id: "getVenueCredit",
          summary: "The venue owner's credit packs, and the signed-in player's balance with that owner",
          tag: "credit",
          audience: "optional",
          ok: { 200: venueCreditSchema },
          errors: [400, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => credit.atVenue(request.user ?? null, request.params.id),
  );

  app.post(
    "/api/venues/:id/credit/top-up",
    {
      onRequest: authorize("booking.book"),
      schema: {
        ...contract({
          id: "topUpCredit",
          summary: "Open a payment order for one of the venue's credit packs; paid through POST /api/payment/verify",
          tag: "credit",
          audience: "session",
          ok: {
            200: paymentOrderSchema.pick({
              orderId: true,
              amount: true,
              currency: true,
              key: true,
              provider: true,
              description: true,
            }),
          },
          errors: [400, 403, 404, 422, 503],
        }),
        params: venueIdParams,
        body: creditTopUpSchema,
      },
    },
    async (request) => credit.topUp(requireUser(request), request.params.id, request.body.pack),
  );

  app.get(
    "/api/users/me/credit",
    {
      onRequest: signedIn,
      schema: contract({
        id: "getMyCredit",
        summary: "The signed-in player's venue credit with each owner: balance, expiry and every entry",
        tag: "credit",
        audience: "session",
        ok: { 200: myCreditSchema },
        errors: [],
      }),
    },
    async (request) => credit.mine(requireUser(request)),
  );

  app.post(
    "/api/venues/:id/desk/credit",
    {
      onRequest: authorize("booking.desk"),
      schema: {
        ...contract({
          id: "deskCreditTopUp",
          summary: "Money taken at the desk (cash or UPI) added to the credit of the account with that verified mobile",
          tag: "desk",
          audience: "session",
          ok: { 201: deskCreditResultSchema },
          errors: [400, 403, 404, 422],
        }),
        params: venueIdParams,
        body: deskCreditSchema,
      },
    },
    async (request, reply) => {
      const result = await credit.deskTopUp(requireUser(request), request.params.id, request.body);
      return reply.code(201).send(result);
    },
  );
}
