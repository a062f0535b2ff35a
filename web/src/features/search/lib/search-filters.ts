/**
 * Every filter of the search page, read from and written to its address (`/search?…`), and
 * turned into the venue search the API understands. Reading drops what cannot be searched (an
 * unknown type, a past date, a slot of the wrong kind, a pitch type on a ground…) instead of
 * sending it to fail; writing leaves out empty values and the defaults.
 */
import { AMENITY_NAMES } from "@crease/core/amenities";
import { MAX_RADIUS_KM, pincodeOf } from "@crease/core/pincodes";
import type { VenueSort } from "@crease/core/search";
import { isCalendarDate, isGroundSlot } from "@crease/core/slots";
import { PITCH_TYPES, type PitchType, TEAM_CAPACITY, type VenueType } from "@crease/core/venues";
import type { VenueSearchParams } from "@/features/venues";
import { isVenueType } from "./search-url";
import { VENUE_SORTS } from "./sorts";

/** The amenities to filter by: every listed one (core/src/amenities.ts). */
export const AMENITY_OPTIONS = AMENITY_NAMES;

export const TEAM_CAPACITIES = Array.from(
  { length: TEAM_CAPACITY.max - TEAM_CAPACITY.min + 1 },
  (_, i) => TEAM_CAPACITY.min + i,
);

export interface SearchPageFilters {
  /** City, state or area text (the API's `city`). */
  location: string;
  venueType: VenueType | "all";
  /** YYYY-MM-DD, today or later in IST. */
  date: string;
  /** Ground slot. */
  timeSlot: string;
  /** Nets / box start time "HH:00". */
  hourlyTime: string;
  /** Venue name. */
  q: string;
  /** Rupees, as typed (digits only). */
  minPrice: string;
  maxPrice: string;
  amenities: string[];
  pitchType: PitchType | "";
  teamCapacity: string;
  sort: VenueSort;
  /** "Near me": only venues this many km from the player's position (with the distance sort). */
  radiusKm: string;
}

/** How far "Near me" looks (docs/product/search.md, "Near me"). */
export const NEAR_ME_RADIUS_KM = 10;

export const EMPTY_FILTERS: SearchPageFilters = {
  location: "",
  venueType: "all",
  date: "",
  timeSlot: "",
  hourlyTime: "",
  q: "",
  minPrice: "",
  maxPrice: "",
  amenities: [],
  pitchType: "",
  teamCapacity: "",
  sort: "relevance",
  radiusKm: "",
};

const HOURLY_TIME = /^([01]\d|2[0-3]):00$/;
const RUPEES = /^\d{1,8}$/;

function isSort(value: string | null): value is VenueSort {
  return (VENUE_SORTS as readonly (string | null)[]).includes(value);
}

function isPitchType(value: string | null): value is PitchType {
  return (PITCH_TYPES as readonly (string | null)[]).includes(value);
}

/** The filters in an address, cleaned so that every one of them can be sent as it is. */
export function readSearchFilters(params: URLSearchParams, today: string): SearchPageFilters {
  const get = (key: string) => params.get(key)?.trim() ?? "";
  const type = get("venueType");
  const venueType: VenueType | "all" = isVenueType(type) ? type : "all";
  const hourly = venueType === "nets" || venueType === "box";
  const date = get("date");
  const timeSlot = get("timeSlot");
  const hourlyTime = get("hourlyTime");
  const pitchType = get("pitchType");
  const capacity = get("teamCapacity");
  const sort = get("sort");
  const radius = get("radiusKm");
  const amenities = get("amenities")
    .split(",")
    .map((a) => a.trim())
    .filter((a, i, all) => a !== "" && all.indexOf(a) === i)
    .slice(0, 20);
  let minPrice = RUPEES.test(get("minPrice")) ? String(Number(get("minPrice"))) : "";
  let maxPrice = RUPEES.test(get("maxPrice")) ? String(Number(get("maxPrice"))) : "";
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  return {
    location: get("location").slice(0, 100),
    venueType,
    date: isCalendarDate(date) && date >= today ? date : "",
    timeSlot: venueType === "ground" && isGroundSlot(timeSlot) ? timeSlot : "",
    hourlyTime: hourly && HOURLY_TIME.test(hourlyTime) ? hourlyTime : "",
    q: get("q").slice(0, 100),
    minPrice,
    maxPrice,
    amenities,
    pitchType: venueType === "nets" && isPitchType(pitchType) ? pitchType : "",
    teamCapacity: venueType === "box" && TEAM_CAPACITIES.map(String).includes(capacity) ? capacity : "",
    sort: isSort(sort) ? sort : "relevance",
    radiusKm:
      sort === "distance" && /^\d{1,3}$/.test(radius) && Number(radius) >= 1 && Number(radius) <= MAX_RADIUS_KM
        ? String(Number(radius))
        : "",
  };
}

