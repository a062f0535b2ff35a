/** Payouts: the owner's upcoming and past payouts; the admin's Tuesday runs, each payout's bookings, marking one paid. */
export { OwnerPayoutsPanel } from "./components/owner-payouts-panel";
export { PayoutsPanel } from "./components/payouts-panel";
