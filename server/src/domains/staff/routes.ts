import {
  acceptStaffInvitationSchema,
  addStaffSchema,
  staffInvitationAcceptedSchema,
  staffInvitationSchema,
  staffMemberSchema,
  venueActivitySchema,
  withdrawStaffInvitationQuery,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema, venueIdParams } from "../../lib/params";
import { authorize, requireUser, signedIn } from "../../plugins/session";
import type { StaffService } from "./service";

const memberParams = z.object({ id: idSchema("venue"), userId: idSchema("staff member's user") });

/** HTTP only: a venue's staff and its activity (docs/product/roles.md "Venue staff"). */
export async function staffRoutes(fastify: FastifyInstance, opts: { staff: StaffService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { staff } = opts;

  app.get(
    "/api/venues/:id/staff",
    {
      onRequest: authorize("staff.manage"),
      schema: {
        ...contract({
          id: "listVenueStaff",
          summary: "The venue's staff and open invitations (status active or invited)",
          tag: "staff",
          audience: "session",
          ok: { 200: z.array(staffMemberSchema) },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => staff.list(requireUser(request), request.params.id),
  );

  app.post(
    "/api/venues/:id/staff",
    {
      onRequest: authorize("staff.manage"),
      schema: {
        ...contract({
          id: "addVenueStaff",
          summary: "Invite someone to the venue's staff by email or by SMS to a mobile number (desk or manager)",
          description:
            "Exactly one of email and mobile (an Indian mobile). Every email is mailed, every mobile sent by SMS, " +
            "an invitation link that works for 7 days, whether or not an account has it; the person joins (or an " +
            "existing member takes the new role) only by accepting it signed in with that email, or with that " +
            "mobile as the account's verified number. The answer is the invitation alone, the same for every " +
            "email or number: no account, name or id.",
          tag: "staff",
          audience: "session",
          ok: { 201: staffInvitationSchema },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        body: addStaffSchema,
      },
    },
    async (request, reply) =>
      reply.status(201).send(await staff.add(requireUser(request), request.params.id, request.body)),
  );

  app.delete(
    "/api/venues/:id/staff/:userId",
    {
      onRequest: authorize("staff.manage"),
      schema: {
        ...contract({
          id: "removeVenueStaff",
          summary: "Remove someone from the venue's staff; their access ends at once, open connections included",
          tag: "staff",
          audience: "session",
          ok: { 204: null },
          errors: [400, 403, 404],
        }),
        params: memberParams,
      },
    },
    async (request, reply) => {
      await staff.remove(requireUser(request), request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  app.delete(
    "/api/venues/:id/staff-invitations",
    {
      onRequest: authorize("staff.manage"),
      schema: {
        ...contract({
          id: "withdrawStaffInvitation",
          summary: "Withdraw the venue's invitation to an email or a mobile number; its link stops working",
          tag: "staff",
          audience: "session",
          ok: { 204: null },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
        querystring: withdrawStaffInvitationQuery,
      },
    },
    async (request, reply) => {
      await staff.withdraw(requireUser(request), request.params.id, request.query);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/venues/:id/activity",
    {
      onRequest: authorize("venue-activity.see"),
      schema: {
        ...contract({
          id: "listVenueActivity",
          summary: "Who did what at the venue (bookings cancelled or completed, edits, staff), newest first",
          tag: "staff",
          audience: "session",
          ok: { 200: z.array(venueActivitySchema) },
          errors: [400, 403, 404],
        }),
        params: venueIdParams,
      },
    },
    async (request) => staff.activity(requireUser(request), request.params.id),
  );

  app.post(
    "/api/staff/invitations/accept",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "acceptStaffInvitation",
          summary:
            "Join a venue's staff with the invitation link's token (signed in with the invited email, or with the invited mobile verified)",
          tag: "staff",
          audience: "session",
          ok: { 200: staffInvitationAcceptedSchema },
          errors: [400, 403, 404],
        }),
        body: acceptStaffInvitationSchema,
      },
    },
    async (request) => staff.accept(requireUser(request), request.body.token),
  );
}
