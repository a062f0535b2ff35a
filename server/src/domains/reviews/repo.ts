import type { Review } from "@crease/core";
import { sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";

/** How a reviewer is named on the venue page. */
export const reviewerName = (fullName: string | null | undefined) => fullName?.trim() || "Anonymous";

/** Drizzle only: reviews and the venue rating they roll up into. */
export function reviewsRepo(db: Db) {
  return {
    /** The venue's latest reviews, each with its writer's name ("Anonymous" without one). */
    async forVenue(venueId: number, limit: number): Promise<Review[]> {
      const rows = await queryRows<Omit<Review, "user"> & { fullName: string | null }>(
        db,
        sql`select r.id, r.venue_id as "venueId", r.rating, r.comment, r.created_at as "createdAt",
              u.full_name as "fullName"
            from reviews r join users u on u.id = r.user_id
            where r.venue_id = ${venueId}
            order by r.created_at desc, r.id desc
            limit ${limit}`,
      );
      return rows.map(({ fullName, ...review }) => ({
        ...review,
        createdAt: isoOf(review.createdAt),
        user: { fullName: reviewerName(fullName) },
      }));
    },

    /** The user's completed bookings at the venue that have no review yet, oldest first. */
    async reviewableBookings(userId: number, venueId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select bk.id from ${bookingRows()} bk
            where bk.user_id = ${userId} and bk.venue_id = ${venueId} and ${statusIn(sql`bk.status`, "completed")}
              and not exists (select 1 from reviews r where r.booking_id = bk.id)
            order by bk.date, bk.id`,
      );
      return rows.map((r) => r.id);
    },

    async hasCompletedBooking(userId: number, venueId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`select bk.id from ${bookingRows()} bk
            where bk.user_id = ${userId} and bk.venue_id = ${venueId} and ${statusIn(sql`bk.status`, "completed")} limit 1`,
      );
      return rows.length > 0;
    },

    /**
     * Inserts the review and recomputes the venue's rating in one transaction. The venue row
     * is locked first, so concurrent reviews queue up and each recount sees the ones before it.
     * Returns null when the booking already has a review.
     */
    async insert(input: { venueId: number; userId: number; bookingId: number; rating: number; comment: string }) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from venues where id = ${input.venueId} for update`);
        const inserted = await queryRows<{ id: number; createdAt: unknown }>(
          tx,
          sql`insert into reviews (venue_id, user_id, booking_id, rating, comment)
              values (${input.venueId}, ${input.userId}, ${input.bookingId}, ${input.rating}, ${input.comment})
              on conflict (booking_id) do nothing
              returning id, created_at as "createdAt"`,
        );
        const row = inserted[0];
        if (!row) return null;
        await tx.execute(
          sql`update venues set
                review_count = s.n, avg_rating = round(s.avg, 2), updated_at = now()
              from (select count(*)::int as n, coalesce(avg(rating), 0) as avg from reviews where venue_id = ${input.venueId}) s
              where venues.id = ${input.venueId}`,
        );
        return { id: row.id, createdAt: isoOf(row.createdAt) };
      });
    },
  };
}
