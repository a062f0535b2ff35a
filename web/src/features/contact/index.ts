/** Contact: the form anyone may send, and the team's inbox (admins). */
export { useLatestMessages, useUnreadMessageCount } from "./api/get-contact-messages";
export { MessagesPanel } from "./components/messages-panel";
export { useTimeAgo } from "./lib/use-time-ago";
