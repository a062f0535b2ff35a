/**
 * The wizard's own words that its rules name in English (add-on and amenity checks in add-ons.ts
 * and amenities.ts, which the tests read in English), in the language on screen; core's messages
 * go through venue-management's `venueFormMessage`.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { addOnName, venueFormMessage } from "@/features/venue-management";
import { MAX_ADD_ONS } from "./add-ons";
import { MAX_AMENITIES, MAX_AMENITY_LENGTH } from "./amenities";

/** A message the wizard shows, in the language on screen (unknown ones as they came). */
export function wizardMessage(message: string, i18n: I18n): string {
  const noPrice = /^Give (.+) a price above 0, or switch it off$/.exec(message);
  if (noPrice?.[1]) {
    const name = addOnName(noPrice[1], i18n);
    return i18n._(msg`Give ${name} a price above 0, or switch it off`);
  }
  const twice = /^The add-on "(.+)" appears twice$/.exec(message);
  if (twice?.[1]) {
    const name = addOnName(twice[1], i18n);
    return i18n._(msg`The add-on "${name}" appears twice`);
  }
  if (message === "Add-on price must be above 0") return i18n._(msg`Add-on price must be above 0`);
  if (message === `At most ${MAX_ADD_ONS} add-ons`) return i18n._(msg`At most ${MAX_ADD_ONS} add-ons`);
  if (message === "Type an amenity to add") return i18n._(msg`Type an amenity to add`);
  if (message === `Each amenity must be at most ${MAX_AMENITY_LENGTH} characters`) {
    return i18n._(msg`Each amenity must be at most ${MAX_AMENITY_LENGTH} characters`);
  }
  if (message === `At most ${MAX_AMENITIES} amenities`) return i18n._(msg`At most ${MAX_AMENITIES} amenities`);
  return venueFormMessage(message, i18n);
}
