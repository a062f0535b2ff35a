import { useContext } from "react";
import { AuthContext, type AuthContextValue } from "../components/auth-context";

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used within an AuthProvider");
  return value;
}

/**
 * The session where there is one to read, else null: for parts drawn both inside the app and alone
 * (a dialog in a component test), which then show nothing that depends on who is signed in.
 */
export function useAuthIfAny(): AuthContextValue | null {
  return useContext(AuthContext);
}
