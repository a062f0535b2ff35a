import { type SQL, sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, likeContains, queryPrepared, queryRows } from "../../db/rows";
import { bookingRows } from "../bookings/reads/booking-rows";
import { afterCursor, keyColumns, type SearchPlan } from "./search-sql";
import {
  VENUE_COLUMNS,
  VENUE_COURTS,
  VENUE_FROM,
  VENUE_IMAGES,
  VENUE_PRICE_RULES,
  type VenueRecord,
  type VenueRow,
  venueOf,
} from "./venue-sql";

export interface SearchPage {
  rows: (VenueRecord & { keys: (number | string)[] })[];
  /** All matches, counted only for the first page. */
  total: number | null;
}

/** Drizzle only: venue reads. Writes arrive with the owner/admin work. */
export function venuesRepo(db: Db) {
  return {
    /** One query: filter, sort, page, count and shape the cards. */
    async search(plan: SearchPlan & { visibility: SQL; cursor: (number | string)[] | null }): Promise<SearchPage> {
      const keys = plan.sortKeys;
      const keySelect = keys.map((k, i) => sql`${k.expr} as ${sql.raw(`k${i}`)}`);
      const order = sql.join([...keyColumns(keys), sql.raw("id")], sql`, `);
      const where = sql.join([plan.visibility, ...plan.where], sql` and `);
      const after = plan.cursor ? sql`where ${afterCursor(keys, plan.cursor)}` : sql``;
      const total = plan.cursor ? sql`null::int` : sql`(select count(*)::int from matched)`;
      const extras = plan.extras.length > 0 ? sql`, ${sql.join(plan.extras, sql`, `)}` : sql``;
      const outerKeys = keys.map((_, i) => sql.raw(`m.k${i} as k${i}`));
      const rows = await queryRows<VenueRow & Record<string, unknown>>(
        db,
        sql`with ${plan.point ? sql`pt as (${plan.point}),` : sql``} matched as (
              select v.id, ${sql.join(keySelect, sql`, `)}${extras}
              from ${VENUE_FROM}${plan.point ? sql` cross join pt` : sql``}
              where ${where}
            ),
            page as (select * from matched ${after} order by ${order} limit ${plan.limit + 1})
            select ${VENUE_COLUMNS}, ${VENUE_IMAGES}, ${sql.join(outerKeys, sql`, `)},
              ${plan.extras.length > 0 ? sql`m.distance_km` : sql`null::float8 as distance_km`},
              ${total} as total
            from page m join ${VENUE_FROM} on v.id = m.id
            order by ${sql.join([...keys.map((_, i) => sql.raw(`m.k${i}`)), sql.raw("m.id")], sql`, `)}`,
      );
      const first = rows[0];
      return {
        total: first ? (first.total === null ? null : Number(first.total)) : plan.cursor ? null : 0,
        rows: rows.map((row) => ({
          ...venueOf(row),
          keys: [...keys.map((k, i) => normaliseKey(row[`k${i}`], k.type)), row.id],
        })),
      };
    },

    /** Venues by id, visibility applied, in the order asked. */
    async byIds(ids: number[], visibility: SQL): Promise<VenueRecord[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows<VenueRow>(
        db,
        sql`select ${VENUE_COLUMNS}, ${VENUE_IMAGES} from ${VENUE_FROM}
            where v.id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )}) and ${visibility}`,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [venueOf(row)] : [];
      });
    },

    /** One venue (checkout, venue pages): a prepared statement, planned once per connection. */
    async byId(id: number, visibility: SQL): Promise<VenueRecord | undefined> {
      const [row] = await queryPrepared<VenueRow>(
        db,
        sql`select ${VENUE_COLUMNS}, ${VENUE_IMAGES}, ${VENUE_COURTS}, ${VENUE_PRICE_RULES} from ${VENUE_FROM}
            where v.id = ${id} and ${visibility}`,
      );
      return row && venueOf(row);
    },

    /** When the next live hold runs out (epoch ms), or null: a dated search may change then. */
    async nextHoldExpiry(): Promise<number | null> {
      const [row] = await queryRows<{ at: string | null }>(
        db,
        sql`select (extract(epoch from min(bk.hold_expires_at)) * 1000)::bigint::text as at
            from ${bookingRows()} bk where ${statusIn(sql`bk.status`, "held")} and bk.hold_expires_at > now()`,
      );
      return row?.at ? Number(row.at) : null;
    },

    /** Public venues (id, last change) and the cities they are in, for the sitemap. */
    async sitemap(visibility: SQL) {
      const rows = await queryRows<{ id: number; updatedAt: unknown; city: string }>(
        db,
        sql`select v.id, v.updated_at as "updatedAt", v.city from ${VENUE_FROM} where ${visibility} order by v.id`,
      );
      return {
        venues: rows.map((r) => ({ id: Number(r.id), updatedAt: isoOf(r.updatedAt) })),
        cities: [...new Set(rows.map((r) => r.city))].sort(),
      };
    },

    /** City, state and address candidates of visible venues that contain one of the names (lower case). */
    async locationCandidates(names: string[], visibility: SQL) {
      const matches = names.map((name) => sql`v.place_search like ${likeContains(name)}`);
      return queryRows<{ city: string; state: string; address: string }>(
        db,
        sql`select distinct v.city, v.state, v.address from ${VENUE_FROM}
            where ${visibility} and (${sql.join(matches, sql` or `)})
            limit 300`,
      );
    },
  };
}

function normaliseKey(value: unknown, type: "int" | "float8" | "numeric"): number | string {
  if (type === "numeric") return String(value);
  return Number(value);
}

export type VenuesRepo = ReturnType<typeof venuesRepo>;
