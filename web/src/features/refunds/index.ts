/** Refunds (admins): pending first, with their reason, tries, last error and next try. */
export { RefundsPanel } from "./components/refunds-panel";
