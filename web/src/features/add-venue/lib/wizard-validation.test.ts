import { VENUE_FORM_MESSAGES } from "@crease/core/venue-form";
import { describe, expect, it } from "vitest";
import { defaultVenueFormValues, type VenueFormValues } from "./form-values";
import {
  firstStepWithIssue,
  formPathOf,
  serverIssues,
  stepOfPath,
  toCreateVenueBody,
  validateStep,
  validateVenueForm,
} from "./wizard-validation";

const image = { url: "/uploads/venues/a.webp", thumbnailUrl: "/uploads/venues/a-thumb.webp" };

function filledNets(): VenueFormValues {
  const values = defaultVenueFormValues();
  return {
    ...values,
    name: "Koramangala Nets",
    venueType: "nets",
    description: "Four floodlit lanes with bowling machines.",
    address: "80 Feet Road, Koramangala",
    city: "Bangalore",
    state: "Karnataka",
    postalCode: "560034",
    amenities: ["Parking"],
    hourly: { ...values.hourly, hourlyPrice: "600", pitchType: "artificial" },
    images: [image],
  };
}

const messagesOf = (issues: { path: string; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path, issue.message]));

describe("Next on General Information", () => {
  it("shows the docs/product/venues.md message for every empty field", () => {
    const issues = messagesOf(validateStep(defaultVenueFormValues(), "general"));
    expect(issues).toEqual({
      name: VENUE_FORM_MESSAGES.name,
      venueType: VENUE_FORM_MESSAGES.venueType,
      description: VENUE_FORM_MESSAGES.description,
      address: VENUE_FORM_MESSAGES.address,
      city: VENUE_FORM_MESSAGES.city,
      state: VENUE_FORM_MESSAGES.state,
      postalCode: VENUE_FORM_MESSAGES.postalCode,
      amenities: VENUE_FORM_MESSAGES.amenities,
    });
  });

  it("asks for a six-digit pincode and a real maps link", () => {
    const values = { ...filledNets(), postalCode: "56003A", location: "not a link" };
    expect(messagesOf(validateStep(values, "general"))).toEqual({
      postalCode: "Enter a 6-digit PIN code",
      location: "Please enter a valid Google Maps URL",
    });
  });

  it("passes a filled tab even while later tabs are empty", () => {
    const values = { ...filledNets(), images: [], reschedulingRules: "" };
    expect(validateStep(values, "general")).toEqual([]);
  });
});

describe("Next on Venue Details", () => {
  it("needs the nets details and at least one image", () => {
    const values = {
      ...filledNets(),
      images: [],
      hourly: { ...filledNets().hourly, hourlyPrice: "", pitchType: "" as const },
    };
    expect(messagesOf(validateStep(values, "details"))).toEqual({
      "hourly.hourlyPrice": "Enter the price per hour",
      "hourly.pitchType": "Choose the pitch type",
      images: "At least one venue image is required",
    });
  });

  it("needs all four ground prices, and at least one above 0", () => {
    const ground = { ...filledNets(), venueType: "ground" as const };
    expect(messagesOf(validateStep(ground, "details"))).toMatchObject({
      "ground.morningPrice": "All time slot prices are required for ground venues",
      "ground.nightPrice": "All time slot prices are required for ground venues",
    });
    const allZero = {
      ...ground,
      ground: { ...ground.ground, morningPrice: "0", afternoonPrice: "0", eveningPrice: "0", nightPrice: "0" },
    };
    expect(messagesOf(validateStep(allZero, "details"))).toEqual({
      "ground.morningPrice": "Offer at least one time slot: give it a price above 0",
    });
  });

  it("checks box cricket hours and team size", () => {
    const box = {
      ...filledNets(),
      venueType: "box" as const,
      hourly: { ...filledNets().hourly, startTime: "10:00", endTime: "08:00", teamCapacity: "9" },
    };
    expect(messagesOf(validateStep(box, "details"))).toEqual({
      "hourly.endTime": "Closing time must be after opening time, or by 6 AM the next morning for an evening opening",
      "hourly.teamCapacity": "Team capacity must be between 5 and 8 players a side",
    });
  });

  it("puts add-on messages on their rows", () => {
    const values = filledNets();
    values.hourly.addOns = [
      { name: "Bowling machine", price: "" },
      { name: "", price: "" },
      { name: "", price: "200" },
    ];
    expect(messagesOf(validateStep(values, "details"))).toEqual({
      "hourly.addOns.0.price": "Each add-on needs a price",
      "hourly.addOns.2.name": "Each add-on needs a name",
    });
  });
});

