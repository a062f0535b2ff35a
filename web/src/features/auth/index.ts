/** The auth feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { LinkPhoneDialog } from "./components/link-phone-dialog";
export { useAuth, useAuthIfAny } from "./hooks/use-auth";
export { useCoreMessage } from "./lib/core-messages";
