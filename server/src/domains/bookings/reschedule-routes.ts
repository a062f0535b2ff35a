import { bookingSchema, paymentOrderSchema, rescheduleQuoteSchema, rescheduleSchema } from "@crease/core";
import { closedMoveSchema, pendingMovesSchema } from "@crease/core/contracts/pending-moves";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, bookingParty, requireUser } from "../../plugins/session";
import type { Reschedule } from "./reschedule";

const bookingParams = z.object({ id: idSchema("booking") });

/** Reschedule (issue 26; docs/product/bookings.md#reschedule): its own tag in the OpenAPI document. */
export async function rescheduleRoutes(fastify: FastifyInstance, opts: { reschedule: Reschedule }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { reschedule } = opts;

  app.post(
    "/api/bookings/:id/reschedule",
    {
      onRequest: bookingParty,
      schema: {
        ...contract({
          id: "rescheduleBooking",
          summary:
            "Move the player's confirmed booking to another free slot or court of its venue (once, more than 24 h ahead): 200 with the moved booking when nothing is due (a cheaper slot's difference is refunded), 202 with a payment order for the difference when the new slot costs more (the move completes when it is paid through verify)",
          tag: "reschedule",
          audience: "session",
          ok: { 200: bookingSchema, 202: paymentOrderSchema },
          errors: [400, 403, 404, 409, 422, 503],
        }),
        params: bookingParams,
        body: rescheduleSchema,
      },
    },
    async (request, reply) => {
      const outcome = await reschedule.reschedule(requireUser(request), request.params.id, request.body);
      if (outcome.status === 202) return reply.status(202).send(outcome.order);
      return outcome.booking;
    },
  );

  app.post(
    "/api/bookings/:id/reschedule/quote",
    {
      onRequest: bookingParty,
      schema: {
        ...contract({
          id: "quoteReschedule",
          summary: "What moving the booking to a slot would cost or give back, by the same rules as the move",
          tag: "reschedule",
          audience: "session",
          ok: { 200: rescheduleQuoteSchema },
          errors: [400, 403, 404, 409, 422],
        }),
        params: bookingParams,
        body: rescheduleSchema,
      },
    },
    async (request) => reschedule.quote(requireUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/bookings/pending-moves",
    {
      onRequest: authorize("booking.book"),
      schema: {
        ...contract({
          id: "listPendingMoves",
          summary:
            "The signed-in player's moves to a dearer slot whose difference is still being paid (the new slot held): each can be resumed or cancelled",
          tag: "reschedule",
          audience: "session",
          ok: { 200: pendingMovesSchema },
          errors: [403],
        }),
      },
    },
    async (request) => ({ moves: await reschedule.pendingMoves(requireUser(request)) }),
  );

  app.post(
    "/api/bookings/:id/reschedule/resume",
    {
      onRequest: bookingParty,
      schema: {
        ...contract({
          id: "resumeReschedulePayment",
          summary:
            "Resume the payment of the booking's pending move: the same open order for the same hold (never a second one), paid through verify; 409 when none is pending",
          tag: "reschedule",
          audience: "session",
          ok: { 200: paymentOrderSchema },
          errors: [400, 403, 404, 409],
        }),
        params: bookingParams,
      },
    },
    async (request) => reschedule.resumeMove(requireUser(request), request.params.id),
  );

  app.post(
    "/api/bookings/:id/reschedule/close",
    {
      onRequest: bookingParty,
      schema: {
        ...contract({
          id: "closeReschedulePayment",
          summary:
            "Cancel the booking's pending move: the new slot's hold is let go at once and the booking stays where it was; closed false when nothing was pending (twice is harmless)",
          tag: "reschedule",
          audience: "session",
          ok: { 200: closedMoveSchema },
          errors: [400, 403, 404],
        }),
        params: bookingParams,
      },
    },
    async (request) => reschedule.closeMove(requireUser(request), request.params.id),
  );
}
