import {
  type AdminUser,
  conflict,
  DEFAULT_USERS_PAGE,
  idCursorValue,
  normaliseRole,
  notFound,
  type UpdateUserInput,
  type User,
  type UserListQuery,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { type EventBus, publishChange } from "../../lib/events";
import type { NotificationsService } from "../notifications/service";
import { usersRepo } from "./repo";

type Actor = Pick<User, "id" | "role">;

export interface UserPage {
  users: AdminUser[];
  nextCursor: string | null;
  total: number;
}

/** Admins see and manage people (docs/product/roles.md: role change and suspend/reactivate work). */
export function createUsersService(deps: { db: Db; notifications: NotificationsService; bus: EventBus }) {
  const repo = usersRepo(deps.db);
  return {
    async list(actor: Actor, query: UserListQuery): Promise<UserPage> {
      assertCan(actor, "user.manage");
      let beforeId: number | undefined;
      if (query.cursor) {
        beforeId = idCursorValue(query.cursor);
        if (Number.isNaN(beforeId)) {
          throw validationError("That page cursor is not valid", { cursor: "That page cursor is not valid" });
        }
      }
      const limit = query.limit ?? DEFAULT_USERS_PAGE;
      const { rows, total } = await repo.list({ q: query.q, role: query.role, status: query.status, beforeId, limit });
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        users: shown,
        nextCursor: rows.length > limit && last ? String(last.id) : null,
        total,
      };
    },

    async update(actor: Actor, id: number, input: UpdateUserInput): Promise<AdminUser> {
      assertCan(actor, "user.manage");
      if (actor.id === id && input.status === "suspended") throw conflict("You cannot suspend your own account");
      if (actor.id === id && input.role !== undefined && input.role !== "admin") {
        throw conflict("You cannot remove your own admin role");
      }
      const before = await repo.byId(id);
      if (!before) throw notFound("User not found");
      if (!(await repo.update(id, { role: input.role, status: input.status }))) throw notFound("User not found");
      const after = await repo.byId(id);
      if (!after) throw notFound("User not found");
      // Sessions remembered anywhere are forgotten (a suspension ends them at once); a suspended
      // owner's venues leave every search and page, and come back on reactivation.
      // Their open sockets close too when the account is suspended or changes role: a socket never
      // keeps rights its user no longer has.
      const endReason =
        after.status === "suspended" && before.status !== "suspended"
          ? "Account suspended"
          : after.role !== before.role
            ? "Account type changed"
            : null;
      deps.bus.publish({ kind: "account", userId: id, endSockets: endReason ? { reason: endReason } : undefined });
      if (after.status !== before.status) publishChange(deps.bus, null);
      if (input.role !== undefined && input.role !== before.role && after.status === "active") {
        await deps.notifications.notify(id, {
          type: "account_role_changed",
          title: "Your account type changed",
          message: {
            message:
              "You are now {role, select, player {a player} owner {a venue owner} admin {an administrator} other {{role}}} on Crease.",
            values: { role: normaliseRole(input.role) },
          },
          data: { role: input.role },
        });
      }
      if (input.status === "active" && before.status === "suspended") {
        await deps.notifications.notify(id, {
          type: "account_reactivated",
          title: "Your account is active again",
          message: "You can sign in and use Crease again.",
          data: {},
        });
      }
      return after;
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
