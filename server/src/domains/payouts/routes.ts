import {
  markPayoutPaidSchema,
  payoutDetailSchema,
  payoutListQuerySchema,
  payoutListSchema,
  payoutRunSchema,
  payoutSchema,
  runPayoutsSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { requestLanguage } from "../../lib/language";
import { idSchema } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { PayoutsService } from "./service";
import { statementCsv, statementPdf } from "./statement";

const payoutParams = z.object({ id: idSchema("payout") });

/** HTTP only: parse, call one service function, answer. Rules: docs/product/payouts.md. */
export async function payoutRoutes(fastify: FastifyInstance, opts: { payouts: PayoutsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payouts } = opts;

  app.get(
    "/api/payouts",
    {
      onRequest: authorize("payout.list"),
      schema: {
        ...contract({
          id: "listPayouts",
          summary: "Payouts, and for an owner what the next Tuesday will pay",
          tag: "payouts",
          audience: "session",
          ok: { 200: payoutListSchema },
          errors: [400, 403],
        }),
        querystring: payoutListQuerySchema,
      },
    },
    async (request) => payouts.list(requireUser(request), request.query),
  );

  app.get(
    "/api/payouts/:id",
    {
      onRequest: authorize("payout.list"),
      schema: {
        ...contract({
          id: "getPayout",
          summary: "A payout with the bookings it pays for",
          tag: "payouts",
          audience: "session",
          ok: { 200: payoutDetailSchema },
          errors: [400, 403, 404],
        }),
        params: payoutParams,
      },
    },
    async (request) => payouts.get(requireUser(request), request.params.id),
  );

  // A week's statement, for the owner's accountant (their own payouts; admins any).
  app.get(
    "/api/payouts/:id/statement.csv",
    {
      onRequest: authorize("payout.list"),
      schema: {
        ...contract({
          id: "payoutStatementCsv",
          summary: "A payout's statement as CSV: its details, then one line per booking and the total",
          tag: "payouts",
          audience: "session",
          ok: { 200: z.string().describe("text/csv; the payout's details, a blank line, then its bookings") },
          errors: [400, 403, 404],
        }),
        params: payoutParams,
      },
    },
    async (request, reply) => {
      const payout = await payouts.get(requireUser(request), request.params.id);
      return reply
        .type("text/csv; charset=utf-8")
        .header("Content-Disposition", `attachment; filename="crease-payout-${payout.runDate}-${payout.id}.csv"`)
        .header("Cache-Control", "no-store")
        .send(statementCsv(payout));
    },
  );

  app.get(
    "/api/payouts/:id/statement.pdf",
    {
      onRequest: authorize("payout.list"),
      schema: {
        ...contract({
          id: "payoutStatementPdf",
          summary: "A payout's statement as PDF, in the reader's language (English or Hindi)",
          tag: "payouts",
          audience: "session",
          ok: { 200: z.string().describe("application/pdf") },
          errors: [400, 403, 404],
        }),
        params: payoutParams,
      },
    },
    async (request, reply) => {
      const payout = await payouts.get(requireUser(request), request.params.id);
      const pdf = await statementPdf(payout, requestLanguage(request));
      return reply
        .type("application/pdf")
        .header("Content-Disposition", `attachment; filename="crease-payout-${payout.runDate}-${payout.id}.pdf"`)
        .header("Cache-Control", "no-store")
        .send(pdf as never); // the bytes are the PDF itself
    },
  );

  app.post(
    "/api/payouts/run",
    {
      onRequest: authorize("payout.run"),
      schema: {
        ...contract({
          id: "runPayouts",
          summary: "Run a Tuesday's payouts (once per Tuesday)",
          tag: "payouts",
          audience: "session",
          ok: { 200: payoutRunSchema },
          errors: [400, 403],
        }),
        body: runPayoutsSchema,
      },
    },
    async (request) => payouts.run(requireUser(request), request.body.date),
  );

  app.post(
    "/api/payouts/:id/mark-paid",
    {
      onRequest: authorize("payout.run"),
      schema: {
        ...contract({
          id: "markPayoutPaid",
          summary: "Record the bank transfer of a payout",
          tag: "payouts",
          audience: "session",
          ok: { 200: payoutSchema },
          errors: [400, 403, 404, 409],
        }),
        params: payoutParams,
        body: markPayoutPaidSchema,
      },
    },
    async (request) => payouts.markPaid(requireUser(request), request.params.id, request.body.reference),
  );
}