describe("Policies & Submit", () => {
  it("needs both policies and, for partial payment, an amount and a QR code", () => {
    const values = { ...filledNets(), reschedulingRules: "", paymentType: "partial" as const };
    expect(messagesOf(validateStep(values, "policies"))).toEqual({
      reschedulingRules: "Rescheduling rules are required",
      partialPaymentAmount: VENUE_FORM_MESSAGES.partialPayment,
      upiQrCode: VENUE_FORM_MESSAGES.partialPayment,
    });
  });

  it("is happy with the pre-filled policies and full payment", () => {
    expect(validateVenueForm(filledNets())).toEqual([]);
  });
});

describe("toCreateVenueBody", () => {
  it("sends the venue, image URLs and the type's details in one body", () => {
    const values = filledNets();
    values.hourly.addOns = [
      { name: " Bowling machine ", price: "350" },
      { name: "", price: "" },
    ];
    const body = toCreateVenueBody(values);
    expect(body).toMatchObject({
      name: "Koramangala Nets",
      venueType: "nets",
      country: "India",
      location: null,
      paymentType: "full",
      images: ["/uploads/venues/a.webp"],
      details: {
        startTime: "06:00",
        endTime: "22:00",
        hourlyPrice: "600",
        pitchType: "artificial",
        addOns: [{ name: "Bowling machine", price: "350" }],
      },
    });
    expect(body).not.toHaveProperty("upiQrCodeUrl");
  });

  it("sends the QR code URL and amount only for partial payment", () => {
    const body = toCreateVenueBody({
      ...filledNets(),
      paymentType: "partial",
      partialPaymentAmount: "500",
      upiQrCode: [{ url: "/uploads/venues/qr.webp", thumbnailUrl: "/uploads/venues/qr-thumb.webp" }],
    });
    expect(body).toMatchObject({ partialPaymentAmount: 500, upiQrCodeUrl: "/uploads/venues/qr.webp" });
  });

  it("sends ground add-ons switched on with their keys, then the owner's own", () => {
    const values = { ...filledNets(), venueType: "ground" as const };
    values.ground = {
      ...values.ground,
      morningPrice: "8000",
      afternoonPrice: "0",
      eveningPrice: "9000",
      nightPrice: "12000",
      standardAddOns: values.ground.standardAddOns.map((row) =>
        row.key === "umpireFees" ? { ...row, enabled: true, price: "1500" } : row,
      ),
      otherAddOns: [{ name: "Drinks", price: "300" }],
    };
    expect(toCreateVenueBody(values).details).toEqual({
      morningPrice: "8000",
      afternoonPrice: "0",
      eveningPrice: "9000",
      nightPrice: "12000",
      addOns: [
        { key: "umpireFees", name: "Umpire Service", price: "1500" },
        { name: "Drinks", price: "300" },
      ],
    });
  });
});

describe("server errors and tabs", () => {
  it("maps API paths to form fields", () => {
    const values = filledNets();
    values.hourly.addOns = [
      { name: "", price: "" },
      { name: "Balls", price: "100" },
    ];
    expect(formPathOf("details.hourlyPrice", values)).toBe("hourly.hourlyPrice");
    expect(formPathOf("details.addOns.0.price", values)).toBe("hourly.addOns.1.price");
    expect(formPathOf("details.addOns", values)).toBe("hourly.addOns");
    expect(formPathOf("upiQrCodeUrl", values)).toBe("upiQrCode");
    expect(formPathOf("images.0", values)).toBe("images");
    expect(formPathOf("somethingElse", values)).toBeNull();
    expect(formPathOf("details.morningPrice", { ...values, venueType: "ground" })).toBe("ground.morningPrice");
  });

  it("finds the first tab with a server error", () => {
    const issues = serverIssues(
      { cancellationRules: "Cancellation rules are required", "details.hourlyPrice": "Hourly price must be above 0" },
      filledNets(),
    );
    expect(issues.map((i) => i.path)).toEqual(["cancellationRules", "hourly.hourlyPrice"]);
    expect(firstStepWithIssue(issues.map((i) => i.path))).toBe("details");
    expect(stepOfPath("upiQrCode")).toBe("policies");
    expect(stepOfPath("amenities")).toBe("general");
    expect(firstStepWithIssue([])).toBeNull();
  });
});
