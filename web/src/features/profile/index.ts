/** The profile feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { BecomeHostDialog } from "./components/become-host-dialog";
export { CalendarFeedCard } from "./components/calendar-feed-card";
export { EditProfileDialog } from "./components/edit-profile-dialog";
export { NotificationPreferencesDialog } from "./components/notification-preferences-dialog";
export { ProfilePanel } from "./components/profile-panel";
export { BECOME_HOST_PATH, UPGRADE_PARAM } from "./lib/paths";
