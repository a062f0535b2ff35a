import { CITIES, GROUND_ADD_ONS } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Texts the platform writes into a venue in English (issue 46): the standard add-ons' names and
 * the home page's cities (the policies the wizard prefills: platform-policies.ts). A venue stores them as they are;
 * the screens show them in the language on screen by looking the English up here, so whatever an
 * owner typed themselves is shown as typed.
 */

type StandardAddOn = keyof typeof GROUND_ADD_ONS;
const ADD_ON_WORDS: Record<StandardAddOn, MessageDescriptor> = {
  umpireFees: msg`Umpire Service`,
  redBalls: msg`Red Balls`,
  whiteBalls: msg`White Balls`,
  groundsmen: msg`Groundsmen Service`,
  scoreboard: msg`Scoreboard Operator`,
};
const ADD_ON_BY_NAME = new Map<string, MessageDescriptor>(
  (Object.keys(GROUND_ADD_ONS) as StandardAddOn[]).map((key) => [GROUND_ADD_ONS[key], ADD_ON_WORDS[key]]),
);

/** The cities Crease knows by name, in the script of the language on screen ("Pune" / "पुणे"). */
const CITY_WORDS: Record<(typeof CITIES)[number], MessageDescriptor> = {
  Delhi: msg({ context: "city", message: "Delhi" }),
  Mumbai: msg({ context: "city", message: "Mumbai" }),
  Bangalore: msg({ context: "city", message: "Bangalore" }),
  Pune: msg({ context: "city", message: "Pune" }),
  Hyderabad: msg({ context: "city", message: "Hyderabad" }),
  Chennai: msg({ context: "city", message: "Chennai" }),
  Kolkata: msg({ context: "city", message: "Kolkata" }),
  Ahmedabad: msg({ context: "city", message: "Ahmedabad" }),
  Gurgaon: msg({ context: "city", message: "Gurgaon" }),
  Noida: msg({ context: "city", message: "Noida" }),
  Thane: msg({ context: "city", message: "Thane" }),
  Faridabad: msg({ context: "city", message: "Faridabad" }),
};
/** Other names people type for the same cities. */
const CITY_ALIASES: Record<string, (typeof CITIES)[number]> = {
  "new delhi": "Delhi",
  bengaluru: "Bangalore",
  bombay: "Mumbai",
  gurugram: "Gurgaon",
  calcutta: "Kolkata",
  madras: "Chennai",
};
const cityKey = (name: string) => name.trim().toLowerCase();
const CITY_BY_NAME = new Map<string, MessageDescriptor>(
  (CITIES as readonly (typeof CITIES)[number][]).map((city) => [cityKey(city), CITY_WORDS[city]]),
);

/** A standard add-on's words, or undefined for a name the owner wrote. */
export function addOnWords(name: string): MessageDescriptor | undefined {
  return ADD_ON_BY_NAME.get(name);
}

/**
 * A known city's words ("Bengaluru" and "Bangalore" alike), or undefined for another place.
 * An alias keeps the name the owner typed in English: only its Hindi is the city's.
 */
export function cityWords(name: string): MessageDescriptor | undefined {
  const key = cityKey(name);
  const alias = CITY_ALIASES[key];
  return CITY_BY_NAME.get(key) ?? (alias ? CITY_WORDS[alias] : undefined);
}
