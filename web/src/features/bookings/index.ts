/** The bookings feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { type BookingPage, bookingsOf, getBookingPage } from "./api/booking-pages";
export { type BookingColumn, BookingsTable } from "./components/bookings-table";
export { ExportBookings } from "./components/export-bookings";
export { LoadMore } from "./components/panel-parts";
