/** The bookings feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { type BookingPage, bookingsOf, getBookingPage } from "./api/booking-pages";
export { useLatestBookings } from "./api/get-latest-bookings";
export { useOwnerBookings } from "./api/get-owner-bookings";
export { BookingActionDialog, type BookingActionTarget } from "./components/booking-action-dialog";
export { BookingConfirmed } from "./components/booking-confirmed";
export { BookingInFocus } from "./components/booking-in-focus";
export { type BookingColumn, BookingsTable } from "./components/bookings-table";
export { ExportBookings } from "./components/export-bookings";
export { OwnerBookingsPanel } from "./components/owner-bookings-panel";
export { LoadMore } from "./components/panel-parts";
export { useCopyToClipboard } from "./hooks/use-copy-to-clipboard";
