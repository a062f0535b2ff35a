/** The venue-detail feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { BookingCard } from "./components/booking-card";
export { CourtPicker } from "./components/court-picker";
export { ImageCarousel } from "./components/image-carousel";
export { type SlotOption, SlotPicker } from "./components/slot-picker";
export { VenueDetailSkeleton } from "./components/venue-detail-skeleton";
export { VenueHeader } from "./components/venue-header";
export { VenueNotFound } from "./components/venue-not-found";
export { VenueTabs } from "./components/venue-tabs";
