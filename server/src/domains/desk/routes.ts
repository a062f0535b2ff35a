import {
  bookingSchema,
  daySheetSchema,
  deskBookingSchema,
  deskCalendarSchema,
  deskQuerySchema,
  isCalendarDate,
  markPaidSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { requestLanguage } from "../../lib/language";
import { idSchema, venueIdParams } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import { daySheetCsv, daySheetPdf } from "./day-sheet";
import type { DeskService } from "./service";

const daySheetQuery = z.object({
  date: z
    .string({ error: "Give the day, like 2026-01-05" })
    .refine(isCalendarDate, "date must be a real date like 2026-01-05"),
});

/** The front desk's calls (docs/product/front-desk.md), under their own tag. */
export async function deskRoutes(fastify: FastifyInstance, opts: { desk: DeskService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { desk } = opts;

  app.get(
    "/api/venues/:id/desk",
    {
      onRequest: authorize("booking.see-venue"),
      schema: {
        ...contract({
          id: "deskCalendar",
          summary:
            "The desk calendar: every court's slots with prices, bookings (online and desk), running holds and blocks, for a day or a week",
          tag: "desk",
          audience: "session",
          ok: { 200: deskCalendarSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        querystring: deskQuerySchema,
      },
    },
    async (request) => desk.calendar(requireUser(request), request.params.id, request.query.from, request.query.days),
  );

  app.post(
    "/api/venues/:id/desk-bookings",
    {
      onRequest: authorize("booking.desk"),
      schema: {
        ...contract({
          id: "createDeskBooking",
          summary: "A walk-in or phone booking made at the venue's desk: confirmed at once, paid (cash, UPI) or due",
          tag: "desk",
          audience: "session",
          ok: { 201: bookingSchema },
          errors: [400, 403, 404, 409],
        }),
        params: venueIdParams,
        body: deskBookingSchema,
      },
    },
    async (request, reply) => {
      const booking = await desk.book(requireUser(request), request.params.id, request.body);
      return reply.code(201).send(booking);
    },
  );

  app.post(
    "/api/bookings/:id/mark-paid",
    {
      onRequest: authorize("booking.desk"),
      schema: {
        ...contract({
          id: "markBookingPaid",
          summary: "The venue took what was due (cash or UPI): a desk booking's price or an advance booking's balance",
          tag: "desk",
          audience: "session",
          ok: { 200: bookingSchema },
          errors: [400, 403, 404, 409],
        }),
        params: z.object({ id: idSchema("booking") }),
        body: markPaidSchema,
      },
    },
    async (request) => desk.markPaid(requireUser(request), request.params.id, request.body.method),
  );

  app.get(
    "/api/venues/:id/day-sheet",
    {
      onRequest: authorize("booking.see-venue"),
      schema: {
        ...contract({
          id: "daySheet",
          summary:
            "The day sheet: the day's games with how each was paid and the player's mobile (the venue's own staff only), totals by method, blocked slots",
          tag: "desk",
          audience: "session",
          ok: { 200: daySheetSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        querystring: daySheetQuery,
      },
    },
    async (request, reply) => {
      const sheet = await desk.daySheet(requireUser(request), request.params.id, request.query.date);
      // Players' mobiles: never kept by a shared cache.
      return reply.header("Cache-Control", "no-store").send(sheet);
    },
  );

  app.get(
    "/api/venues/:id/day-sheet.csv",
    {
      onRequest: authorize("booking.see-venue"),
      schema: {
        ...contract({
          id: "daySheetCsv",
          summary:
            "The day sheet as CSV: who plays when, on which court, the player's mobile, how it was paid (payment), then the totals by method and the blocked slots",
          tag: "desk",
          audience: "session",
          ok: {
            200: z
              .string()
              .describe(
                "text/csv; a title line, the header, one line per booking (payment: online, cash, upi, credit or due), one Total line per method, then the blocked slots",
              ),
          },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        querystring: daySheetQuery,
      },
    },
    async (request, reply) => {
      const sheet = await desk.daySheet(requireUser(request), request.params.id, request.query.date);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="crease-day-sheet-${request.query.date}.csv"`)
        .header("Cache-Control", "no-store")
        .send(`\ufeff${daySheetCsv(sheet)}`);
    },
  );

  app.get(
    "/api/venues/:id/day-sheet.pdf",
    {
      onRequest: authorize("booking.see-venue"),
      schema: {
        ...contract({
          id: "daySheetPdf",
          summary: "The day sheet as PDF, to print for the desk, in the reader's language (English or Hindi)",
          tag: "desk",
          audience: "session",
          ok: { 200: z.string().describe("application/pdf") },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        querystring: daySheetQuery,
      },
    },
    async (request, reply) => {
      const sheet = await desk.daySheet(requireUser(request), request.params.id, request.query.date);
      const pdf = await daySheetPdf(sheet, requestLanguage(request));
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="crease-day-sheet-${request.query.date}.pdf"`)
        .header("Cache-Control", "no-store")
        .send(pdf as never); // the bytes are the PDF itself
    },
  );
}
