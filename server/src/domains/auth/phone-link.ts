import { AppError, type linkPhoneSchema, type User, unauthenticated, validationError } from "@crease/core";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { isUniqueViolation } from "../../db/rows";
import { enqueueJob } from "../../lib/jobs";
import type { Limiter } from "../../lib/limiter";
import { verifyPassword } from "../../lib/passwords";
import { phoneRepo } from "./phone-repo";
import type { PhoneSignIn } from "./phone-sign-in";
import { authRepo, type UserRow } from "./repo";
import { PHONE_LINKED_MAIL_JOB } from "./sign-in-mails";
import { toUser } from "./user-row";

const WRONG_PASSWORD = "The password is not right";
const PASSWORD_NEEDED = "Enter your password to link a mobile number";
const CURRENT_CODE_NEEDED = "Enter the code sent to the number that signs in to your account now";
const TAKEN = "This number is already linked to another account.";

/**
 * Linking the mobile number that signs in to an account (docs/decisions/023). It is a change of
 * sign-in method, so it asks what a few minutes with someone's open session do not give: the
 * account's password, or a code sent to the number already verified (an account made by phone has
 * no password). The account is told by mail (sign-in-mails.ts). Linking also finishes an admin's second factor
 * for the session that links (plugins/session.ts).
 */
export function phoneLinks(deps: {
  db: Db;
  limiter: Limiter;
  phone: PhoneSignIn;
  now: () => Date;
  accountChanged(userId: number): void;
}) {
  /**
   * The person at the session is the account's holder: a right password, a right code to the
   * verified number, or the code of the new number when it is the verified one itself. Returns
   * the id of a code to use once the new number's code is right too.
   */
  async function proveHolder(row: UserRow, input: z.output<typeof linkPhoneSchema>): Promise<number | null> {
    if (input.password !== undefined && row.passwordHash) {
      const reserved = await deps.limiter.reserve("linkPhonePassword", { account: String(row.id) });
      if (!(await verifyPassword(row.passwordHash, input.password))) {
        throw validationError(WRONG_PASSWORD, { password: WRONG_PASSWORD });
      }
      await deps.limiter.release(reserved);
      return null;
    }
    if (row.verifiedPhone && row.verifiedPhone === input.phone) return null;
    if (row.verifiedPhone && input.currentPhoneCode !== undefined) {
      return (await deps.phone.checkCode(row.verifiedPhone, input.currentPhoneCode)).id;
    }
    if (row.passwordHash || !row.verifiedPhone) throw validationError(PASSWORD_NEEDED, { password: PASSWORD_NEEDED });
    throw validationError(CURRENT_CODE_NEEDED, { currentPhoneCode: CURRENT_CODE_NEEDED });
  }

  return {
    /** POST /api/users/me/phone: the number becomes the account's verified number (a way to sign in). */
    async linkPhone(actor: User, sessionId: string | null, input: z.output<typeof linkPhoneSchema>): Promise<User> {
      const row = await authRepo(deps.db).findUserById(actor.id);
      if (!row) throw unauthenticated();
      const currentCodeId = await proveHolder(row, input);
      let found: Awaited<ReturnType<PhoneSignIn["checkCode"]>>;
      try {
        found = await deps.phone.checkCode(input.phone, input.code);
      } catch (error) {
        // The current number's code was right: it stays good for the next try.
        if (currentCodeId !== null) await deps.phone.returnTry(currentCodeId);
        throw error;
      }
      const holder = await phoneRepo(deps.db).findUserByVerifiedPhone(input.phone);
      if (holder && holder.id !== actor.id) {
        await deps.phone.returnTry(found.id);
        if (currentCodeId !== null) await deps.phone.returnTry(currentCodeId);
        throw new AppError("CONFLICT", TAKEN);
      }
      if (currentCodeId !== null) await deps.phone.useCode(currentCodeId);
      await deps.phone.useCode(found.id);
      const changed = row.verifiedPhone !== input.phone;
      try {
        const updated = await deps.db.transaction(async (tx) => {
          const txRepo = authRepo(tx);
          const next = await txRepo.updateUser(actor.id, { verifiedPhone: input.phone, phone: input.phone });
          if (sessionId) await txRepo.markSecondFactorDone(sessionId);
          // Queued with the change: the mail goes if and only if the number was linked.
          if (changed && next?.email) {
            const linkedAt = deps.now().toISOString();
            await enqueueJob(tx, PHONE_LINKED_MAIL_JOB, { userId: actor.id, phone: input.phone, linkedAt });
          }
          return next;
        });
        if (!updated) throw unauthenticated();
        deps.accountChanged(actor.id);
        return { ...toUser(updated), staffOf: actor.staffOf };
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("CONFLICT", TAKEN);
        throw error;
      }
    },
  };
}

export type PhoneLinks = ReturnType<typeof phoneLinks>;
