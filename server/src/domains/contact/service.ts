import { type ContactInput, rateLimited, type User } from "@crease/core";
import type { Db } from "../../db/client";
import { contactRepo } from "./repo";

/** Ten messages an hour from one address is plenty for a person and little for a spammer. */
const PER_HOUR = 10;

/** DECISIONS.md: the contact form stores its message; admins read them in their dashboard. */
export function createContactService(deps: { db: Db; now?: () => Date }) {
  const repo = contactRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  return {
    async send(actor: User | null, input: ContactInput, ip: string): Promise<void> {
      const key = `contact:ip:${ip}`;
      if ((await repo.recentFrom(key, new Date(now().getTime() - 3_600_000))) >= PER_HOUR) {
        throw rateLimited(3600, "You have sent several messages in the last hour. Please wait before sending another.");
      }
      await repo.recordFrom(key);
      await repo.insert({ ...input, userId: actor?.id ?? null });
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
