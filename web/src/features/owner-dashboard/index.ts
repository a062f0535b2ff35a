/** The owner dashboard's own pieces: the summary cards and the recent activity; the rest is composed from features. */
export { OwnerSummary } from "./components/owner-summary";
export { RecentActivity } from "./components/recent-activity";
