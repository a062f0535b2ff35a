import {
  conflict,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferenceKey,
  type NotificationPreferences,
  refusal,
  type User,
  unauthenticated,
  type updateProfileSchema,
} from "@crease/core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { type EndSockets, type EventBus, publishChange } from "../../lib/events";
import { toUser } from "../auth/user-row";
import { usersRepo } from "./repo";

/**
 * The signed-in person's own account (`/api/users/me*`): name and phone, notification choices,
 * Become a Host. Sessions, passwords and resets stay in the auth domain (decision 019).
 */
export function createProfileService(deps: { db: Db; bus: EventBus }) {
  const repo = usersRepo(deps.db);
  /** Every instance forgets the account's remembered sessions and closes the sockets named by `endSockets`. */
  const accountChanged = (userId: number, endSockets?: EndSockets) =>
    deps.bus.publish({ kind: "account", userId, endSockets });

  return {
    async updateProfile(actor: User, input: z.output<typeof updateProfileSchema>): Promise<User> {
      const row = await repo.updateAccount(actor.id, input);
      if (!row) throw unauthenticated();
      accountChanged(actor.id);
      // An owner's name is on their venue cards.
      if (actor.role !== "player" && input.fullName !== undefined && input.fullName !== actor.fullName) {
        await publishChange(deps.bus, null);
      }
      return { ...toUser(row), staffOf: actor.staffOf };
    },

    async notificationPreferences(actor: User): Promise<NotificationPreferences> {
      const row = await repo.accountById(actor.id);
      if (!row) throw unauthenticated();
      return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...pickPreferences(row.notificationPrefs) };
    },

    async setNotificationPreferences(
      actor: User,
      prefs: Partial<NotificationPreferences>,
    ): Promise<NotificationPreferences> {
      // A key left out (a client that predates it) keeps the stored choice.
      const current = await repo.accountById(actor.id);
      if (!current) throw unauthenticated();
      const merged = { ...pickPreferences(current.notificationPrefs), ...definedOnly(prefs) };
      const row = await repo.updateAccount(actor.id, { notificationPrefs: merged });
      if (!row) throw unauthenticated();
      return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...pickPreferences(row.notificationPrefs) };
    },

    /** Become a Host: a player's account becomes an owner's, so they can list venues. */
    async becomeOwner(actor: User): Promise<User> {
      // Already able to list venues: nothing to become (409, not 403: the account is fine as it is).
      const why = refusal(actor, "account.become-owner");
      if (why !== null) throw conflict(why);
      const row = await repo.updateAccount(actor.id, { role: "owner" });
      if (!row) throw unauthenticated();
      accountChanged(actor.id, { reason: "Account type changed" });
      return { ...toUser(row), staffOf: actor.staffOf };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;

function definedOnly(prefs: Partial<NotificationPreferences>): Partial<NotificationPreferences> {
  return Object.fromEntries(Object.entries(prefs).filter(([, value]) => typeof value === "boolean"));
}

function pickPreferences(stored: Record<string, boolean> | null | undefined): Partial<NotificationPreferences> {
  const picked: Partial<NotificationPreferences> = {};
  for (const key of Object.keys(DEFAULT_NOTIFICATION_PREFERENCES) as NotificationPreferenceKey[]) {
    if (typeof stored?.[key] === "boolean") picked[key] = stored[key];
  }
  return picked;
}
