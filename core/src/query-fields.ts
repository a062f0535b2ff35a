/**
 * The query fields the owner's and the admin's reports share (dates, page sizes, ids), each
 * refused with one whole sentence a person can act on, in English as the code writes it and in
 * Hindi in server/src/i18n/hi.ts (decision 022, "The server"). A message given to these helpers
 * lives in a `…_MESSAGE(S)` constant, where `npm run lint` finds it and asks for its Hindi.
 */
import { z } from "zod";
import { MAX_ID } from "./ids";
import { isCalendarDate } from "./slots";

export const QUERY_MESSAGES = {
  from: "Enter the start date as a real date, like 2026-01-05",
  to: "Enter the end date as a real date, like 2026-01-05",
  fromAfterTo: "The start date must be on or before the end date",
  venueId: "That venue number is not valid",
  ownerId: "That owner number is not valid",
  pageSize: "The page size must be a whole number from 1 to 100",
  cursor: "That page cursor is not valid",
} as const;

/** "2026-01-05", a day the calendar has; anything else is `message`. */
export const calendarDate = (message: string) => z.string({ error: message }).refine(isCalendarDate, message);

/** A whole number from `min` to `max`, sent as text or as a number; anything else is `message`. */
export const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

/** A row's id (1 to MAX_ID), sent as text or as a number. */
export const rowId = (message: string) => wholeNumber(message, 1, MAX_ID);
