import {
  type ContactInput,
  type ContactMessage,
  DEFAULT_USERS_PAGE,
  idCursorValue,
  notFound,
  type User,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { assertCan } from "../../lib/authorize";
import { createLimiter } from "../../lib/limiter";
import { contactRepo } from "./repo";

type MessageRow = NonNullable<Awaited<ReturnType<ReturnType<typeof contactRepo>["markRead"]>>>;

function toMessage(row: MessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId,
    readAt: row.readAt ? new Date(row.readAt).toISOString() : null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** docs/product/screens.md#public: the contact form stores its message; admins read them in their dashboard. */
export function createContactService(deps: { db: Db; now?: () => Date }) {
  const repo = contactRepo(deps.db);
  const now = deps.now ?? (() => new Date());
  const limiter = createLimiter({ db: deps.db, now });
  return {
    async send(actor: User | null, input: ContactInput, ip: string): Promise<void> {
      // Reserved before it is stored (lib/limiter.ts, LIMITS.contact): 60 sent at once store exactly ten.
      await limiter.reserve(
        "contact",
        { ip },
        {
          message: "You have sent several messages in the last hour. Please wait before sending another.",
        },
      );
      await repo.insert({ ...input, userId: actor?.id ?? null });
    },

    /** The admin inbox, newest first. */
    async list(actor: User, query: { unread?: boolean; limit?: number; cursor?: string }) {
      assertCan(actor, "contact.read");
      let beforeId: number | undefined;
      if (query.cursor) {
        beforeId = idCursorValue(query.cursor);
        if (Number.isNaN(beforeId)) {
          throw validationError("That page cursor is not valid", { cursor: "That page cursor is not valid" });
        }
      }
      const limit = query.limit ?? DEFAULT_USERS_PAGE;
      const { rows, total, unread } = await repo.list({ unread: query.unread, beforeId, limit });
      const shown = rows.slice(0, limit);
      const last = shown.at(-1);
      return {
        messages: shown.map(toMessage),
        nextCursor: rows.length > limit && last ? String(last.id) : null,
        total,
        unread,
      };
    },

    async markRead(actor: User, id: number): Promise<ContactMessage> {
      assertCan(actor, "contact.read");
      const row = await repo.markRead(id, now());
      if (!row) throw notFound("Message not found");
      return toMessage(row);
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
