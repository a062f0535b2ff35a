import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireRole, requireUser, signedIn } from "../../plugins/session";
import type { RefundsService } from "./service";

async function adminOnly(request: FastifyRequest): Promise<void> {
  requireRole(request, ["admin"], "Only admins can see refunds");
}

/** HTTP only. Contract: docs/api/owner-admin.md. */
export async function refundRoutes(app: FastifyInstance, opts: { refunds: RefundsService }) {
  app.get("/api/admin/refunds", { onRequest: [signedIn, adminOnly] }, async (request) =>
    opts.refunds.listForAdmin(requireUser(request)),
  );
}
