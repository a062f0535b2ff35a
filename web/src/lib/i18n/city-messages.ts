import { hindiCityNames } from "@crease/core/city-names";
import type { Messages } from "@lingui/core";
import { cityMessageId } from "./platform-texts";

/**
 * Every city Crease knows by name (core/src/city-names.ts, the one table of cities), by each of
 * its names, in Devanagari: "city:bengaluru" → "बेंगलुरु", "city:navi mumbai" → "नवी मुंबई". Loaded
 * with the Hindi catalogue of the shell (catalogues.ts), read by `useWords().city`.
 */
export const messages: Messages = Object.fromEntries(
  hindiCityNames().map(([name, hindi]) => [cityMessageId(name), hindi]),
);
