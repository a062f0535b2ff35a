import type { VenueStatusChange } from "@crease/core";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import {
  boxCricketDetails,
  groundDetails,
  netsDetails,
  type StoredAddOn,
  users,
  venueImages,
  venueStatusChanges,
  venues,
} from "../../db/schema";

export type VenueValues = typeof venues.$inferInsert;

/** What a write needs to know about a venue before changing it. */
export interface VenueForWrite {
  id: number;
  ownerId: number;
  ownerActive: boolean;
  name: string;
  venueType: string;
  status: string;
  location: string | null;
  address: string;
  city: string;
  state: string;
  postalCode: string;
  paymentType: string;
  partialPaymentPaise: number | null;
  upiQrCodeUrl: string | null;
  /** Bumped by every write below (the venues table's `version`). */
  version: number;
}

/** Details in paise, ready for their table. */
export type DetailsRow =
  | {
      venueType: "ground";
      morningPricePaise: number;
      afternoonPricePaise: number;
      eveningPricePaise: number;
      nightPricePaise: number;
      addOns: StoredAddOn[];
    }
  | {
      venueType: "nets";
      startTime: string;
      endTime: string;
      hourlyPricePaise: number;
      pitchType: string;
      addOns: StoredAddOn[];
    }
  | {
      venueType: "box";
      startTime: string;
      endTime: string;
      hourlyPricePaise: number;
      teamCapacity: number;
      addOns: StoredAddOn[];
    };

/** One more version of the venue: every write of its content, details, photos or status. */
const nextVersion = sql`${venues.version} + 1`;

/**
 * Drizzle only: venue writes (listing, details, images, edits, status moves). Each write bumps the
 * venue's `version` itself, so no caller can change a venue and leave an admin's approval valid.
 */
export function listingsRepo(db: Db) {
  const bump = (venueId: number) => db.update(venues).set({ version: nextVersion }).where(eq(venues.id, venueId));
  return {
    async insertVenue(values: VenueValues): Promise<number> {
      const [row] = await db.insert(venues).values(values).returning({ id: venues.id });
      if (!row) throw new Error("insert venue returned nothing");
      return row.id;
    },

    /** The venue row, locked for the rest of the transaction when `lock` is set. */
    async findForWrite(id: number, lock = false): Promise<VenueForWrite | undefined> {
      const query = db
        .select({
          id: venues.id,
          ownerId: venues.ownerId,
          ownerActive: sql<boolean>`${users.status} = 'active'`,
          name: venues.name,
          venueType: venues.venueType,
          status: venues.status,
          location: venues.location,
          address: venues.address,
          city: venues.city,
          state: venues.state,
          postalCode: venues.postalCode,
          paymentType: venues.paymentType,
          partialPaymentPaise: venues.partialPaymentPaise,
          upiQrCodeUrl: venues.upiQrCodeUrl,
          version: venues.version,
        })
        .from(venues)
        .innerJoin(users, eq(users.id, venues.ownerId))
        .where(eq(venues.id, id))
        .limit(1)
        .$dynamic();
      const [row] = await (lock ? query.for("update", { of: venues }) : query);
      return row;
    },

    async updateVenue(id: number, values: Partial<VenueValues>): Promise<void> {
      await db
        .update(venues)
        .set({ ...values, version: nextVersion, updatedAt: new Date() })
        .where(eq(venues.id, id));
    },

    /** Moves the status only if it is still `from` (a concurrent move loses). */
    async moveStatus(id: number, from: string, to: string): Promise<boolean> {
      const rows = await db
        .update(venues)
        .set({ status: to, version: nextVersion, updatedAt: new Date() })
        .where(and(eq(venues.id, id), eq(venues.status, from)))
        .returning({ id: venues.id });
      return rows.length === 1;
    },

    async recordStatusChange(values: typeof venueStatusChanges.$inferInsert): Promise<void> {
      await db.insert(venueStatusChanges).values(values);
    },

    /** Every move of the venue's status, oldest first, with who made it. */
    async statusHistory(venueId: number): Promise<VenueStatusChange[]> {
      const rows = await queryRows<VenueStatusChange>(
        db,
        sql`select c.id, c.venue_id as "venueId", c.from_status as "fromStatus", c.to_status as "toStatus", c.note,
              c.actor_id as "actorId", u.full_name as "actorName", c.created_at as "createdAt"
            from venue_status_changes c left join users u on u.id = c.actor_id
            where c.venue_id = ${venueId}
            order by c.created_at, c.id`,
      );
      return rows.map((row) => ({ ...row, createdAt: isoOf(row.createdAt) }));
    },

    async imagesOf(venueId: number): Promise<{ url: string; thumbnailUrl: string | null }[]> {
      return db
        .select({ url: venueImages.url, thumbnailUrl: venueImages.thumbnailUrl })
        .from(venueImages)
        .where(eq(venueImages.venueId, venueId))
        .orderBy(asc(venueImages.position), asc(venueImages.id));
    },

    /** Replaces the venue's images with these, in this order. */
    async replaceImages(venueId: number, images: { url: string; thumbnailUrl: string | null }[]): Promise<void> {
      await db.delete(venueImages).where(eq(venueImages.venueId, venueId));
      await bump(venueId);
      if (images.length === 0) return;
      await db
        .insert(venueImages)
        .values(
          images.map((image, position) => ({ venueId, url: image.url, thumbnailUrl: image.thumbnailUrl, position })),
        );
    },

    /** Inserts or replaces the venue's details. */
    async saveDetails(venueId: number, details: DetailsRow): Promise<void> {
      await bump(venueId);
      if (details.venueType === "ground") {
        const { venueType: _, ...values } = details;
        await db
          .insert(groundDetails)
          .values({ venueId, ...values })
          .onConflictDoUpdate({ target: groundDetails.venueId, set: values });
      } else if (details.venueType === "nets") {
        const { venueType: _, ...values } = details;
        await db
          .insert(netsDetails)
          .values({ venueId, ...values })
          .onConflictDoUpdate({ target: netsDetails.venueId, set: values });
      } else {
        const { venueType: _, ...values } = details;
        await db
          .insert(boxCricketDetails)
          .values({ venueId, ...values })
          .onConflictDoUpdate({ target: boxCricketDetails.venueId, set: values });
      }
    },
  };
}

export type ListingsRepo = ReturnType<typeof listingsRepo>;

/** Runs the work in one transaction with a repo bound to it: all of it is saved, or none. */
export function inTransaction<T>(db: Db, work: (repo: ListingsRepo) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(listingsRepo(tx as unknown as Db)));
}
