import { payoutAccountInputSchema, payoutAccountSchema, payoutDestinationSchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { PayoutAccountsService } from "./account-service";

/** HTTP only: the owner's payout account, and where an admin sends a payout. Rules: docs/product/payouts.md. */
export async function payoutAccountRoutes(fastify: FastifyInstance, opts: { payoutAccounts: PayoutAccountsService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { payoutAccounts } = opts;

  app.get(
    "/api/owner/payout-account",
    {
      onRequest: authorize("payout-account.manage"),
      schema: contract({
        id: "getPayoutAccount",
        summary: "The owner's payout account, masked (null before one is given)",
        tag: "payout-accounts",
        audience: "session",
        ok: { 200: payoutAccountSchema.nullable() },
        errors: [403],
      }),
    },
    async (request) => payoutAccounts.get(requireUser(request)),
  );

  app.put(
    "/api/owner/payout-account",
    {
      onRequest: authorize("payout-account.manage"),
      schema: {
        ...contract({
          id: "savePayoutAccount",
          summary: "Give or change the owner's payout account (password again); mails the owner, holds payouts 24 h",
          description:
            "A bank account (holderName, accountNumber, ifsc) or a upiId, with the pan and, when registered, the " +
            "gstin (its check character and the PAN inside it are checked). A wrong password is 401; a bad field " +
            "is 400 naming it. Answers the account masked.",
          tag: "payout-accounts",
          audience: "session",
          ok: { 200: payoutAccountSchema },
          errors: [400, 403, 429],
        }),
        body: payoutAccountInputSchema,
      },
    },
    async (request) => payoutAccounts.save(requireUser(request), request.body),
  );

  app.get(
    "/api/payouts/:id/account",
    {
      onRequest: authorize("payout-account.see-full"),
      schema: {
        ...contract({
          id: "getPayoutDestination",
          summary: "Where to send a payout: its owner's payout account in full (admins)",
          tag: "payout-accounts",
          audience: "session",
          ok: { 200: payoutDestinationSchema },
          errors: [400, 403, 404, 409],
        }),
        params: z.object({ id: idSchema("payout") }),
      },
    },
    async (request) => payoutAccounts.destination(requireUser(request), request.params.id),
  );
}
