import { describe, expect, it } from "vitest";
import { messageEnglish } from "./errors";
import {
  addOnsSchema,
  createVenueSchema,
  groundDetailsInputSchema,
  netsDetailsInputSchema,
  updateVenueSchema,
} from "./venue-form";
import { statusMoveRefusal } from "./venue-moderation";
import { VENUE_STATUS_MOVES, VENUE_STATUSES } from "./venues";

describe("add-ons", () => {
  it("turns the ground add-on map into keyed add-ons, leaving out blank and 0 prices", () => {
    expect(
      addOnsSchema.parse({
        umpireFees: "1500",
        redBalls: 0,
        whiteBalls: "",
        groundsmen: null,
        scoreboard: 250.5,
        others: [{ name: "Ice Bath!", price: "99" }],
      }),
    ).toEqual([
      { key: "umpireFees", name: "Umpire Service", price: 1500 },
      { key: "scoreboard", name: "Scoreboard Operator", price: 250.5 },
      { key: "other:ice-bath", name: "Ice Bath!", price: 99 },
    ]);
  });

  it("keeps keys of a list sent back from the API and finds known labels", () => {
    expect(
      addOnsSchema.parse([
        { key: "redBalls", name: "anything", price: "10" },
        { name: "white balls", price: 5 },
      ]),
    ).toEqual([
      { key: "redBalls", name: "Red Balls", price: 10 },
      { key: "whiteBalls", name: "white balls", price: 5 },
    ]);
  });

  it("refuses negative prices, more than two decimals and repeats", () => {
    expect(addOnsSchema.safeParse([{ name: "Tea", price: -1 }]).success).toBe(false);
    expect(addOnsSchema.safeParse([{ name: "Tea", price: "1.005" }]).success).toBe(false);
    expect(
      addOnsSchema.safeParse([
        { name: "Tea", price: 1 },
        { name: "TEA", price: 2 },
      ]).success,
    ).toBe(false);
  });
});

describe("details", () => {
  it("needs at least one offered ground slot", () => {
    const zero = { morningPrice: 0, afternoonPrice: 0, eveningPrice: 0, nightPrice: 0 };
    expect(groundDetailsInputSchema.safeParse(zero).error?.issues[0]?.message).toBe(
      "Offer at least one time slot: give it a price above 0",
    );
    expect(groundDetailsInputSchema.parse({ ...zero, nightPrice: "100" }).nightPrice).toBe(100);
  });

  it("lets an evening opening close by 6 am the next morning, and nothing else close before it opens", () => {
    const base = { hourlyPrice: 500, pitchType: "clay" };
    expect(netsDetailsInputSchema.safeParse({ ...base, startTime: "18:00", endTime: "02:00" }).success).toBe(true);
    for (const [startTime, endTime] of [
      ["18:00", "07:00"],
      ["10:00", "08:00"],
      ["18:00", "18:00"],
    ]) {
      expect(netsDetailsInputSchema.safeParse({ ...base, startTime, endTime }).error?.issues[0]?.path).toEqual([
        "endTime",
      ]);
    }
  });

  it("allows 24:00 as a closing time and wants a whole hour open", () => {
    const base = { hourlyPrice: 500, pitchType: "clay" };
    expect(netsDetailsInputSchema.safeParse({ ...base, startTime: "18:00", endTime: "24:00" }).success).toBe(true);
    expect(
      netsDetailsInputSchema.safeParse({ ...base, startTime: "18:30", endTime: "19:00" }).error?.issues[0]?.message,
    ).toBe("Open for at least one whole hour");
  });
});

describe("venue forms", () => {
  it("splits comma-separated amenities, trimmed, empties and repeats dropped", () => {
    expect(updateVenueSchema.parse({ amenities: " Wifi,, Parking ,wifi " }).amenities).toEqual(["Wifi", "Parking"]);
  });

  it("reads details against the venue type", () => {
    const venue = {
      name: "Box arena",
      venueType: "box",
      description: "Indoor box with nets.",
      address: "1 Main Road",
      city: "Pune",
      state: "Maharashtra",
      postalCode: "411001",
      amenities: ["Parking"],
      reschedulingRules: "Up to a day before.",
      cancellationRules: "Up to two days before.",
      paymentType: "full",
      images: ["/uploads/venues/a.webp"],
    };
    const result = createVenueSchema.safeParse({ ...venue, details: { hourlyPrice: 100, teamCapacity: 9 } });
    const paths = result.error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths).toContain("details.teamCapacity");
  });
});

describe("statusMoveRefusal", () => {
  it("names what the venue can become instead", () => {
    expect(messageEnglish(statusMoveRefusal("pending", "suspended"))).toBe(
      "A pending venue can be approved or rejected, not suspended",
    );
    expect(messageEnglish(statusMoveRefusal("approved", "pending"))).toBe(
      "An approved venue can be suspended, not moved back to pending",
    );
    expect(messageEnglish(statusMoveRefusal("approved", "approved"))).toBe("The venue is already approved");
  });

  it("says, for every status, exactly the moves VENUE_STATUS_MOVES allows", () => {
    const words = {
      pending: "moved back to pending",
      approved: "approved",
      rejected: "rejected",
      suspended: "suspended",
    };
    for (const from of VENUE_STATUSES) {
      const to = VENUE_STATUSES.find((s) => s !== from && !VENUE_STATUS_MOVES[from].includes(s));
      if (!to) continue;
      const said = messageEnglish(statusMoveRefusal(from, to));
      const can = said.replace(/^An? \w+ venue can be /, "").replace(/, not .*$/, "");
      expect(can.split(" or ").sort(), from).toEqual(VENUE_STATUS_MOVES[from].map((s) => words[s]).sort());
    }
  });
});
