import type { User } from "@crease/core/users";
import { createContext } from "react";

export type SessionStatus = "loading" | "signed-in" | "signed-out";

/**
 * The session only. Logging in, registering and logging out are mutations of their own
 * (`useLogin`, `useRegister`, `useLogout` in ../api), used by the screens that offer them, so
 * every page does not carry their code.
 */
export interface AuthContextValue {
  /** The signed-in user, or null (also null while loading: check `status`). */
  user: User | null;
  status: SessionStatus;
  /**
   * An admin's session opened by the password that must link a number (the code by SMS) before
   * anything else: the server answers every other call with 403. `status` is then "signed-out".
   */
  secondFactorPending: boolean;
  isLoading: boolean;
  /** Forgets the signed-in user and everything cached for them (after a logout). */
  clearSession: () => void;
  /** Replaces the cached user (after a profile edit, say). */
  setUser: (user: User) => void;
  /** Asks the server again who is signed in. */
  refresh: () => Promise<unknown>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
