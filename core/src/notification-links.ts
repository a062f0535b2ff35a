/**
 * Where each notification leads (docs/product/notifications.md): the screen that shows what it
 * is about, for the person it was sent to. Mails carry this link; the bell opens it.
 */
export interface NotificationLink {
  path: string;
  label: string;
}

const OWNER_BOOKINGS: NotificationLink = { path: "/owner/dashboard?tab=bookings", label: "See the booking" };
const PLAYER_BOOKINGS: NotificationLink = { path: "/dashboard", label: "See your bookings" };

/**
 * `data.for` is "owner" on the notes sent to a venue's owner about a booking (a new booking, a
 * player's cancellation); every other booking note is the player's.
 */
export function notificationLink(type: string, data?: Record<string, unknown> | null): NotificationLink {
  // A new booking leads its owner to that booking (issue 25), shown above their bookings.
  // …and so does a player's move of one (reschedule), with where it was and where it is now.
  if (
    (type === "booking_created" || (type === "booking_rescheduled" && data?.for === "owner")) &&
    typeof data?.bookingId === "number"
  ) {
    return { path: `${OWNER_BOOKINGS.path}&booking=${data.bookingId}`, label: OWNER_BOOKINGS.label };
  }
  if (type === "booking_created" || (type.startsWith("booking_") && data?.for === "owner")) return OWNER_BOOKINGS;
  if (type.startsWith("booking_")) return PLAYER_BOOKINGS;
  if (type.startsWith("payout_")) return { path: "/owner/dashboard?tab=payouts", label: "See your payouts" };
  // To admins: a venue or a change of one waits for review.
  if (type === "venue_submitted" || type === "venue_edit_submitted") {
    return { path: "/admin/dashboard?tab=venues", label: "Review it" };
  }
  if (type.startsWith("venue_")) return { path: "/owner/dashboard?tab=venues", label: "See your venues" };
  // To a new member of a venue's staff: the dashboard of the venues they work at.
  if (type.startsWith("staff_")) return { path: "/owner/dashboard?tab=bookings", label: "Open the venue dashboard" };
  if (type.startsWith("account_")) return { path: "/dashboard?tab=profile", label: "See your account" };
  return PLAYER_BOOKINGS;
}
