/**
 * What a player picks on a venue's page, as every booking call takes it (create-order, the weekly
 * quote): the venue, its court, the date, the slot and the add-ons. One definition, so a new call
 * cannot drift from create-order's messages and limits.
 */
import { z } from "zod";
import { MAX_ID } from "./ids";
import { isCalendarDate } from "./slots";
import { MAX_ADD_ONS } from "./venue-form";

export const slotChoiceFields = {
  venueId: z
    .number({ error: "venueId must be a number" })
    .int("venueId must be a whole number")
    .positive()
    .max(MAX_ID, "Venue not found"),
  /** The court to book: required when the venue has more than one (docs/product/courts.md). */
  courtId: z
    .number({ error: "courtId must be a number" })
    .int("courtId must be a whole number")
    .positive("Court not found")
    .max(MAX_ID, "Court not found")
    .optional(),
  date: z
    .string({ error: "Please select a date and time slot" })
    .refine(isCalendarDate, "date must be a real date like 2026-01-05"),
  slot: z.string({ error: "Please select a date and time slot" }).min(1, "Please select a date and time slot").max(20),
  /** Add-on keys from the venue's own list. */
  addOns: z
    .array(z.string().max(80, "Unknown add-on"), { error: "addOns must be a list of add-on keys" })
    // As many as a venue may offer: a ground's five plus twenty others.
    .max(MAX_ADD_ONS, "Too many add-ons")
    .default([]),
};
