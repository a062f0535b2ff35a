/** The auth feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
/** The session's context: component tests draw a screen inside it as a given account. */
export { AuthContext } from "./components/auth-context";
export { LinkPhoneDialog } from "./components/link-phone-dialog";
export { useAuth, useAuthIfAny } from "./hooks/use-auth";
export { useCoreMessage } from "./lib/core-messages";
