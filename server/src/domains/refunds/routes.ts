import { adminRefundSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { authorize, requireUser } from "../../plugins/session";
import type { RefundsService } from "./service";

/** HTTP only. Rules: docs/product/payments-and-refunds.md#refunds. */
export async function refundRoutes(app: FastifyInstance, opts: { refunds: RefundsService }) {
  app.get(
    "/api/admin/refunds",
    {
      onRequest: authorize("refund.list"),
      schema: contract({
        id: "listRefunds",
        summary: "Refunds, pending first, with their tries and last error",
        tag: "refunds",
        audience: "session",
        ok: { 200: z.object({ refunds: z.array(adminRefundSchema) }) },
        errors: [403],
      }),
    },
    async (request) => opts.refunds.listForAdmin(requireUser(request)),
  );
}
