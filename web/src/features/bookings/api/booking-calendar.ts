import { apiUrl } from "@/lib/api-client";

/** A booking's calendar file (GET /api/bookings/{id}/calendar.ics), downloaded by the browser. */
export function bookingCalendarUrl(id: number): string {
  return apiUrl("/api/bookings/{id}/calendar.ics").replace("{id}", String(id));
}
