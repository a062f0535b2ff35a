import { applyCouponSchema, couponQuote, couponQuoteSchema, couponSchema, createCouponSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, requireUser, signedIn } from "../../plugins/session";
import type { BookingCheckout } from "../bookings/checkout";
import type { OffersService } from "./service";

/** HTTP only. Rules: docs/product/offers.md. */
export async function offerRoutes(
  fastify: FastifyInstance,
  opts: { offers: OffersService; checkout: Pick<BookingCheckout, "quoteCoupon"> },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { offers, checkout } = opts;

  app.get(
    "/api/coupons",
    {
      onRequest: authorize("coupon.manage"),
      schema: contract({
        id: "listCoupons",
        summary: "An admin's platform coupons, or an owner's own, newest first, with their uses so far",
        tag: "offers",
        audience: "session",
        ok: { 200: z.object({ coupons: z.array(couponSchema) }) },
        errors: [403],
      }),
    },
    async (request) => ({ coupons: await offers.list(requireUser(request)) }),
  );

  app.post(
    "/api/coupons",
    {
      onRequest: authorize("coupon.manage"),
      schema: {
        ...contract({
          id: "createCoupon",
          summary: "Make a coupon: an admin for the platform, an owner for their own venues",
          tag: "offers",
          audience: "session",
          ok: { 201: couponSchema },
          errors: [400, 403, 409],
        }),
        body: createCouponSchema,
      },
    },
    async (request, reply) => reply.status(201).send(await offers.create(requireUser(request), request.body)),
  );

  app.post(
    "/api/coupons/:id/deactivate",
    {
      onRequest: authorize("coupon.manage"),
      schema: {
        ...contract({
          id: "deactivateCoupon",
          summary: "Switch a coupon off for new orders (bookings paid with it keep their discount)",
          tag: "offers",
          audience: "session",
          ok: { 200: couponSchema },
          errors: [400, 403, 404],
        }),
        params: z.object({ id: idSchema("coupon") }),
      },
    },
    async (request) => offers.deactivate(requireUser(request), request.params.id),
  );

  app.post(
    "/api/coupons/apply",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "applyCoupon",
          summary: "The checkout's price with a coupon, or why the code does not apply (nothing is held or used)",
          tag: "offers",
          audience: "session",
          ok: { 200: couponQuoteSchema },
          errors: [400, 403, 404, 409, 422],
        }),
        body: applyCouponSchema,
      },
    },
    async (request) => {
      const quote = await checkout.quoteCoupon(requireUser(request), request.body);
      return couponQuote(quote.code, quote.price, quote.bearer);
    },
  );
}
