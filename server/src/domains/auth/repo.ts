import { and, eq, gt, isNull, lt, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { authAttempts, passwordResetTokens, sessions, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;

/** Drizzle only: every auth query lives here. */
export function authRepo(db: Db) {
  return {
    async findUserByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      return row;
    },

    async findUserById(id: number): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return row;
    },

    async usernameExists(username: string): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
      return row !== undefined;
    },

    async insertUser(values: typeof users.$inferInsert): Promise<UserRow> {
      const [row] = await db.insert(users).values(values).returning();
      return row as UserRow;
    },

    async updateUser(id: number, values: Partial<typeof users.$inferInsert>): Promise<UserRow | undefined> {
      const [row] = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    async insertSession(values: typeof sessions.$inferInsert): Promise<void> {
      await db.insert(sessions).values(values);
    },

    /** The session and its user in one query; expired sessions do not match. */
    async findSession(id: string, now: Date) {
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
        .limit(1);
      return row;
    },

    async touchSession(id: string, now: Date, expiresAt: Date): Promise<void> {
      await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.id, id));
    },

    /** The session finished its sign-in's second factor (a code by SMS): an admin's may now act. */
    async markSecondFactorDone(id: string): Promise<void> {
      await db.update(sessions).set({ secondFactorDone: true }).where(eq(sessions.id, id));
    },

    /** Ends a session; returns whose it was, if it existed. */
    async deleteSession(id: string): Promise<number | undefined> {
      const [row] = await db.delete(sessions).where(eq(sessions.id, id)).returning({ userId: sessions.userId });
      return row?.userId;
    },

    async deleteUserSessions(userId: number, exceptId?: string): Promise<void> {
      await db
        .delete(sessions)
        .where(exceptId ? and(eq(sessions.userId, userId), ne(sessions.id, exceptId)) : eq(sessions.userId, userId));
    },

    async insertResetToken(values: typeof passwordResetTokens.$inferInsert): Promise<void> {
      await db.insert(passwordResetTokens).values(values);
    },

    async findLiveResetToken(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .limit(1);
      return row;
    },

    /** Marks a token used; only one caller can win, which makes tokens single use. */
    async consumeResetToken(tokenHash: string, now: Date): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            isNull(passwordResetTokens.usedAt),
            gt(passwordResetTokens.expiresAt, now),
          ),
        )
        .returning({ userId: passwordResetTokens.userId });
      return row?.userId;
    },

    /** Every reset link of the user still outstanding dies (a reset succeeded, or the password changed). */
    async spendResetTokens(userId: number, now: Date): Promise<void> {
      await db
        .update(passwordResetTokens)
        .set({ usedAt: now })
        .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
    },

    /** Forgets what no rule reads any more: old attempts, ended sessions, spent reset tokens. */
    async pruneExpired(now: Date, attemptsBefore: Date): Promise<void> {
      await db.delete(authAttempts).where(lt(authAttempts.createdAt, attemptsBefore));
      await db.delete(sessions).where(lt(sessions.expiresAt, now));
      await db.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, attemptsBefore));
    },
  };
}

export type AuthRepo = ReturnType<typeof authRepo>;
