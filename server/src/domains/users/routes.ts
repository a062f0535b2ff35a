import { adminUserSchema, NEXT_CURSOR_HEADER, updateUserSchema, userListQuerySchema } from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { contract } from "../../lib/contract";
import { idSchema } from "../../lib/params";
import { authorize, requireUser } from "../../plugins/session";
import type { UsersService } from "./service";

export async function userRoutes(fastify: FastifyInstance, opts: { users: UsersService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { users } = opts;

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
}
