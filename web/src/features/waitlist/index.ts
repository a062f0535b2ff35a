/** The waitlist feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { useJoinWaitlist, useWaitlist, useWaitlistQuery, waitlistQueryKey } from "./api/waitlist";
export { WaitlistPanel } from "./components/waitlist-panel";
