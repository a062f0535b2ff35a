import type { CITIES } from "@crease/core/venues";

/** The state each home-page city is in, so "Maharashtra" finds Mumbai, Pune and Thane. */
export const CITY_STATES: Record<(typeof CITIES)[number], string> = {
  Delhi: "Delhi",
  Mumbai: "Maharashtra",
  Bangalore: "Karnataka",
  Pune: "Maharashtra",
  Hyderabad: "Telangana",
  Chennai: "Tamil Nadu",
  Kolkata: "West Bengal",
  Ahmedabad: "Gujarat",
  Gurgaon: "Haryana",
  Noida: "Uttar Pradesh",
  Thane: "Maharashtra",
  Faridabad: "Haryana",
};
