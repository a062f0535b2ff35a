import { PHONE_CODE } from "@crease/core";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { phoneCodes, users } from "../../db/schema";
import type { UserRow } from "./repo";

export type PhoneCodeRow = typeof phoneCodes.$inferSelect;
export type PhoneCodePurpose = "phone" | "second_factor";

/** Drizzle only: the SMS codes and the accounts found by their verified number. */
export function phoneRepo(db: Db) {
  const live = (now: Date) =>
    and(isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now), lt(phoneCodes.tries, PHONE_CODE.tries));

  return {
    async findUserByVerifiedPhone(phone: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.verifiedPhone, phone)).limit(1);
      return row;
    },

    /** Stores a new code; the number's earlier codes of the same purpose stop working. */
    async insertCode(values: typeof phoneCodes.$inferInsert & { purpose: PhoneCodePurpose }, now: Date) {
      await db.transaction(async (tx) => {
        await tx
          .update(phoneCodes)
          .set({ usedAt: now })
          .where(
            and(eq(phoneCodes.phone, values.phone), eq(phoneCodes.purpose, values.purpose), isNull(phoneCodes.usedAt)),
          );
        await tx.insert(phoneCodes).values(values);
      });
    },

    /**
     * Takes one try of the live code (the number's latest, or the pending sign-in's) before it is
     * checked, so guesses sent together never get more than its tries between them. Returns the
     * code with its tries so far, or nothing when no live code is left.
     */
    async takeTry(
      match: { phone: string } | { pendingTokenHash: string },
      now: Date,
    ): Promise<PhoneCodeRow | undefined> {
      const which =
        "phone" in match
          ? and(eq(phoneCodes.phone, match.phone), eq(phoneCodes.purpose, "phone"))
          : and(eq(phoneCodes.pendingTokenHash, match.pendingTokenHash), eq(phoneCodes.purpose, "second_factor"));
      const latest = db
        .select({ id: phoneCodes.id })
        .from(phoneCodes)
        .where(and(which, live(now)))
        .orderBy(desc(phoneCodes.createdAt), desc(phoneCodes.id))
        .limit(1);
      const [row] = await db
        .update(phoneCodes)
        .set({ tries: sql`${phoneCodes.tries} + 1` })
        .where(and(eq(phoneCodes.id, sql`(${latest})`), live(now)))
        .returning();
      return row;
    },

    /** A right code gives its try back (it was not a wrong guess), e.g. when a name is still needed. */
    async returnTry(id: number): Promise<void> {
      await db
        .update(phoneCodes)
        .set({ tries: sql`greatest(${phoneCodes.tries} - 1, 0)` })
        .where(eq(phoneCodes.id, id));
    },

    /** Marks the code used; only one caller wins, which makes a code single use. */
    async consume(id: number, now: Date): Promise<boolean> {
      const [row] = await db
        .update(phoneCodes)
        .set({ usedAt: now })
        .where(and(eq(phoneCodes.id, id), isNull(phoneCodes.usedAt), gt(phoneCodes.expiresAt, now)))
        .returning({ id: phoneCodes.id });
      return row !== undefined;
    },

    async prune(before: Date): Promise<void> {
      await db.delete(phoneCodes).where(lt(phoneCodes.expiresAt, before));
    },
  };
}
