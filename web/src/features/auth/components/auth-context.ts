import type { LoginInput, RegisterInput, User } from "@crease/core/users";
import type { UseMutationResult } from "@tanstack/react-query";
import { createContext } from "react";

export type SessionStatus = "loading" | "signed-in" | "signed-out";

export interface AuthContextValue {
  /** The signed-in user, or null (also null while loading: check `status`). */
  user: User | null;
  status: SessionStatus;
  isLoading: boolean;
  loginMutation: UseMutationResult<User, Error, LoginInput>;
  logoutMutation: UseMutationResult<null, Error, void>;
  registerMutation: UseMutationResult<User, Error, RegisterInput>;
  /** Forgets the signed-in user and everything cached for them (after a logout). */
  clearSession: () => void;
  /** Replaces the cached user (after a profile edit, say). */
  setUser: (user: User) => void;
  /** Asks the server again who is signed in. */
  refresh: () => Promise<unknown>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
