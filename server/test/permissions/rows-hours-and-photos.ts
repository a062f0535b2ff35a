import { addDays, todayInIst } from "@crease/core";
import { allowedBy, type Row, w } from "./world";

/**
 * Several hours in one booking (decision 049): its quote is a player's, like checkout's. The photo
 * checks of a venue (issue 46) are the moderating admin's alone.
 */
export const HOURS_AND_PHOTO_ROWS: Row[] = [
  {
    route: "POST /api/bookings/hours/quote",
    expect: allowedBy("booking.book", 200),
    request: () => ({
      url: "/api/bookings/hours/quote",
      // A quote holds nothing: a near date, inside every booking window.
      payload: { venueId: w.venue.id, date: addDays(todayInIst(), 2), slots: ["night"] },
    }),
  },
  {
    route: "GET /api/venues/:id/photo-checks",
    expect: allowedBy("venue.moderate", 200),
    request: () => ({ url: `/api/venues/${w.venue.id}/photo-checks` }),
  },
];
