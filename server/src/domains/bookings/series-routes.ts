import { cancelledSeriesSchema, cancelSeriesSchema, seriesQuoteInputSchema, seriesQuoteSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { requireUser, signedIn } from "../../plugins/session";
import type { Series } from "./series";

/**
 * Weekly slots (issue 26; docs/product/weekly-slots.md): the quote before paying and cancelling
 * the dates still to come. The series itself is booked by `POST /api/payment/create-order` with
 * `weeks` and `skipDates`, and each date is a booking (cancel one with `PATCH /api/bookings/{id}`).
 */
export async function seriesRoutes(fastify: FastifyInstance, opts: { series: Series }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { series } = opts;

  app.post(
    "/api/bookings/series/quote",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "quoteSeries",
          summary:
            "Which dates of the same court and slot every week are free, and what booking those not skipped costs with the venue's weekly discount (before GST)",
          tag: "series",
          audience: "session",
          ok: { 200: seriesQuoteSchema },
          errors: [400, 403, 404, 409],
        }),
        body: seriesQuoteInputSchema,
      },
    },
    async (request) => series.quote(requireUser(request), request.body),
  );

  app.post(
    "/api/bookings/series/:id/cancel",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "cancelSeries",
          summary:
            "Cancel the player's dates of a weekly booking still to come (from `fromDate` on, when given): each is refunded by the refund rules of its own start",
          tag: "series",
          audience: "session",
          ok: { 200: cancelledSeriesSchema },
          errors: [400, 404, 422],
        }),
        params: z.object({ id: idSchema("weekly booking") }),
        body: cancelSeriesSchema,
      },
    },
    async (request) => series.cancelRest(requireUser(request), request.params.id, request.body),
  );
}
