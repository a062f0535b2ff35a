import { describe, expect, it } from "vitest";
import { suggestLocations } from "./locations";

const entries = [
  { city: "Mumbai", state: "Maharashtra" },
  { city: "Pune", state: "Maharashtra" },
  { city: "Thane", state: "Maharashtra" },
  { city: "Delhi", state: "Delhi" },
  { city: "Noida", state: "Uttar Pradesh" },
  { city: "Navi Mumbai", state: "Maharashtra" },
  { city: "Nagpur", state: "Maharashtra" },
  { city: "Nashik", state: "Maharashtra" },
];

describe("location suggestions", () => {
  it("suggests nothing for empty or blank text", () => {
    expect(suggestLocations("", entries)).toEqual([]);
    expect(suggestLocations("   ", entries)).toEqual([]);
  });

  it("ignores case and surrounding spaces", () => {
    expect(suggestLocations("  dELHi ", entries).map((s) => s.value)).toEqual(["Delhi"]);
  });

  it("matches the state and the combined 'city, state'", () => {
    expect(suggestLocations("uttar", entries).map((s) => s.label)).toEqual(["Noida, Uttar Pradesh"]);
    expect(suggestLocations("pune, mah", entries).map((s) => s.value)).toEqual(["Pune"]);
  });

  it("puts names that start with the text first, then shorter ones, and stops at five", () => {
    const found = suggestLocations("mum", entries).map((s) => s.value);
    // Navi Mumbai is searched as Mumbai (city-names.ts): one place.
    expect(found).toEqual(["Mumbai"]);
    expect(suggestLocations("maharashtra", entries)).toHaveLength(5);
    expect(suggestLocations("maharashtra", entries)[0]?.value).toBe("Pune");
  });

  it("matches the address too", () => {
    const withAddress = [{ city: "Pune", state: "Maharashtra", address: "Deccan Gymkhana" }];
    expect(suggestLocations("gymkhana", withAddress).map((s) => s.value)).toEqual(["Pune"]);
  });
});

describe("other city names", () => {
  const stored = [
    { city: "Bangalore", state: "Karnataka" },
    { city: "Kolkata", state: "West Bengal" },
    { city: "Gurgaon", state: "Haryana" },
  ];

  it("offers Bangalore for 'Beng' before the state that merely contains it", () => {
    const found = suggestLocations("Beng", stored);
    expect(found[0]).toEqual({ value: "Bangalore", label: "Bangalore (Bengaluru), Karnataka" });
    expect(found.map((s) => s.value)).toEqual(["Bangalore", "Kolkata"]);
  });

  it("offers a city once whatever name each owner typed", () => {
    const twice = [
      { city: "Gurugram", state: "Haryana" },
      { city: "Gurgaon", state: "Haryana" },
      { city: "Baroda", state: "Gujarat" },
    ];
    expect(suggestLocations("gur", twice)).toEqual([{ value: "Gurgaon", label: "Gurgaon, Haryana" }]);
    expect(suggestLocations("gurug", twice)).toEqual([{ value: "Gurgaon", label: "Gurgaon (Gurugram), Haryana" }]);
    expect(suggestLocations("gurgaon", twice)).toEqual([{ value: "Gurgaon", label: "Gurgaon, Haryana" }]);
    expect(suggestLocations("baroda", twice)).toEqual([{ value: "Vadodara", label: "Vadodara (Baroda), Gujarat" }]);
  });

  it("knows the Hindi and renamed names", () => {
    expect(suggestLocations("बेंगलुरु", stored).map((s) => s.value)).toEqual(["Bangalore"]);
    expect(suggestLocations("gurugram", stored).map((s) => s.label)).toEqual(["Gurgaon (Gurugram), Haryana"]);
  });
});
