/** Venue credit (docs/product/credit.md): the owner's offer, top-ups, balances and where credit pays. */
export { myCreditKey, useMyCredit } from "./api/my-credit";
export { creditKey, useVenueCredit } from "./api/venue-credit";
export { DeskAddCredit } from "./components/desk-add-credit";
export { MyCreditPanel } from "./components/my-credit-panel";
export { OwnerCreditPanel } from "./components/owner-credit-panel";
export { RefundDestination } from "./components/refund-destination";
export { UseCreditOption } from "./components/use-credit-option";
export { VenueCreditCard } from "./components/venue-credit-card";
