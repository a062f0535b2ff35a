import { GROUND_ADD_ONS } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * Texts the platform writes into a venue in English (issue 46): the standard add-ons' names (the
 * policies the wizard prefills: platform-policies.ts; the known cities: city-messages.ts). A
 * venue stores them as they are; the screens show them in the language on screen by looking the
 * English up here, so whatever an owner typed themselves is shown as typed.
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

/** A standard add-on's words, or undefined for a name the owner wrote. */
export function addOnWords(name: string): MessageDescriptor | undefined {
  return ADD_ON_BY_NAME.get(name);
}

/**
 * The id a known city's Hindi is loaded under ("city:bengaluru"): the Hindi names come with the
 * Hindi catalogue (city-messages.ts, from core's one table of cities), so an English page carries
 * none of them.
 */
export const cityMessageId = (name: string) => `city:${name.trim().replace(/\s+/g, " ").toLowerCase()}`;