/** The address of a set of filters: empty values and defaults left out, type-specific ones only with their type. */
export function writeSearchFilters(filters: SearchPageFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string) => {
    const trimmed = value.trim();
    if (trimmed) params.set(key, trimmed);
  };
  const hourly = filters.venueType === "nets" || filters.venueType === "box";
  set("location", filters.location);
  if (filters.venueType !== "all") set("venueType", filters.venueType);
  set("date", filters.date);
  if (filters.venueType === "ground") set("timeSlot", filters.timeSlot);
  if (hourly) set("hourlyTime", filters.hourlyTime);
  set("q", filters.q);
  set("minPrice", filters.minPrice);
  set("maxPrice", filters.maxPrice);
  if (filters.amenities.length > 0) params.set("amenities", filters.amenities.join(","));
  if (filters.venueType === "nets") set("pitchType", filters.pitchType);
  if (filters.venueType === "box") set("teamCapacity", filters.teamCapacity);
  if (filters.sort !== "relevance") params.set("sort", filters.sort);
  if (filters.sort === "distance") set("radiusKm", filters.radiusKm);
  return params;
}

/** How many filters narrow the search (sorting does not), for the mobile Filters button. */
export function countActiveFilters(filters: SearchPageFilters): number {
  return (
    [
      filters.location,
      filters.venueType === "all" ? "" : filters.venueType,
      filters.date,
      filters.timeSlot,
      filters.hourlyTime,
      filters.q,
      filters.minPrice,
      filters.maxPrice,
      filters.pitchType,
      filters.teamCapacity,
    ].filter(Boolean).length + filters.amenities.length
  );
}

/** Whether the filters sort by distance from the browser's position (a pincode is a point of its own). */
export function needsPosition(filters: SearchPageFilters): boolean {
  return filters.sort === "distance" && pincodeOf(filters.location) === null;
}

/**
 * The API query of a set of filters. Sorting by distance needs the browser's position, unless the
 * place is a pincode; until there is one the query sorts by relevance (the page waits for the
 * position instead). "Near me" adds its radius to the position.
 */
export function toVenueSearch(
  filters: SearchPageFilters,
  position: { lat: number; lng: number } | null = null,
): VenueSearchParams {
  const params: VenueSearchParams = {};
  if (filters.location) params.city = filters.location;
  if (filters.venueType !== "all") params.venueType = filters.venueType;
  if (filters.date) params.date = filters.date;
  if (filters.timeSlot && isGroundSlot(filters.timeSlot)) params.timeSlot = filters.timeSlot;
  if (filters.hourlyTime) params.hourlyTime = filters.hourlyTime;
  if (filters.q) params.q = filters.q;
  if (filters.minPrice) params.minPrice = Number(filters.minPrice);
  if (filters.maxPrice) params.maxPrice = Number(filters.maxPrice);
  if (filters.amenities.length > 0) params.amenities = filters.amenities;
  if (filters.pitchType) params.pitchType = filters.pitchType;
  if (filters.teamCapacity) params.teamCapacity = Number(filters.teamCapacity);
  if (filters.sort === "distance") {
    if (!needsPosition(filters)) {
      params.sort = "distance";
    } else if (position) {
      params.sort = "distance";
      params.lat = Number(position.lat.toFixed(4));
      params.lng = Number(position.lng.toFixed(4));
      if (filters.radiusKm) params.radiusKm = Number(filters.radiusKm);
    }
  } else if (filters.sort !== "relevance") {
    params.sort = filters.sort;
  }
  return params;
}
