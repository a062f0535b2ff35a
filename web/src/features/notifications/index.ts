/** The notifications feature's public face: other features import only what is here (scripts/check-feature-imports.mjs). */
export { getNotifications } from "./api/notifications";
export { NotificationBell } from "./components/notification-bell";
export { markConfirmedHere, takeConfirmedHere, verifyingHere } from "./store/confirmed-here";
export { notificationStore } from "./store/notification-store";
