import { creditReceiptSchema, invoiceListQuerySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { requestLanguage } from "../../lib/language";
import { idSchema } from "../../lib/params";
import { sendPdf } from "../../lib/pdf-reply";
import { authorize, requireUser, signedIn } from "../../plugins/session";
import type { ReceiptsService } from "./service";

const receiptParams = z.object({ id: idSchema("receipt") });

/** HTTP only. Rules: docs/product/credit.md ("Tax and money"), docs/product/invoices.md ("Receipts"). */
export async function receiptRoutes(fastify: FastifyInstance, opts: { receipts: ReceiptsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { receipts } = opts;

  app.get(
    "/api/users/me/credit/receipts",
    {
      onRequest: signedIn,
      schema: contract({
        id: "myCreditReceipts",
        summary: "The signed-in player's receipts for their top-ups of venue credit, newest first",
        tag: "credit",
        audience: "session",
        ok: { 200: z.array(creditReceiptSchema) },
        errors: [],
      }),
    },
    async (request) => receipts.mine(requireUser(request)),
  );

  app.get(
    "/api/users/me/credit/receipts/:id/pdf",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "myCreditReceiptPdf",
          summary: "One of the player's top-up receipts as PDF, in the reader's language (404 for another's)",
          tag: "credit",
          audience: "session",
          ok: { 200: z.string().describe("application/pdf") },
          errors: [400, 404],
        }),
        params: receiptParams,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.myPdf(requireUser(request), request.params.id, requestLanguage(request))),
  );

  app.get(
    "/api/credit-receipts",
    {
      onRequest: authorize("invoice.list"),
      schema: {
        ...contract({
          id: "listCreditReceipts",
          summary: "Receipts for top-ups of venue credit, newest first: an owner's, every one for an admin",
          tag: "invoices",
          audience: "session",
          ok: { 200: z.array(creditReceiptSchema) },
          errors: [400, 403],
        }),
        querystring: invoiceListQuerySchema,
      },
    },
    async (request) => receipts.list(requireUser(request), request.query.limit),
  );

  app.get(
    "/api/credit-receipts/:id/pdf",
    {
      onRequest: authorize("invoice.list"),
      schema: {
        ...contract({
          id: "creditReceiptPdf",
          summary:
            "A top-up receipt as PDF, in the reader's language: its owner's, any for an admin (404 for another owner's)",
          tag: "invoices",
          audience: "session",
          ok: { 200: z.string().describe("application/pdf") },
          errors: [400, 403, 404],
        }),
        params: receiptParams,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await receipts.pdf(requireUser(request), request.params.id, requestLanguage(request))),
  );
}
