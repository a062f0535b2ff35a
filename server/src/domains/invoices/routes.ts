import { invoiceListQuerySchema, invoiceSummarySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { requestLanguage } from "../../lib/language";
import { idSchema } from "../../lib/params";
import { sendPdf } from "../../lib/pdf-reply";
import { authorize, requireUser, signedIn } from "../../plugins/session";
import type { InvoicesService } from "./service";

const bookingParams = z.object({ id: idSchema("booking") });

/** HTTP only. Rules: docs/product/invoices.md. */
export async function invoiceRoutes(fastify: FastifyInstance, opts: { invoices: InvoicesService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invoices } = opts;

  app.get(
    "/api/invoices",
    {
      onRequest: authorize("invoice.list"),
      schema: {
        ...contract({
          id: "listInvoices",
          summary: "Invoices, newest first, each with its credit note: an owner's venues', every one for an admin",
          tag: "invoices",
          audience: "session",
          ok: { 200: z.array(invoiceSummarySchema) },
          errors: [400, 403],
        }),
        querystring: invoiceListQuerySchema,
      },
    },
    async (request) => invoices.list(requireUser(request), request.query.limit),
  );

  // The three documents of a booking: the same readers, the same answer, each its own file.
  const documents = [
    {
      path: "/api/bookings/:id/invoice.pdf",
      id: "bookingInvoicePdf",
      summary:
        "A paid booking's GST tax invoice (or bill of supply) as PDF, in the reader's language: its player, the venue's owner, admins",
      draw: invoices.invoicePdf,
    },
    {
      path: "/api/bookings/:id/credit-note.pdf",
      id: "bookingCreditNotePdf",
      summary:
        "A refunded booking's credit notes (a page each) as PDF, in the reader's language: its player, the venue's owner, admins",
      draw: invoices.creditNotePdf,
    },
    {
      path: "/api/bookings/:id/debit-note.pdf",
      id: "bookingDebitNotePdf",
      summary:
        "The debit notes (a page each) of a booking moved to a dearer slot, as PDF, in the reader's language: its player, the venue's owner, admins",
      draw: invoices.debitNotePdf,
    },
  ] as const;
  for (const document of documents) {
    app.get(
      document.path,
      {
        onRequest: signedIn,
        schema: {
          ...contract({
            id: document.id,
            summary: document.summary,
            tag: "invoices",
            audience: "session",
            ok: { 200: z.string().describe("application/pdf") },
            errors: [400, 404],
          }),
          params: bookingParams,
        },
      },
      async (request, reply) =>
        sendPdf(reply, await document.draw(requireUser(request), request.params.id, requestLanguage(request))),
    );
  }
}
