/**
 * The venues the pricing and quote tests price: one of each type, with the add-ons and prices
 * (a night price with paise, nets at ₹833.33 an hour) whose rounding the tests check.
 */
import type { BoxCricketDetails, GroundDetails, NetsDetails } from "./contracts/venues";

export const ground: GroundDetails = {
  venueId: 1,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "0.00",
  eveningPrice: "10000.00",
  nightPrice: "12500.50",
  addOns: [
    { key: "umpireFees", name: "Umpire Service", price: "1500.00" },
    { key: "redBalls", name: "Red Balls", price: "700.00" },
    { key: "whiteBalls", name: "White Balls", price: "650.00" },
  ],
};

export const nets: NetsDetails = {
  venueId: 2,
  venueType: "nets",
  startTime: "07:00",
  endTime: "10:00",
  hourlyPrice: "833.33",
  pitchType: "matting",
  addOns: [{ key: "other:bowling-machine", name: "Bowling Machine", price: "300.00" }],
};

export const box: BoxCricketDetails = {
  venueId: 3,
  venueType: "box",
  startTime: "18:00",
  endTime: "20:00",
  hourlyPrice: "1500.00",
  teamCapacity: 6,
  addOns: [],
};

/** Terms of a venue whose owner is registered under GST (18%), paid in full online. */
export const REGISTERED = { paymentType: "full", partialPaymentAmount: null, gstRatePercent: 18 } as const;
