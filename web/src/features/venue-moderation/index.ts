/** Venue moderation (admins): every venue by status, their moves and history, and owners' changes to review. */

export { useAdminVenues } from "./api/get-admin-venues";
export { VenueDetailsDialog } from "./components/venue-details-dialog";
export { VenueEditsReview } from "./components/venue-edits-review";
export { type PendingMove, VenueMoveDialog } from "./components/venue-move-dialog";
export { VenuesPanel } from "./components/venues-panel";
export { mergeVenues } from "./lib/venue-list";
export type { VenueMove } from "./lib/venue-moves";
