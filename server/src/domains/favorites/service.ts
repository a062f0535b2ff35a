import type { Favorite, User } from "@crease/core";
import type { Db } from "../../db/client";
import type { VenuesService } from "../venues/service";
import { favoritesRepo } from "./repo";

/** Favourites are always the acting user's own: no call takes another user's id. */
export function createFavoritesService(deps: { db: Db; venues: VenuesService }) {
  const repo = favoritesRepo(deps.db);
  return {
    /** Newest first; venues that are no longer visible (suspended, rejected) drop out of the list. */
    async list(actor: User): Promise<Favorite[]> {
      const rows = await repo.list(actor.id);
      const venues = new Map(
        (
          await deps.venues.byIds(
            actor,
            rows.map((r) => r.venueId),
          )
        ).map((v) => [v.id, v]),
      );
      return rows.flatMap((row) => {
        const venue = venues.get(row.venueId);
        return venue ? [{ id: row.id, venueId: row.venueId, createdAt: row.createdAt.toISOString(), venue }] : [];
      });
    },

    async add(actor: User, venueId: number): Promise<{ favorite: Favorite; created: boolean }> {
      const { venue } = await deps.venues.forBooking(actor, venueId); // 404 for venues they cannot see
      const { row, created } = await repo.add(actor.id, venueId);
      return {
        favorite: { id: row.id, venueId: row.venueId, createdAt: row.createdAt.toISOString(), venue },
        created,
      };
    },

    async remove(actor: User, venueId: number): Promise<void> {
      await repo.remove(actor.id, venueId);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
