import { formatIndianMobile, formatPaise, type MessageText } from "@crease/core";
import { type BookingRecord, dueAtVenuePaise } from "./record";

type Place = Pick<BookingRecord, "address" | "city" | "state" | "mapUrl" | "venuePhone">;

/** "Plot 4, Sector 21, Gurgaon, Haryana": the venue's address as a player types it into a cab app. */
export function fullAddress(b: Pick<BookingRecord, "address" | "city" | "state">): string {
  return [b.address, b.city, b.state].filter((part) => part.trim() !== "").join(", ");
}

/**
 * What a player needs to get there (issue 26, "What a player needs on the day"): the address, a
 * map link and the venue's phone when it gave one. One line each, in the confirmation's mail, the
 * reminders and the calendar event alike.
 */
export function directionsLines(b: Place): MessageText[] {
  const lines: MessageText[] = [
    { message: "Address: {address}", values: { address: fullAddress(b) } },
    { message: "Map: {map}", values: { map: b.mapUrl } },
  ];
  if (b.venuePhone)
    lines.push({ message: "Venue phone: {phone}", values: { phone: formatIndianMobile(b.venuePhone) } });
  return lines;
}

/** The add-ons booked and what is left to pay at the venue, in ₹ as on screen. */
export function onTheDayLines(
  b: Pick<BookingRecord, "addOns" | "status" | "source" | "payNowPaise" | "totalPaise" | "paidAtVenuePaise">,
): MessageText[] {
  const lines: MessageText[] = [];
  // Add-on names stay as the owner wrote them (decision 022).
  if (b.addOns.length > 0) {
    lines.push({ message: "Add-ons: {addOns}", values: { addOns: b.addOns.map((a) => a.name).join(", ") } });
  }
  const due = dueAtVenuePaise(b);
  lines.push(
    due > 0
      ? { message: "Due at the venue: {due}", values: { due: formatPaise(due) } }
      : "Nothing to pay at the venue.",
  );
  return lines;
}
