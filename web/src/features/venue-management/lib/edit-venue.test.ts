import type { Venue, VenueDetails } from "@crease/core/contracts/venues";
import { describe, expect, it } from "vitest";
import { addOnRowPath, editBody, editPathOf, editValuesOf, splitAmenities, validateEdit } from "./edit-venue";

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
  reschedulingRules: "Reschedule free up to 24 hours before.",
  cancellationRules: "Cancel up to 24 hours before for a full refund.",
  paymentType: "full",
  partialPaymentAmount: null,
  upiQrCodeUrl: null,
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
        addOns: [{ key: "other:bibs", name: "Bibs", price: "100" }],
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
    expect(editPathOf("details.addOns.0.price")).toBe("addOns.sent.0.price");
    expect(editPathOf("details.addOns")).toBe("addOns");
    expect(editPathOf("upiQrCodeUrl")).toBe("upiQrCode");
    expect(editPathOf("status")).toBeNull();
  });
});

describe("add-ons", () => {
  it("changes a price, removes one and adds one the owner names, in the whole details", () => {
    const values = editValuesOf(venue, {
      ...details,
      addOns: [...details.addOns, { key: "other:water", name: "Water", price: "20.00" }],
    });
    values.addOns = [
      { key: "other:bibs", name: "Bibs", price: "150" },
      { key: "", name: " Stumps ", price: "300" },
      { key: "", name: "", price: "" },
    ];
    expect(
      editBody(values, venue, {
        ...details,
        addOns: [...details.addOns, { key: "other:water", name: "Water", price: "20.00" }],
      }),
    ).toEqual({
      details: {
        startTime: "06:00",
        endTime: "23:00",
        hourlyPrice: "1500",
        teamCapacity: 6,
        addOns: [
          { key: "other:bibs", name: "Bibs", price: "150" },
          { name: "Stumps", price: "300" },
        ],
      },
    });
  });

  it("puts a message on the row it is about, blank rows skipped", () => {
    const values = editValuesOf(venue, details);
    values.addOns = [{ key: "", name: "", price: "" }, ...values.addOns, { key: "", name: " ", price: "300" }];
    expect(validateEdit(values, details)).toEqual([{ path: "addOns.2.name", message: "Each add-on needs a name" }]);
    expect(addOnRowPath("addOns.sent.1.price", values.addOns)).toBe("addOns.2.price");
    expect(addOnRowPath("addOns.sent.0.name", values.addOns)).toBe("addOns.1.name");
  });
});

describe("policies and payment", () => {
  it("sends changed policies trimmed", () => {
    const values = { ...editValuesOf(venue, details), cancellationRules: "  No refunds on rainy days at our end.  " };
    expect(editBody(values, venue, details)).toEqual({ cancellationRules: "No refunds on rainy days at our end." });
  });

  it("sends an advance with its amount and QR code together, and refuses one without a QR code", () => {
    const values = { ...editValuesOf(venue, details), paymentType: "partial" as const, partialPaymentAmount: "500" };
    expect(validateEdit(values, details).map((i) => i.path)).toEqual(["upiQrCode"]);
    values.upiQrCode = [{ url: "/u/qr.webp", thumbnailUrl: "/u/qr.webp" }];
    expect(validateEdit(values, details)).toEqual([]);
    expect(editBody(values, venue, details)).toEqual({
      paymentType: "partial",
      partialPaymentAmount: 500,
      upiQrCodeUrl: "/u/qr.webp",
    });
  });

  it("switches back to full payment alone", () => {
    const partial = {
      ...venue,
      paymentType: "partial",
      partialPaymentAmount: "500.00",
      upiQrCodeUrl: "/u/qr.webp",
    } as Venue;
    const values = { ...editValuesOf(partial, details), paymentType: "full" as const };
    expect(editBody(values, partial, details)).toEqual({ paymentType: "full" });
  });
});
