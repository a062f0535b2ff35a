/** A venue's staff (issue 25): the owner's staff panel and activity list, and accepting an invitation. */
export { AcceptInvitation } from "./components/accept-invitation";
export { StaffPanel } from "./components/staff-panel";
export { StaffTab } from "./components/staff-tab";
export { VenueActivityList } from "./components/venue-activity";
