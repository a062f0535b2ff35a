/**
 * Query keys of the admin dashboard. Everything it reads sits under `["admin"]`, so a change
 * the admin makes can refresh the whole console at once; booking lists sit under `["bookings"]`
 * and venues under `["venues"]` like everywhere else in the app.
 */
export const adminKey = ["admin"] as const;
