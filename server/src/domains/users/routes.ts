import {
  adminUserSchema,
  calendarFeedSchema,
  NEXT_CURSOR_HEADER,
  notificationPreferencesAnswerSchema,
  notificationPreferencesSchema,
  updateProfileSchema,
  updateUserSchema,
  userListQuerySchema,
  userSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, requireUser, signedIn } from "../../plugins/session";
import type { CalendarsService } from "../calendars/service";
import type { ProfileService } from "./profile-service";
import type { UsersService } from "./service";

/**
 * People: the admin's list and changes (`/api/users`, `/api/users/{id}`) and each person's own
 * account (`/api/users/me*`). Sign-in, sessions, passwords and resets are the auth domain's.
 */
export async function userRoutes(
  fastify: FastifyInstance,
  opts: { users: UsersService; profile: ProfileService; calendars: CalendarsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, profile, calendars } = opts;

  app.get(
    "/api/users",
    {
      onRequest: authorize("user.manage"),
      schema: {
        ...contract({
          id: "listUsers",
          summary: "Every account, newest first, a page at a time (X-Next-Cursor, X-Total-Count)",
          tag: "users",
          audience: "session",
          ok: { 200: z.array(adminUserSchema) },
          errors: [400, 403],
        }),
        querystring: userListQuerySchema,
      },
    },
    async (request, reply) => {
      const page = await users.list(requireUser(request), request.query);
      if (page.nextCursor) reply.header(NEXT_CURSOR_HEADER, page.nextCursor);
      reply.header("X-Total-Count", String(page.total));
      return page.users;
    },
  );

  app.patch(
    "/api/users/:id",
    {
      onRequest: authorize("user.manage"),
      schema: {
        ...contract({
          id: "updateUser",
          summary: "Change an account's role or suspend it",
          tag: "users",
          audience: "session",
          ok: { 200: adminUserSchema },
          errors: [400, 403, 404, 409],
        }),
        params: z.object({ id: idSchema("user") }),
        body: updateUserSchema,
      },
    },
    async (request) => users.update(requireUser(request), request.params.id, request.body),
  );

  app.get(
    "/api/users/me/notification-preferences",
    {
      onRequest: signedIn,
      schema: contract({
        id: "getNotificationPreferences",
        summary: "What the account chose to hear about",
        tag: "accounts",
        audience: "session",
        ok: { 200: notificationPreferencesAnswerSchema },
      }),
    },
    async (request) => profile.notificationPreferences(requireUser(request)),
  );

  app.put(
    "/api/users/me/notification-preferences",
    {
      onRequest: signedIn,
      schema: {
        ...contract({
          id: "setNotificationPreferences",
          summary: "Choose what to hear about",
          tag: "accounts",
          audience: "session",
          ok: { 200: notificationPreferencesAnswerSchema },
          errors: [400],
        }),
        body: notificationPreferencesSchema,
      },
    },
    async (request) => profile.setNotificationPreferences(requireUser(request), request.body),
  );

  app.post(
    "/api/users/me/become-owner",
    {
      onRequest: signedIn,
      schema: contract({
        id: "becomeOwner",
        summary: "Become a Host: a player's account becomes a venue owner's",
        tag: "accounts",
        audience: "session",
        ok: { 200: userSchema },
        errors: [409],
      }),
    },
    async (request) => profile.becomeOwner(requireUser(request)),
  );

  // One's private calendar feed (docs/product/calendars.md): made (again) and revoked here, read
  // by calendar apps at the address it answers (calendars/routes.ts).
  app.post(
    "/api/users/me/calendar-feed",
    {
      onRequest: signedIn,
      schema: contract({
        id: "createCalendarFeed",
        summary:
          "A private calendar feed address of one's bookings; asking again replaces it (the old one stops working)",
        tag: "calendars",
        audience: "session",
        ok: { 200: calendarFeedSchema },
      }),
    },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return calendars.createFeed(requireUser(request));
    },
  );

  app.delete(
    "/api/users/me/calendar-feed",
    {
      onRequest: signedIn,
      schema: contract({
        id: "revokeCalendarFeed",
        summary: "Revoke one's calendar feed: its address answers 404 from now on",
        tag: "calendars",
        audience: "session",
        ok: { 204: null },
      }),
    },
    async (request, reply) => {
      await calendars.revokeFeed(requireUser(request));
      return reply.code(204).send();
    },
  );

  app.patch(
    "/api/users/me",
    {
      schema: {
        ...contract({
          id: "updateProfile",
          summary: "Change one's name, phone or language",
          tag: "accounts",
          audience: "session",
          ok: { 200: userSchema },
          errors: [400],
        }),
        body: updateProfileSchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      return profile.updateProfile(user, request.body);
    },
  );
}
