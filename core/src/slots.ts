/**
 * The one slot table, shared by server and client (docs/product/screens.md#details-that-hold-on-every-screen: four-hour ground slots,
 * one-hour ranges for nets and box cricket). All times are India Standard Time.
 */

export const GROUND_SLOTS = ["morning", "afternoon", "evening", "night"] as const;
export type GroundSlot = (typeof GROUND_SLOTS)[number];

export const GROUND_SLOT_TIMES: Record<GroundSlot, { start: string; end: string; label: string }> = {
  morning: { start: "06:00", end: "10:00", label: "Morning" },
  afternoon: { start: "10:00", end: "14:00", label: "Afternoon" },
  evening: { start: "14:00", end: "18:00", label: "Evening" },
  night: { start: "18:00", end: "22:00", label: "Night" },
};

/** Start-time chips offered on the home search for hourly venues (docs/product/screens.md#details-that-hold-on-every-screen). */
export const HOURLY_START_OPTIONS = ["06:00", "08:00", "10:00", "12:00", "14:00", "16:00", "18:00", "20:00"] as const;

export const DEFAULT_OPEN_TIME = "06:00";
export const DEFAULT_CLOSE_TIME = "22:00";

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;
const HOURLY_SLOT = /^([01]\d|2[0-3]):00-([01]\d|2[0-4]):00$/;

export function isGroundSlot(value: string): value is GroundSlot {
  return (GROUND_SLOTS as readonly string[]).includes(value);
}

export function isTimeOfDay(value: string): boolean {
  return HH_MM.test(value);
}

/** Minutes since midnight for "HH:MM" ("24:00" allowed as an end of day). */
export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

function hh(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

/** Hours that close earlier than they open run past midnight: box cricket 18:00–02:00. */
export function runsPastMidnight(startTime: string, endTime: string): boolean {
  return minutesOf(endTime) < minutesOf(startTime);
}

/**
 * One-hour slot names between opening and closing time, in playing order: "06:00-07:00", … Hours
 * that run past midnight continue with the next morning's hours ("18:00-19:00" … "23:00-24:00",
 * "00:00-01:00", "01:00-02:00"): those slots belong to the day the evening starts.
 */
export function hourlySlots(startTime = DEFAULT_OPEN_TIME, endTime = DEFAULT_CLOSE_TIME): string[] {
  const first = Math.ceil(minutesOf(startTime) / 60);
  const overnight = runsPastMidnight(startTime, endTime);
  const last = overnight ? 24 : Math.floor(minutesOf(endTime) / 60);
  const slots: string[] = [];
  for (let hour = first; hour < last; hour++) slots.push(`${hh(hour)}-${hh(hour + 1)}`);
  if (overnight) {
    for (let hour = 0; hour < Math.floor(minutesOf(endTime) / 60); hour++) slots.push(`${hh(hour)}-${hh(hour + 1)}`);
  }
  return slots;
}

/**
 * The opening time of hours that run past midnight, else null: with it, a slot starting before it
 * is played the next morning (after midnight) though it belongs to the evening's date.
 */
export function overnightFrom(hours: { startTime?: string | null; endTime?: string | null } | null | undefined) {
  if (!hours?.startTime || !hours.endTime) return null;
  return runsPastMidnight(hours.startTime, hours.endTime) ? hours.startTime : null;
}

export function isHourlySlot(value: string): boolean {
  const match = HOURLY_SLOT.exec(value);
  if (!match) return false;
  return Number(match[2]) === Number(match[1]) + 1;
}

/** Start and end "HH:MM" of any slot name, or null when the name is not a slot. */
export function slotTimes(slot: string): { start: string; end: string } | null {
  if (isGroundSlot(slot)) return GROUND_SLOT_TIMES[slot];
  if (isHourlySlot(slot)) {
    const [start, end] = slot.split("-") as [string, string];
    return { start, end };
  }
  return null;
}

function to12h(time: string): string {
  const minutes = minutesOf(time) % (24 * 60);
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const suffix = hour < 12 ? "AM" : "PM";
  const h12 = hour % 12 === 0 ? 12 : hour % 12;
  return minute === 0 ? `${h12} ${suffix}` : `${h12}:${String(minute).padStart(2, "0")} ${suffix}`;
}

/** "Morning (6 AM – 10 AM)" for ground slots, "6 AM – 7 AM" for hourly ones. */
export function slotLabel(slot: string): string {
  const times = slotTimes(slot);
  if (!times) return slot;
  const range = `${to12h(times.start)} – ${to12h(times.end)}`;
  return isGroundSlot(slot) ? `${GROUND_SLOT_TIMES[slot].label} (${range})` : range;
}

// ---- India Standard Time helpers -------------------------------------------------------
// IST has no daylight saving: a fixed +05:30 offset, so plain arithmetic is exact.
export const IST_OFFSET_MINUTES = 330;

/** Today's date in IST as YYYY-MM-DD, whatever the machine's time zone. */
export function todayInIst(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant an IST wall-clock date and time happen. */
export function istToUtc(date: string, time: string): Date {
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, 0, minutesOf(time) - IST_OFFSET_MINUTES));
}

/** The years a date anywhere in the app may fall in: date arithmetic never leaves four digits. */
export const FIRST_YEAR = 2000;
export const LAST_YEAR = 2099;

/**
 * Real calendar date check: rejects 2026-02-30 and friends, and years outside 2000–2099 (a
 * year 9999 plus a few days would no longer be a date the database or `addDays` can read).
 */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  if (y < FIRST_YEAR || y > LAST_YEAR) return false;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to`, both YYYY-MM-DD (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * When a slot of a date is played (IST), or null for a name that is not a slot. With `overnight`
 * (the venue's `overnightFrom`), an hourly slot starting before it is the next morning's.
 */
export function slotInstants(date: string, slot: string, overnight?: string | null): { start: Date; end: Date } | null {
  const times = slotTimes(slot);
  if (!times) return null;
  const nextMorning = overnight != null && isHourlySlot(slot) && minutesOf(times.start) < minutesOf(overnight);
  const day = nextMorning ? addDays(date, 1) : date;
  return { start: istToUtc(day, times.start), end: istToUtc(day, times.end) };
}

/** True when the slot on that IST date has already started (`overnight`: see slotInstants). */
export function isSlotPast(date: string, slot: string, now: Date = new Date(), overnight?: string | null): boolean {
  const at = slotInstants(date, slot, overnight);
  if (!at) return true;
  return at.start.getTime() <= now.getTime();
}
