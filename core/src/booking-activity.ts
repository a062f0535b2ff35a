/**
 * `GET /api/bookings/latest`: the bookings at an owner's venues (every venue for an admin) whose
 * latest event (booked or cancelled) is newest, for "Recent activity" (issue 25: built from the
 * latest events, not from the first page of bookings sorted by slot date).
 */
import { z } from "zod";

export const DEFAULT_LATEST_BOOKINGS = 10;
export const MAX_LATEST_BOOKINGS = 20;

const limitMessage = "Ask for 1 to 20 of the latest bookings";

export const latestBookingsQuerySchema = z.object({
  limit: z.preprocess(
    (value) => (value === "" ? undefined : value),
    z
      .string()
      .regex(/^\d{1,2}$/, limitMessage)
      .transform(Number)
      .refine((n) => n >= 1 && n <= MAX_LATEST_BOOKINGS, limitMessage)
      .optional(),
  ),
});
export type LatestBookingsQuery = z.output<typeof latestBookingsQuerySchema>;
