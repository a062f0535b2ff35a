import { type Message, messageEnglish } from "./errors";
import { formatDate } from "./format";
import { addDays, IST_OFFSET_MINUTES, todayInIst } from "./slots";

/**
 * What one account may hold at once, and how far ahead anyone may book (docs/SECURITY.md,
 * "No slot hoarding" and "An advance window"). The server enforces these; the web uses them
 * to draw the calendar and explain a refusal.
 */

/** Live (unpaid) holds one account may have at once. */
export const MAX_LIVE_HOLDS = 3;
/**
 * A hold's ten minutes are the account's for that slot: closing the payment window and ordering
 * again gets a hold that ends when the first would have. Once they have run out, the same account
 * waits this long to hold that slot again, so nobody renews a hold forever.
 */
export const HOLD_COOLDOWN_MINUTES = 5;
/**
 * Payment orders one hold may open with the provider, counting the holds it continues after a
 * closed payment window: a retry of a declined card or a change of add-ons opens a new order,
 * but nobody can make a provider order per request. Ordering the same thing again while its
 * order is open hands that order back and opens nothing.
 */
export const MAX_ORDERS_PER_HOLD = 5;
/**
 * New slots one account may hold in an hour, unless ORDERS_PER_HOUR says otherwise. Holding a
 * slot again (paying again after a closed window or a declined card) is the same checkout.
 */
export const DEFAULT_ORDERS_PER_HOUR = 10;

/** How many days ahead a venue takes bookings: 60 unless its owner chose another, at most 180. */
export const DEFAULT_ADVANCE_DAYS = 60;
export const MIN_ADVANCE_DAYS = 1;
export const MAX_ADVANCE_DAYS = 180;

/** The last IST date a venue with this window takes bookings for (today counts as day 0). */
export function lastBookableDate(advanceDays: number, now: Date = new Date()): string {
  return addDays(todayInIst(now), advanceDays);
}

/**
 * Why a date is beyond a venue's advance window (null: it is inside). The server refuses such an
 * order with these words; the checkout says them before Pay, so nobody learns it only after paying.
 */
export function bookingWindowRefusal(advanceDays: number, date: string, now: Date = new Date()): string | null {
  const refusal = bookingWindowMessage(advanceDays, date, now);
  return refusal && messageEnglish(refusal);
}

/** The same refusal as a message the server translates (decision 022). */
export function bookingWindowMessage(advanceDays: number, date: string, now: Date = new Date()): Message | null {
  const last = lastBookableDate(advanceDays, now);
  if (date <= last) return null;
  return {
    message: "This venue takes bookings up to {days} days ahead: the last date you can book is {last}.",
    values: { days: advanceDays, last: { date: last } },
  };
}

/** "14:35" in India Standard Time. */
export function istClock(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(11, 16);
}

/** An account's holds right after a new one (counted by the server, the new hold included). */
export interface HoldCounts {
  live: number;
  nextFree: Date | null;
  lastHour: number;
  oldestInHour: Date | null;
  lastLapsed: Date | null;
}

/**
 * Why a new hold is refused, if it is: too many live holds, too many checkouts in the hour, or the
 * same slot again right after one's hold on it ran out. Each says when to try again (IST) and in how long.
 */
export function holdRefusal(
  counts: HoldCounts,
  now: Date,
  ordersPerHour: number,
): { message: Message; retryAfterSeconds: number } | null {
  const seconds = (at: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
  if (counts.live > MAX_LIVE_HOLDS) {
    const at = counts.nextFree ?? new Date(now.getTime() + 60_000);
    return {
      message: {
        message:
          "You already have {holds} slots on hold. Pay for one or close its payment window, or try again at {time} IST, when your next hold runs out.",
        values: { holds: MAX_LIVE_HOLDS, time: istClock(at) },
      },
      retryAfterSeconds: seconds(at),
    };
  }
  if (counts.lastHour > ordersPerHour) {
    const at = new Date((counts.oldestInHour ?? now).getTime() + 3_600_000);
    return {
      message: {
        message: "You have started {orders} checkouts in the last hour. Please try again at {time} IST.",
        values: { orders: ordersPerHour, time: istClock(at) },
      },
      retryAfterSeconds: seconds(at),
    };
  }
  if (counts.lastLapsed) {
    const at = new Date(counts.lastLapsed.getTime() + HOLD_COOLDOWN_MINUTES * 60_000);
    if (at > now) {
      return {
        message: {
          message:
            "Your hold on this slot ran out a moment ago. To give other players a fair chance, you can hold it again at {time} IST.",
          values: { time: istClock(at) },
        },
        retryAfterSeconds: seconds(at),
      };
    }
  }
  return null;
}

/** Why a hold may open no more payment orders, and when its slot may be held afresh. */
export function ordersSpentRefusal(holdExpiresAt: Date, now: Date): { message: Message; retryAfterSeconds: number } {
  const at = new Date(holdExpiresAt.getTime() + HOLD_COOLDOWN_MINUTES * 60_000);
  return {
    message: {
      message:
        "You have opened the payment for this slot {orders} times. Pay in the window that is open, or try again at {time} IST.",
      values: { orders: MAX_ORDERS_PER_HOLD, time: istClock(at) },
    },
    retryAfterSeconds: Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000)),
  };
}

/** "Sat, 23 Jan 2027" for an IST calendar date ("2027-01-23"). */
export function formatIstDate(date: string): string {
  return formatDate(date, "weekday-day-month-year");
}
