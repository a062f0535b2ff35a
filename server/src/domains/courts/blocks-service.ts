import {
  type Actor,
  AppError,
  addDays,
  type Block,
  blockDates,
  type CreateBlockInput,
  courtForBooking,
  MAX_BLOCK_DAYS_AHEAD,
  notFound,
  offeredSlots,
  todayInIst,
  validationError,
} from "@crease/core";
import type { Db } from "../../db/client";
import { type EventBus, publishChange } from "../../lib/events";
import { recordVenueActivity } from "../staff/activity";
import type { VenuesService } from "../venues/service";
import { venueAccess } from "./access";
import { blocksRepo } from "./blocks-repo";

/**
 * Blocks (docs/product/blocks.md): the owner takes slots off sale, once or weekly. A block over a
 * live booking is refused with that booking named; a hold on a blocked slot is refused as taken.
 * Each change is published as the venue's change, so cached availability is forgotten everywhere.
 */
export function createBlocksService(deps: { db: Db; venues: VenuesService; bus: EventBus; now?: () => Date }) {
  const repo = blocksRepo(deps.db);
  const access = venueAccess(deps.venues);
  const now = deps.now ?? (() => new Date());

  return {
    async create(actor: Actor, venueId: number, input: CreateBlockInput): Promise<Block[]> {
      const { details, courts } = await access.manageable(actor, venueId, "venue.block");
      if (!details) throw validationError("Add the venue's prices and hours before blocking slots");
      const court = input.courtId === undefined ? null : courtForBooking(courts, input.courtId);
      const offered = offeredSlots(details);
      const unknown = input.slots.find((slot) => !offered.includes(slot));
      if (unknown !== undefined) {
        throw validationError(
          { message: 'This venue does not offer the slot "{slot}"', values: { slot: unknown } },
          { slots: "Slot not offered" },
        );
      }
      const today = todayInIst(now());
      if (input.date < today) {
        throw validationError("Blocks start today or later", { date: "In the past" });
      }
      const last = addDays(today, MAX_BLOCK_DAYS_AHEAD);
      if ((input.repeatWeeklyUntil ?? input.date) > last) {
        throw validationError(
          { message: "Block at most a year ahead, until {date}", values: { date: { date: last } } },
          { [input.repeatWeeklyUntil ? "repeatWeeklyUntil" : "date"]: "Too far ahead" },
        );
      }
      // The blocks and their history row commit together (issue 44); a refusal changes nothing.
      const outcome = await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const blocked = await blocksRepo(db).block({
          venueId,
          courtId: court?.id ?? null,
          dates: blockDates(input.date, input.repeatWeeklyUntil),
          slots: [...new Set(input.slots)],
          reason: input.reason,
          createdBy: actor?.id as number,
        });
        if (!("inTheWay" in blocked) && blocked.blocks.length > 0) {
          await recordVenueActivity(db, {
            venueId,
            actorId: actor?.id as number,
            action: "slots.block",
            detail: {
              count: blocked.blocks.length,
              court: court?.name ?? null,
              from: input.date,
              until: input.repeatWeeklyUntil ?? input.date,
              reason: input.reason,
            },
          });
        }
        return blocked;
      });
      if ("inTheWay" in outcome) {
        const b = outcome.inTheWay;
        throw new AppError("CONFLICT", {
          message:
            "{court} is booked by {player} on {when} (booking #{id}). Cancel that booking first, or block other slots.",
          values: { court: b.courtName, player: b.playerName, when: { date: b.date, slot: b.slot }, id: b.id },
        });
      }
      if (outcome.blocks.length === 0) throw new AppError("CONFLICT", "These slots are already blocked");
      publishChange(deps.bus, venueId);
      return outcome.blocks;
    },

    async list(actor: Actor, venueId: number): Promise<Block[]> {
      await access.manageable(actor, venueId, "venue.block");
      return repo.list(venueId, todayInIst(now()));
    },

    /** Removes a block (or, with `series`, its series from its date on): the slots go back on sale. */
    async remove(actor: Actor, blockId: number, series: boolean): Promise<void> {
      const block = await repo.byId(blockId);
      if (!block) throw notFound("Block not found");
      await access.manageable(actor, block.venueId, "venue.block");
      // The slots back on sale and their history row commit together (issue 44).
      await deps.db.transaction(async (tx) => {
        const db = tx as unknown as Db;
        const removed = await blocksRepo(db).remove(block, series);
        await recordVenueActivity(db, {
          venueId: block.venueId,
          actorId: actor?.id as number,
          action: "slots.unblock",
          detail: { count: removed, from: block.date },
        });
      });
      publishChange(deps.bus, block.venueId);
    },
  };
}

export type BlocksService = ReturnType<typeof createBlocksService>;
