/**
 * The screens behind a sign-in (the dashboards, the front desk, adding a venue, a staff
 * invitation), imported from here and not from router.tsx. Each lazy import carries the list of
 * chunks preloaded with it, and those lists in the entry were paid for by every first paint (the
 * home page's script budget) for screens most visitors never open; here they arrive with this
 * small chunk, which the router fetches just before the screen's own.
 */
export const dashboard = () => import("./routes/dashboard");
export const addVenue = () => import("./routes/add-venue");
export const ownerDashboard = () => import("./routes/owner-dashboard");
export const frontDesk = () => import("./routes/front-desk");
export const staffInvitation = () => import("./routes/staff-invitation");
export const adminDashboard = () => import("./routes/admin-dashboard");
export const bookingConfirmed = () => import("./routes/booking-confirmed");
