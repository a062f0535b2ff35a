import { AppError, normaliseRole, type User } from "@crease/core";
import type { Db } from "../../db/client";
import type { EndSockets } from "../../lib/events";
import { hashPassword } from "../../lib/passwords";
import { authRepo } from "./repo";
import { toUser } from "./user-row";

/** ADMIN_EMAIL names an account that is not an admin: start-up stops with this message. */
export class AdminEmailTaken extends Error {
  constructor(email: string) {
    super(
      `ADMIN_EMAIL ${email} belongs to an account that is not an admin, so it was not made one (its password ` +
        "is not yours to know). Check that account, then promote it with a new password: " +
        `npm run admin -- promote ${email}   — or set ADMIN_EMAIL to an unused email.`,
    );
    this.name = "AdminEmailTaken";
  }
}

/** The admin account: created from the environment, or promoted by an explicit command. */
export function adminAccounts(deps: {
  db: Db;
  now: () => Date;
  accountChanged: (userId: number, endSockets?: EndSockets) => void;
  usernameBase: (email: string) => string;
}) {
  return {
    /**
     * ADMIN_EMAIL/ADMIN_PASSWORD at start-up: creates the admin account when the email is unused
     * and leaves an existing admin as it is. An email that belongs to a player or an owner is
     * refused: whoever registered it first must never become admin with their own password
     * (docs/SECURITY.md). Promoting an existing account is the explicit `promoteToAdmin`.
     */
    async ensureAdmin(email: string, password: string): Promise<User> {
      const existing = await authRepo(deps.db).findUserByEmail(email);
      if (existing && normaliseRole(existing.role) === "admin") return toUser(existing);
      if (existing) throw new AdminEmailTaken(email);
      const row = await authRepo(deps.db).insertUser({
        username: `${deps.usernameBase(email)}-admin`,
        fullName: "Administrator",
        email,
        phone: null,
        passwordHash: await hashPassword(password),
        role: "admin",
      });
      return toUser(row);
    },

    /**
     * `npm run admin -- promote`: makes an existing account an active admin with a new password,
     * ends every session it had and closes its sockets, and kills its outstanding reset links.
     */
    async promoteToAdmin(email: string, password: string): Promise<User> {
      const existing = await authRepo(deps.db).findUserByEmail(email.toLowerCase());
      if (!existing)
        throw new AppError("NOT_FOUND", { message: "No account has the email {email}.", values: { email } });
      const passwordHash = await hashPassword(password);
      const row = await deps.db.transaction(async (tx) => {
        const txRepo = authRepo(tx);
        const updated = await txRepo.updateUser(existing.id, { role: "admin", status: "active", passwordHash });
        await txRepo.deleteUserSessions(existing.id);
        await txRepo.spendResetTokens(existing.id, deps.now());
        return updated;
      });
      deps.accountChanged(existing.id, { reason: "Account type changed" });
      return toUser(row ?? existing);
    },
  };
}
