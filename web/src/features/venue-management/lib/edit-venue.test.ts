import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { describe, expect, it } from "vitest";
import { editBody, editPathOf, editValuesOf, splitAmenities, validateEdit } from "./edit-venue";

const venue = {
  id: 7,
  name: "Powai Box",
  description: "An indoor arena with turf and lights.",
  venueType: "box",
  address: "Hiranandani Gardens",
  city: "Mumbai",
  state: "Maharashtra",
  postalCode: "400076",
  amenities: ["Parking", "Floodlights"],
  advanceBookingDays: 60,
  images: ["/u/a.webp", "/u/b.webp"],
  thumbnails: ["/u/a-thumb.webp", "/u/b-thumb.webp"],
} as unknown as Venue;

const details: VenueDetails = {
  venueId: 7,
  venueType: "box",
  startTime: "06:00",
  endTime: "23:00",
  hourlyPrice: "1500.00",
  teamCapacity: 6,
  addOns: [{ key: "other:bibs", name: "Bibs", price: "100.00" }],
};

describe("splitAmenities", () => {
  it("trims, drops empty entries and repeats", () => {
    expect(splitAmenities(" Parking, ,wifi ,Floodlights,, parking")).toEqual(["Parking", "wifi", "Floodlights"]);
    expect(splitAmenities(" , ")).toEqual([]);
  });
});

describe("editBody", () => {
  it("is empty when nothing changed", () => {
    expect(editBody(editValuesOf(venue, details), venue, details)).toEqual({});
  });

  it("sends only the changed fields, amenities as a list and pincode under its form name", () => {
    const values = {
      ...editValuesOf(venue, details),
      name: " Powai Box Arena ",
      pincode: "400077",
      amenities: "Parking, WiFi",
    };
    expect(editBody(values, venue, details)).toEqual({
      name: "Powai Box Arena",
      pincode: "400077",
      amenities: ["Parking", "WiFi"],
    });
  });

  it("sends the whole details, add-ons included, when a price changes", () => {
    const values = editValuesOf(venue, details);
    values.prices.hourlyPrice = "1800";
    expect(editBody(values, venue, details)).toEqual({
      details: {
        startTime: "06:00",
        endTime: "23:00",
        hourlyPrice: "1800",
        teamCapacity: 6,
        addOns: [{ key: "other:bibs", name: "Bibs", price: "100.00" }],
      },
    });
  });

  it("sends the image list in its new order", () => {
    const values = editValuesOf(venue, details);
    values.images = [...values.images].reverse();
    expect(editBody(values, venue, details)).toEqual({ images: ["/u/b.webp", "/u/a.webp"] });
  });
});

describe("validateEdit", () => {
  it("uses docs/product/venues.md's Edit Venue messages", () => {
    const values = {
      ...editValuesOf(venue, details),
      name: " ",
      description: "short",
      pincode: "4000",
      amenities: " , ",
    };
    const messages = Object.fromEntries(validateEdit(values, details).map((i) => [i.path, i.message]));
    expect(messages).toEqual({
      name: "Venue name is required",
      description: "Description must be at least 10 characters",
      pincode: "Enter a 6-digit PIN code",
      amenities: "Please select at least one amenity",
    });
  });

  it("keeps the booking window between 1 and 180 days, and sends it only when changed", () => {
    const values = { ...editValuesOf(venue, details), advanceBookingDays: "365" };
    expect(validateEdit(values, details)).toEqual([
      { path: "advanceBookingDays", message: "Bookings can open between 1 and 180 days ahead" },
    ]);
    expect(editBody({ ...values, advanceBookingDays: "90" }, venue, details)).toEqual({ advanceBookingDays: 90 });
    expect(editBody(editValuesOf(venue, details), venue, details)).toEqual({});
  });

  it("checks the prices like the server", () => {
    const values = editValuesOf(venue, details);
    values.prices.hourlyPrice = "0";
    expect(validateEdit(values, details)).toEqual([
      { path: "prices.hourlyPrice", message: "Hourly price must be above 0" },
    ]);
  });

  it("maps API paths to the form", () => {
    expect(editPathOf("postalCode")).toBe("pincode");
    expect(editPathOf("details.morningPrice")).toBe("prices.morningPrice");
    expect(editPathOf("details.addOns.0.price")).toBeNull();
    expect(editPathOf("status")).toBeNull();
  });
});
