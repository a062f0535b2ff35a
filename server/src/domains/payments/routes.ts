import { cancelOrderSchema, createOrderSchema, sandboxPaySchema, verifyPaymentSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/session";
import type { PaymentsService } from "./service";

export async function paymentRoutes(fastify: FastifyInstance, opts: { payments: PaymentsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payments } = opts;

  app.post("/api/payment/create-order", { onRequest: signedIn, schema: { body: createOrderSchema } }, async (request) =>
    payments.createOrder(requireUser(request), request.body),
  );

  app.post("/api/payment/verify", { onRequest: signedIn, schema: { body: verifyPaymentSchema } }, async (request) =>
    payments.verify(requireUser(request), request.body),
  );

  app.post(
    "/api/payment/cancel",
    { onRequest: signedIn, schema: { body: cancelOrderSchema } },
    async (request, reply) => {
      await payments.abandon(requireUser(request), request.body.orderId);
      return reply.status(204).send();
    },
  );

  if (payments.providerName === "sandbox") {
    app.post("/api/payment/sandbox/pay", { onRequest: signedIn, schema: { body: sandboxPaySchema } }, async (request) =>
      payments.sandboxPay(requireUser(request), request.body.orderId, request.body.outcome),
    );
  }

  // The webhook is signed over its exact bytes, so this one route keeps the raw body.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    raw.post("/api/payments/webhook", async (request) => {
      const signature = request.headers["x-razorpay-signature"];
      const result = await payments.webhook(
        request.body as Buffer,
        typeof signature === "string" ? signature : undefined,
      );
      return { status: "ok", handled: result.handled };
    });
  });
}
