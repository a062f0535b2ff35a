import type { FastifyInstance } from "fastify";
import { authorize, requireUser } from "../../plugins/session";
import type { RefundsService } from "./service";

/** HTTP only. Contract: docs/api/owner-admin.md. */
export async function refundRoutes(app: FastifyInstance, opts: { refunds: RefundsService }) {
  app.get("/api/admin/refunds", { onRequest: authorize("refund.list") }, async (request) =>
    opts.refunds.listForAdmin(requireUser(request)),
  );
}
