import {
  adminUserSchema,
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
import type { ProfileService } from "./profile-service";
import type { UsersService } from "./service";

/**
 * People: the admin's list and changes (`/api/users`, `/api/users/{id}`) and each person's own
 * account (`/api/users/me*`). Sign-in, sessions, passwords and resets are the auth domain's.
 */
export async function userRoutes(fastify: FastifyInstance, opts: { users: UsersService; profile: ProfileService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users, profile } = opts;

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

  app.patch(
    "/api/users/me",
    {
      schema: {
        ...contract({
          id: "updateProfile",
          summary: "Change one's name or phone",
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
