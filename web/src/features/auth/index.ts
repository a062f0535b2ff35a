/** The auth feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { useAuth } from "./hooks/use-auth";
