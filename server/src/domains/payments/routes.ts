import {
  bookingSchema,
  cancelOrderSchema,
  chargePaidSchema,
  createOrderSchema,
  creditPaidOrderSchema,
  paymentOrderSchema,
  sandboxPaymentSchema,
  sandboxPaySchema,
  verifyPaymentSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { requireUser, signedIn } from "../../plugins/session";
import type { PaymentsService } from "./service";

export async function paymentRoutes(fastify: FastifyInstance, opts: { payments: PaymentsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments } = opts;

  app.post(
    "/api/payment/create-order",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "createOrder",
          summary: "Hold the slot for ten minutes and open a payment order for the price the server computed",
          tag: "payments",
          audience: "session",
          // 201: venue credit paid it all (useCredit), the booking confirmed with no provider order.
          ok: { 200: paymentOrderSchema, 201: creditPaidOrderSchema },
          errors: [400, 403, 404, 409, 422, 429, 503],
        }),
        body: createOrderSchema,
      },
    },
    async (request, reply) => {
      const order = await payments.createOrder(requireUser(request), request.body);
      return order.orderId === null ? reply.code(201).send(order) : order;
    },
  );

  app.post(
    "/api/payment/verify",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "verifyPayment",
          summary:
            "Verify the provider's signature; the answer is the confirmed booking, or for a charge that is not a booking's (a credit top-up) the paid charge",
          tag: "payments",
          audience: "session",
          ok: { 200: z.union([bookingSchema, chargePaidSchema]) },
          errors: [400, 404, 409],
        }),
        body: verifyPaymentSchema,
      },
    },
    async (request) => payments.verify(requireUser(request), request.body),
  );

  app.post(
    "/api/payment/cancel",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "abandonOrder",
          summary: "The payment window was closed: free the slot at once",
          tag: "payments",
          audience: "session",
          ok: { 204: null },
          errors: [400, 404, 409],
        }),
        body: cancelOrderSchema,
      },
    },
    async (request, reply) => {
      await payments.abandon(requireUser(request), request.body.orderId);
      return reply.status(204).send();
    },
  );

  if (payments.providerName === "sandbox") {
    app.post(
      "/api/payment/sandbox/pay",
      {
        onRequest: signedIn,
        schema: {
          ...contract({
            id: "sandboxPay",
            summary: "The sandbox's payment sheet: pay or decline (sandbox provider only)",
            tag: "payments",
            audience: "session",
            ok: { 200: sandboxPaymentSchema },
            errors: [400, 402, 404],
          }),
          body: sandboxPaySchema,
        },
      },
      async (request) => payments.sandboxPay(requireUser(request), request.body.orderId, request.body.outcome),
    );
  }

  // The webhook is signed over its exact bytes, so this one route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    raw.post(
      "/api/payments/webhook",
      {
        schema: contract({
          id: "paymentWebhook",
          summary: "Razorpay's signed webhook (payment.captured, order.paid); confirms like verify",
          tag: "payments",
          audience: "public",
          ok: { 200: z.object({ status: z.literal("ok"), handled: z.boolean() }) },
          errors: [400],
        }),
      },
      async (request) => {
        const signature = request.headers["x-razorpay-signature"];
        const result = await payments.webhook(
          request.body as Buffer,
          typeof signature === "string" ? signature : undefined,
        );
        return { status: "ok", handled: result.handled };
      },
    );
  });
}
