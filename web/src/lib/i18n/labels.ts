import { AMENITIES, type AmenityKey } from "@crease/core/amenities";
import type { Venue } from "@crease/core/contracts/venues";
import { priceText } from "@crease/core/price-text";
import { GROUND_SLOT_TIMES, isGroundSlot, slotLabel } from "@crease/core/slots";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";
import { addOnWords, cityMessageId } from "./platform-texts";

/**
 * The product's own words that core names in English (venue types, slot names), in the
 * language on screen. Core keeps the English for the server's messages and mails; the screens
 * read them from here. The glossary (docs/product/glossary.md) fixes the Hindi.
 */
const VENUE_TYPES: Record<string, MessageDescriptor> = {
  ground: msg`Cricket Ground`,
  nets: msg`Practice Nets`,
  box: msg`Box Cricket`,
};
const PITCH_TYPES: Record<string, MessageDescriptor> = {
  artificial: msg`Artificial turf`,
  matting: msg`Matting`,
  concrete: msg`Concrete`,
  clay: msg`Clay`,
};
const SLOT_NAMES: Record<string, MessageDescriptor> = {
  morning: msg`Morning`,
  afternoon: msg`Afternoon`,
  evening: msg`Evening`,
  night: msg`Night`,
};
/** The listed amenities (core/src/amenities.ts); a venue keeps core's English name. */
const AMENITY_WORDS: Record<AmenityKey, MessageDescriptor> = {
  parking: msg`Parking`,
  floodlights: msg`Floodlights`,
  washrooms: msg`Washrooms`,
  changingRooms: msg`Changing Rooms`,
  drinkingWater: msg`Drinking Water`,
  refreshments: msg`Refreshments`,
  seating: msg`Seating`,
  firstAid: msg`First Aid`,
  security: msg`Security`,
  wifi: msg`WiFi`,
  scoreboard: msg`Scoreboard`,
  pavilion: msg`Pavilion`,
  bowlingMachine: msg`Bowling Machine`,
  coaching: msg`Coaching`,
  equipmentRental: msg`Equipment Rental`,
  cafeteria: msg`Cafeteria`,
};
/** Names compare without regard to case or spaces (core/src/amenities.ts): "first aid" is First Aid. */
const amenityKey = (name: string) => name.toLowerCase().replace(/\s+/g, "");
const AMENITY_BY_NAME = new Map<string, MessageDescriptor>(
  (Object.keys(AMENITIES) as AmenityKey[]).map((key) => [amenityKey(AMENITIES[key]), AMENITY_WORDS[key]]),
);

export interface Words {
  venueType(type: string): string;
  /** "Morning (6 AM – 10 AM)" / "सुबह (6 AM – 10 AM)"; an hourly slot is its range. */
  slot(slot: string): string;
  /** Just the ground slot's name: "Morning" / "सुबह". */
  slotName(slot: string): string;
  /** A nets pitch: "Artificial turf" / "आर्टिफ़िशियल टर्फ़". */
  pitch(type: string): string;
  /**
   * core's priceText in the language on screen: "₹8,000 – ₹12,000 per slot + GST" / "… प्रति स्लॉट + GST";
   * without "+ GST" at a venue whose owner has no GSTIN (its `gstRatePercent` is 0).
   */
  price(venue: Pick<Venue, "venueType" | "prices" | "gstRatePercent">, slot?: string): string;
  /** A listed amenity in the language on screen ("Parking" / "पार्किंग"); an owner's own name as written. */
  amenity(name: string): string;
  /** A standard add-on in the language on screen ("Umpire Service" / "अंपायर सर्विस"); an owner's own as written. */
  addOn(name: string): string;
  /**
   * A known city (core/src/city-names.ts) in the script of the language on screen ("Pune" / "पुणे",
   * "Bengaluru" / "बेंगलुरु"); in English, and any other place, as the venue writes it.
   */
  city(name: string): string;
}

/**
 * core's priceText ends in one of these, then " + GST" for a priced venue type; the amount and
 * "+ GST" read the same in both languages.
 */
function priceIn(text: string, translate: (descriptor: MessageDescriptor) => string): string {
  const plusGst = / \+ GST$/.exec(text);
  if (plusGst) return `${priceIn(text.slice(0, plusGst.index), translate)} + GST`;
  const perSlot = /^(.*) per slot$/.exec(text);
  if (perSlot) {
    const price = perSlot[1] ?? "";
    return translate(msg`${price} per slot`);
  }
  const perHour = /^(.*) per hour$/.exec(text);
  if (perHour) {
    const price = perHour[1] ?? "";
    return translate(msg`${price} per hour`);
  }
  return text === "Price on request" ? translate(msg`Price on request`) : text;
}

export function useWords(): Words {
  const { i18n } = useLingui();
  return useMemo(
    () => ({
      venueType: (type) => (VENUE_TYPES[type] ? i18n._(VENUE_TYPES[type]) : type),
      pitch: (type) => (PITCH_TYPES[type] ? i18n._(PITCH_TYPES[type]) : type),
      price: (venue, slot) => priceIn(priceText(venue, slot), (d) => i18n._(d)),
      slotName: (slot) => (SLOT_NAMES[slot] ? i18n._(SLOT_NAMES[slot]) : slot),
      amenity: (name) => {
        const words = AMENITY_BY_NAME.get(amenityKey(name));
        return words ? i18n._(words) : name;
      },
      addOn: (name) => {
        const words = addOnWords(name);
        return words ? i18n._(words) : name;
      },
      city: (name) => {
        // Loaded with the Hindi catalogue only (city-messages.ts): in English there is nothing to find.
        const shown = i18n.locale === "en" ? undefined : i18n.messages[cityMessageId(name)];
        return typeof shown === "string" ? shown : name;
      },
      // Times read the same in both languages ("6 AM – 10 AM"), as Indian apps write them.
      slot: (slot) =>
        isGroundSlot(slot) && SLOT_NAMES[slot]
          ? slotLabel(slot).replace(GROUND_SLOT_TIMES[slot].label, i18n._(SLOT_NAMES[slot]))
          : slotLabel(slot),
    }),
    // A change of language gives a new i18n (a new proxy from useLingui): the words follow.
    [i18n],
  );
}
