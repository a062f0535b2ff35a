import {
  type Actor,
  AppError,
  type Court,
  type CreateCourtInput,
  conflict,
  defaultOverlaps,
  MAX_COURTS,
  notFound,
  rupeesToPaise,
  todayInIst,
  type UpdateCourtInput,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { type EventBus, publishChange } from "../../lib/events";
import { recordVenueActivity } from "../staff/activity";
import type { VenuesService } from "../venues/service";
import { venueAccess } from "./access";
import { courtsRepo } from "./repo";

/**
 * A venue's courts: listed for anyone who may see the venue, changed by its owner (or an admin).
 * Every change is published as a change of the venue, so checkout's memory of the venue and the
 * cached availability are forgotten on every instance (booking-venues.ts).
 */
export function createCourtsService(deps: { db: Db; venues: VenuesService; bus: EventBus; now?: () => Date }) {
  const repo = courtsRepo(deps.db);
  const now = deps.now ?? (() => new Date());

  const withinTransaction = <T>(work: (db: Db) => Promise<T>) => deps.db.transaction((tx) => work(tx as unknown as Db));

  const access = venueAccess(deps.venues);
  const courtsOf = access.visible;
  const manageable = (actor: Actor, venueId: number) => access.manageable(actor, venueId, "venue.manage");

  function checkNameFree(courts: readonly Court[], name: string, except?: number) {
    if (courts.some((c) => c.id !== except && c.name.toLowerCase() === name.toLowerCase())) {
      throw new AppError("CONFLICT", { message: 'This venue already has a court called "{name}"', values: { name } });
    }
  }

  /** The courts a court is to share space with: each once, of the same venue, not itself. */
  function sharedWith(courts: readonly Court[], asked: readonly number[], court?: number): number[] {
    const others = [...new Set(asked)];
    if (court !== undefined && others.includes(court)) {
      throw validationError("A court cannot share space with itself", { overlapsWith: "Not itself" });
    }
    if (!others.every((id) => courts.some((c) => c.id === id))) {
      throw validationError("A court can share space only with courts of the same venue", {
        overlapsWith: "Court not found",
      });
    }
    return others;
  }

  const CLASH =
    "These courts are both booked at the same time on a coming day: cancel one of those bookings before they can share space";

  async function courtAnswer(actor: Actor, venueId: number, courtId: number): Promise<Court> {
    const court = (await courtsOf(actor, venueId)).courts.find((c) => c.id === courtId);
    if (!court) throw notFound("Court not found");
    return court;
  }

  return {
    async list(actor: Actor, venueId: number): Promise<Court[]> {
      return (await courtsOf(actor, venueId)).courts;
    },

    /**
     * Adds a court at its own price (or the venue's). At a ground venue it shares space with the
     * main ground unless the owner says otherwise (`overlapsWith`, [] for none): a half of the
     * ground is never sold with the whole (issue 44).
     */
    async create(actor: Actor, venueId: number, input: CreateCourtInput): Promise<Court> {
      const { venue, courts } = await manageable(actor, venueId);
      if (courts.length >= MAX_COURTS) throw conflict("A venue can have at most 20 courts");
      checkNameFree(courts, input.name);
      const others = sharedWith(courts, input.overlapsWith ?? defaultOverlaps(venue.venueType, courts));
      const pricePaise = input.price == null ? null : rupeesToPaise(input.price);
      // The court, the space it shares and its history row commit together (issue 44).
      const court = await withinTransaction(async (db) => {
        const added = await courtsRepo(db).insert(venueId, { name: input.name, pricePaise, others }, todayInIst(now()));
        // A new court has no bookings, so only a booking racing it could clash: refused all the same.
        if (added === "clash") throw conflict(CLASH);
        await recordVenueActivity(db, {
          venueId,
          actorId: actor?.id as number,
          action: "court.add",
          detail: { name: added.name },
        });
        return added;
      });
      publishChange(deps.bus, venueId);
      return courtAnswer(actor, venueId, court.id);
    },

    async update(actor: Actor, courtId: number, input: UpdateCourtInput): Promise<Court> {
      const row = await repo.byId(courtId);
      if (!row) throw notFound("Court not found");
      const { courts } = await manageable(actor, row.venueId);
      if (input.name !== undefined) checkNameFree(courts, input.name, courtId);
      const sharing = input.overlapsWith === undefined ? undefined : sharedWith(courts, input.overlapsWith, courtId);
      // The change and its history row commit together (issue 44).
      await withinTransaction(async (db) => {
        const inTx = courtsRepo(db);
        if (sharing !== undefined && (await inTx.setOverlaps(courtId, sharing, todayInIst(now()))) === "clash") {
          throw conflict(CLASH);
        }
        if (input.name !== undefined) await inTx.rename(courtId, input.name);
        // Bookings keep the price they were made at; the next one is priced at this.
        if (input.price !== undefined) {
          await inTx.setPrice(courtId, input.price === null ? null : rupeesToPaise(input.price));
        }
        await recordVenueActivity(db, {
          venueId: row.venueId,
          actorId: actor?.id as number,
          action: "court.change",
          detail: { name: input.name ?? row.name, sharedWith: input.overlapsWith?.length ?? null },
        });
      });
      publishChange(deps.bus, row.venueId);
      return courtAnswer(actor, row.venueId, courtId);
    },

    /** Removes a court with nothing booked on it from today on; never the venue's last. */
    async remove(actor: Actor, courtId: number): Promise<void> {
      const row = await repo.byId(courtId);
      if (!row) throw notFound("Court not found");
      await manageable(actor, row.venueId);
      // The removal and its history row commit together (issue 44); a refusal changes nothing.
      const outcome = await withinTransaction(async (db) => {
        const removed = await courtsRepo(db).remove(row, todayInIst(now()));
        if (removed === "removed") {
          await recordVenueActivity(db, {
            venueId: row.venueId,
            actorId: actor?.id as number,
            action: "court.remove",
            detail: { name: row.name },
          });
        }
        return removed;
      });
      if (outcome === "last") throw conflict("A venue needs at least one court: add another before removing this one");
      if (typeof outcome === "object") {
        const b = outcome.booked;
        throw new AppError("CONFLICT", {
          message:
            "{court} has {count, plural, one {a booking} other {# bookings}} from today on, the first on {when} (booking #{id}). Cancel or move them first.",
          values: { court: row.name, count: b.count, when: { date: b.date, slot: b.slot }, id: b.id },
        });
      }
      publishChange(deps.bus, row.venueId);
    },
  };
}

export type CourtsService = ReturnType<typeof createCourtsService>;
