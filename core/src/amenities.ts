/**
 * The amenities venues offer, written once: the listing form's checklist, the search filter, the
 * six the compare table checks and the demo data all read this list (docs/product/venues.md).
 * Owners may add their own names too; names compare without regard to case or spaces.
 */
export const AMENITIES = {
  parking: "Parking",
  floodlights: "Floodlights",
  washrooms: "Washrooms",
  changingRooms: "Changing Rooms",
  drinkingWater: "Drinking Water",
  refreshments: "Refreshments",
  seating: "Seating",
  firstAid: "First Aid",
  security: "Security",
  wifi: "WiFi",
  scoreboard: "Scoreboard",
  pavilion: "Pavilion",
  bowlingMachine: "Bowling Machine",
  coaching: "Coaching",
  equipmentRental: "Equipment Rental",
  cafeteria: "Cafeteria",
} as const;

export type AmenityKey = keyof typeof AMENITIES;

/** Every listed amenity's name, in the order the forms and filters show them. */
export const AMENITY_NAMES: readonly string[] = Object.values(AMENITIES);

/** The six the compare table checks, in its order. */
export const COMPARE_AMENITIES = ["parking", "wifi", "refreshments", "security", "floodlights", "washrooms"] as const;
