import { Readable } from "node:stream";
import {
  bookingExportQuerySchema,
  bookingListQuerySchema,
  bookingSchema,
  latestBookingsQuerySchema,
  NEXT_CURSOR_HEADER,
  ownHoldSchema,
  STATUS_COUNTS_HEADER,
  updateBookingSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, bookingParty, requireUser, signedIn } from "../../plugins/session";
import type { BookingListService } from "./list";
import type { BookingsService } from "./service";

const bookingParams = z.object({ id: idSchema("booking") });
const ownHoldsQuery = z.object({
  venueId: z
    .string({ error: "venueId must be a number" })
    .regex(/^\d{1,9}$/, "venueId must be a number")
    .transform(Number),
});

export async function bookingRoutes(
  fastify: FastifyInstance,
  opts: { bookings: BookingsService; bookingList: BookingListService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { bookings, bookingList } = opts;

  // A page as a plain array; the next cursor, the total and the per-status counts in headers.
  app.get(
    "/api/bookings",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "listBookings",
          summary:
            "Bookings a page at a time: a player's own, an owner's venues', every one for an admin (X-Next-Cursor, X-Total-Count, X-Status-Counts)",
          tag: "bookings",
          audience: "session",
          ok: { 200: z.array(bookingSchema) },
          errors: [400],
        }),
        querystring: bookingListQuerySchema,
      },
    },
    async (request, reply) => {
      const page = await bookingList.list(requireUser(request), request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      reply.header("X-Total-Count", String(page.total));
      reply.header(STATUS_COUNTS_HEADER, JSON.stringify(page.statusCounts));
      return page.bookings;
    },
  );

  app.get(
    "/api/bookings/latest",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "latestBookings",
          summary:
            "The bookings at the owner's venues (every venue for an admin) whose latest event, booked or cancelled, is newest: Recent activity",
          tag: "bookings",
          audience: "session",
          ok: { 200: z.array(bookingSchema) },
          errors: [400, 403],
        }),
        querystring: latestBookingsQuerySchema,
      },
    },
    async (request) => bookingList.latest(requireUser(request), request.query),
  );

  app.get(
    "/api/bookings/export.csv",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "exportBookings",
          summary: "Bookings dated in a range (at most a year) as CSV",
          tag: "bookings",
          audience: "session",
          ok: { 200: z.string().describe("text/csv; a header line, then one booking per line") },
          errors: [400, 403],
        }),
        querystring: bookingExportQuerySchema,
      },
    },
    async (request, reply) => {
      const lines = bookingList.exportCsv(requireUser(request), request.query);
      const { from, to } = request.query;
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="crease-bookings-${from}-to-${to}.csv"`)
        .header("Cache-Control", "no-store")
        .send(Readable.from(lines) as never); // streamed: the text is the CSV itself
    },
  );

  app.get(
    "/api/bookings/holds",
    {
      onRequest: authorize("booking.book"),
      schema: {
        ...contract({
          id: "listOwnHolds",
          summary:
            "The signed-in player's own live holds at a venue (checkout opened, not paid): the venue page shows them as theirs",
          tag: "bookings",
          audience: "session",
          ok: { 200: z.array(ownHoldSchema) },
          errors: [400, 403],
        }),
        querystring: ownHoldsQuery,
      },
    },
    async (request) => bookingList.ownHolds(requireUser(request), request.query.venueId),
  );

  app.get(
    "/api/bookings/:id",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "getBooking",
          summary: "One booking (its player, its venue's owner, or an admin)",
          tag: "bookings",
          audience: "session",
          ok: { 200: bookingSchema },
          errors: [400, 404],
        }),
        params: bookingParams,
      },
    },
    async (request) => bookings.get(requireUser(request), request.params.id),
  );

  app.patch(
    "/api/bookings/:id",
    {
      onRequest: bookingParty,
      schema: {
        ...contract({
          id: "moveBooking",
          summary: "Complete or cancel a booking, by the booking lifecycle's rules (a cancellation refunds by them)",
          tag: "bookings",
          audience: "session",
          ok: { 200: bookingSchema },
          errors: [400, 403, 404, 409],
        }),
        params: bookingParams,
        body: updateBookingSchema,
      },
    },
    async (request) =>
      bookings.update(
        requireUser(request),
        request.params.id,
        request.body.status,
        request.body.reason,
        request.body.refundTo,
      ),
  );
}
