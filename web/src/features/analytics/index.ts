/** Analytics (owners, and admins on any owner's venues): views, bookings, earnings and occupancy for a period. */
export { useOwnerAnalytics } from "./api/get-owner-analytics";
