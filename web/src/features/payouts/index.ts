/** Payouts (admins): the Tuesday runs, each payout's bookings, and marking one paid. */
export { PayoutsPanel } from "./components/payouts-panel";
