/** Venue management (owners): their venues in every status, editing one, its status history and pending changes. */
export { useOwnerVenues, type VenueScope } from "./api/get-owner-venues";
export type { ImageFieldComponent } from "./components/dashboard-parts";
export { PartialPaymentFields, PaymentTypeCards } from "./components/payment-terms-fields";
export { AddVenueButton, VenuesPanel } from "./components/venues-panel";
export { addOnName, STANDARD_ADD_ON_LABELS } from "./lib/add-on-names";
export { venueFormMessage } from "./lib/form-messages";
