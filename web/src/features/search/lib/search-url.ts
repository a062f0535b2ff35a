/**
 * The search filters that travel in addresses: the home search (`/?location=…`) and the
 * search page (`/search?location=…`) use the same names, so one can link to the other.
 * Kept free of zod (no @crease/core/search values): the home page loads it eagerly.
 */
import { isCalendarDate, isGroundSlot } from "@crease/core/slots";
import { VENUE_TYPES, type VenueType } from "@crease/core/venues";

export interface SearchFilters {
  location?: string;
  venueType?: VenueType | "all";
  date?: string;
  /** Ground slot: morning | afternoon | evening | night. */
  timeSlot?: string;
  /** Nets / box start time "HH:MM". */
  hourlyTime?: string;
}

const HOURLY_TIME = /^([01]\d|2[0-3]):00$/;

export function isVenueType(value: string | null | undefined): value is VenueType {
  return (VENUE_TYPES as readonly (string | null | undefined)[]).includes(value);
}

/** The query string of a search (empty values, and a slot that does not fit the type, left out). */
export function searchParamsOf(filters: SearchFilters, options: { keepAllType?: boolean } = {}): URLSearchParams {
  const params = new URLSearchParams();
  const location = filters.location?.trim();
  if (location) params.set("location", location);
  if (filters.venueType && (filters.venueType !== "all" || options.keepAllType)) {
    params.set("venueType", filters.venueType);
  }
  if (filters.date) params.set("date", filters.date);
  if (filters.venueType === "ground" && filters.timeSlot) params.set("timeSlot", filters.timeSlot);
  if ((filters.venueType === "nets" || filters.venueType === "box") && filters.hourlyTime) {
    params.set("hourlyTime", filters.hourlyTime);
  }
  return params;
}

/** "/search?location=Pune&venueType=nets&date=2026-01-05&hourlyTime=18:00" (empty values left out). */
export function searchUrl(filters: SearchFilters): string {
  const qs = searchParamsOf(filters).toString();
  return qs ? `/search?${qs}` : "/search";
}

/**
 * The home search as read back from the address, or null when the home page shows its
 * featured sections. Values that cannot be searched (an unknown type, a past or unreal date,
 * a slot of the wrong kind) are dropped rather than sent to the API to fail.
 */
export function readHomeSearch(params: URLSearchParams, today: string): Required<SearchFilters> | null {
  const keys = ["location", "venueType", "date", "timeSlot", "hourlyTime"];
  if (!keys.some((key) => params.has(key))) return null;
  const type = params.get("venueType");
  const venueType: VenueType | "all" = isVenueType(type) ? type : "all";
  const date = params.get("date") ?? "";
  const timeSlot = params.get("timeSlot") ?? "";
  const hourlyTime = params.get("hourlyTime") ?? "";
  return {
    location: params.get("location")?.trim() ?? "",
    venueType,
    date: isCalendarDate(date) && date >= today ? date : "",
    timeSlot: venueType === "ground" && isGroundSlot(timeSlot) ? timeSlot : "",
    hourlyTime: (venueType === "nets" || venueType === "box") && HOURLY_TIME.test(hourlyTime) ? hourlyTime : "",
  };
}

/** "18:00" → "18:00-19:00": the one-hour slot a start time opens. */
export function hourlySlotFrom(start: string): string | undefined {
  if (!HOURLY_TIME.test(start)) return undefined;
  const next = Number(start.slice(0, 2)) + 1;
  return `${start}-${String(next).padStart(2, "0")}:00`;
}

/** The slot a search chose, as the venue page and checkout name it ("evening", "18:00-19:00"). */
export function chosenSlot(filters: SearchFilters): string | undefined {
  if (filters.venueType === "ground" && filters.timeSlot) return filters.timeSlot;
  if ((filters.venueType === "nets" || filters.venueType === "box") && filters.hourlyTime) {
    return hourlySlotFrom(filters.hourlyTime);
  }
  return undefined;
}

/** "6 AM", "2 PM" from "06:00", "14:00". */
export function hourLabel(time: string): string {
  const hour = Number(time.slice(0, 2));
  const suffix = hour < 12 ? "AM" : "PM";
  return `${hour % 12 === 0 ? 12 : hour % 12} ${suffix}`;
}
