/**
 * Blocks: slots an owner takes off sale for maintenance, a tournament or a private event, once or
 * every week until a date (docs/product/blocks.md). The owner sees the reason; players see "Not
 * available". The wire shapes and the one rule for which dates a block covers.
 */
import { z } from "zod";
import { MAX_ID } from "./ids";
import { addDays, daysBetween, isCalendarDate } from "./slots";

/** How far ahead a block may reach (a season's tournament), in days. */
export const MAX_BLOCK_DAYS_AHEAD = 366;
/** Slots one request may block on one day: every hour of a day. */
export const MAX_BLOCK_SLOTS = 24;

const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** `POST /api/venues/{id}/blocks`. Without `courtId`, every court of the venue. */
export const createBlockSchema = z
  .object({
    courtId: z
      .number({ error: "courtId must be a number" })
      .int("courtId must be a whole number")
      .positive("Court not found")
      .max(MAX_ID, "Court not found")
      .optional(),
    date: calendarDate("Choose the date to block, like 2026-01-05"),
    slots: z
      .array(z.string().min(1).max(20), { error: "Choose the slots to block" })
      .min(1, "Choose at least one slot to block")
      .max(MAX_BLOCK_SLOTS, "Choose at most 24 slots"),
    repeatWeeklyUntil: calendarDate("Give the last date of the weekly block, like 2026-03-30").optional(),
    reason: z
      .string({ error: "Say why these slots are blocked (players will not see it)" })
      .trim()
      .min(3, "Say why these slots are blocked (players will not see it)")
      .max(200, "Keep the reason under 200 characters"),
  })
  .refine((b) => !b.repeatWeeklyUntil || b.repeatWeeklyUntil >= b.date, {
    message: "The weekly block must end on or after its first date",
    path: ["repeatWeeklyUntil"],
  });
export type CreateBlockInput = z.infer<typeof createBlockSchema>;

/** A block as the owner sees it: one row per date and slot, grouped by the request that made it. */
export const blockSchema = z.object({
  id: z.number().int(),
  /** The request that made it: every week of a repeating block shares it. */
  seriesId: z.number().int(),
  courtId: z.number().int().nullable(),
  courtName: z.string().nullable(),
  date: z.string(),
  slot: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});
export type Block = z.infer<typeof blockSchema>;

/** `POST /api/venues/{id}/blocks`'s answer: the first block made (`id`) and every one made. */
export const blocksCreatedSchema = z.object({
  id: z.number().int(),
  seriesId: z.number().int(),
  blocks: z.array(blockSchema),
});

/**
 * The dates a block covers: its date, and with `repeatWeeklyUntil` the same weekday every week
 * until that date (inclusive).
 */
export function blockDates(date: string, repeatWeeklyUntil?: string): string[] {
  if (!repeatWeeklyUntil) return [date];
  const weeks = Math.floor(daysBetween(date, repeatWeeklyUntil) / 7);
  return Array.from({ length: weeks + 1 }, (_, i) => addDays(date, i * 7));
}

/** The longest closure one request makes: a month of rain or repairs. */
export const MAX_CLOSURE_DAYS = 31;

/**
 * `POST /api/venues/{id}/closures` and `/closures/preview`: close a court (or the venue) for days,
 * or with `slots` only those hours of each day.
 */
export const closureSchema = z
  .object({
    from: calendarDate("Give the first closed day, like 2026-01-05"),
    to: calendarDate("Give the last closed day, like 2026-01-07"),
    courtId: z
      .number({ error: "courtId must be a number" })
      .int("courtId must be a whole number")
      .positive("Court not found")
      .max(MAX_ID, "Court not found")
      .optional(),
    // Only these hours of each day (a two-hour wash-out); left out, the whole days.
    slots: z
      .array(z.string().min(1).max(20), { error: "Choose the hours to close" })
      .min(1, "Choose at least one hour to close")
      .max(MAX_BLOCK_SLOTS, "Choose at most 24 slots")
      .optional(),
    reason: z
      .string({ error: "Tell the players why the venue is closed" })
      .trim()
      .min(3, "Tell the players why the venue is closed")
      .max(200, "Keep the reason under 200 characters"),
  })
  .refine((c) => c.to >= c.from, { message: "The last closed day must be on or after the first", path: ["to"] })
  .refine((c) => c.to < c.from || daysBetween(c.from, c.to) < MAX_CLOSURE_DAYS, {
    message: "Close at most 31 days at a time",
    path: ["to"],
  });
export type ClosureInput = z.infer<typeof closureSchema>;

/** The days a closure covers, first to last. */
export function closureDates(from: string, to: string): string[] {
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}
