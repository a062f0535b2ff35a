/**
 * The five standard ground add-ons' names on screen (a venue keeps core's English name), shared by
 * the add-venue wizard and the Edit Venue form.
 */
import { GROUND_ADD_ONS } from "@crease/core/venues";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type StandardAddOn = keyof typeof GROUND_ADD_ONS;

export const STANDARD_ADD_ON_LABELS: Record<StandardAddOn, MessageDescriptor> = {
  umpireFees: msg`Umpire Service`,
  redBalls: msg`Red Balls`,
  whiteBalls: msg`White Balls`,
  groundsmen: msg`Groundsmen Service`,
  scoreboard: msg`Scoreboard Operator`,
};

/** A standard add-on's name in the language on screen; any other name as written. */
export function addOnName(name: string, i18n: I18n): string {
  const key = (Object.keys(GROUND_ADD_ONS) as StandardAddOn[]).find((k) => GROUND_ADD_ONS[k] === name);
  return key ? i18n._(STANDARD_ADD_ON_LABELS[key]) : name;
}
