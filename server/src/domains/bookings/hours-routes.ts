import { hoursQuoteInputSchema, hoursQuoteSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contract } from "../../lib/contract";
import { requireUser, signedIn } from "../../plugins/session";
import type { Hours } from "./hours";

/**
 * Several hours in one booking (issue 46, decision 049): the quote before paying. The booking itself
 * is made by `POST /api/payment/create-order` with `slots` and `courtIds`, and read, listed and
 * cancelled as any booking.
 */
export async function hoursRoutes(fastify: FastifyInstance, opts: { hours: Hours }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { hours } = opts;

  app.post(
    "/api/bookings/hours/quote",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "quoteHours",
          summary:
            "What consecutive slots of one day on one or more courts cost as one booking: each hour's price and the sum one payment collects",
          tag: "bookings",
          audience: "session",
          ok: { 200: hoursQuoteSchema },
          errors: [400, 403, 404, 409, 422],
        }),
        body: hoursQuoteInputSchema,
      },
    },
    async (request) => hours.quote(requireUser(request), request.body),
  );
}
