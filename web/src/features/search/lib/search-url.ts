import type { VenueType } from "@crease/core/venues";

export interface SearchFilters {
  location?: string;
  venueType?: VenueType | "all";
  date?: string;
  /** Ground slot: morning | afternoon | evening | night. */
  timeSlot?: string;
  /** Nets / box start time "HH:MM". */
  hourlyTime?: string;
}

/** "/search?location=Pune&venueType=nets&date=2026-01-05&hourlyTime=18:00" (empty values left out). */
export function searchUrl(filters: SearchFilters): string {
  const params = new URLSearchParams();
  const location = filters.location?.trim();
  if (location) params.set("location", location);
  if (filters.venueType && filters.venueType !== "all") params.set("venueType", filters.venueType);
  if (filters.date) params.set("date", filters.date);
  if (filters.venueType === "ground" && filters.timeSlot) params.set("timeSlot", filters.timeSlot);
  if ((filters.venueType === "nets" || filters.venueType === "box") && filters.hourlyTime) {
    params.set("hourlyTime", filters.hourlyTime);
  }
  const qs = params.toString();
  return qs ? `/search?${qs}` : "/search";
}
