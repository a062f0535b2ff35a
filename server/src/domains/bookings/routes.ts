import { createBookingSchema, updateBookingSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { PaymentsService } from "../payments/service";
import type { BookingsService } from "./service";

const listQuery = z.object({
  venueId: idSchema("venue").optional(),
  /** "mine": the bookings this user made as a player, whatever their role (the player dashboard). */
  scope: z.enum(["mine"], { error: 'scope must be "mine"' }).optional(),
});
const bookingParams = z.object({ id: idSchema("booking") });

export async function bookingRoutes(
  fastify: FastifyInstance,
  opts: { bookings: BookingsService; payments: PaymentsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { bookings, payments } = opts;

  app.get("/api/bookings", { onRequest: signedIn, schema: { querystring: listQuery } }, async (request) =>
    bookings.list(requireUser(request), request.query.venueId, request.query.scope === "mine"),
  );

  app.get("/api/bookings/:id", { onRequest: signedIn, schema: { params: bookingParams } }, async (request) =>
    bookings.get(requireUser(request), request.params.id),
  );

  // SPEC.md's client posts the booking after paying; only a verified order makes one.
  app.post("/api/bookings", { onRequest: signedIn, schema: { body: createBookingSchema } }, async (request, reply) => {
    const booking = await payments.bookingForOrder(requireUser(request), request.body.orderId);
    return reply.status(200).send(booking);
  });

  app.patch(
    "/api/bookings/:id",
    { onRequest: signedIn, schema: { params: bookingParams, body: updateBookingSchema } },
    async (request) =>
      bookings.update(requireUser(request), request.params.id, request.body.status, request.body.reason),
  );
}
