import { SUPPORT_HOURS } from "@crease/core/support";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

type Row = (typeof SUPPORT_HOURS)[number];

// Every day and time core/src/support.ts names, in words: a change of hours there that is not
// added here fails the type check instead of showing English on a Hindi page.
const DAYS: Record<Row["days"], MessageDescriptor> = {
  "Monday – Friday": msg`Monday – Friday`,
  Saturday: msg`Saturday`,
  Sunday: msg`Sunday`,
};
const HOURS: Record<Row["hours"], MessageDescriptor> = {
  "9 AM – 6 PM": msg`9 AM – 6 PM`,
  "10 AM – 4 PM": msg`10 AM – 4 PM`,
  Closed: msg`Closed`,
};

/**
 * The support hours in one line, in the language `i18n` shows: core's SUPPORT_HOURS_TEXT
 * ("Monday – Friday 9 AM – 6 PM and Saturday 10 AM – 4 PM (IST)") in any language.
 */
export function supportHoursText(i18n: I18n): string {
  const open = SUPPORT_HOURS.filter((row) => row.hours !== "Closed").map((row) => {
    const days = i18n._(DAYS[row.days]);
    const time = i18n._(HOURS[row.hours]);
    return `${days} ${time}`;
  });
  const [first = "", ...rest] = open;
  const more = rest.join(", ");
  return rest.length ? i18n._(msg`${first} and ${more} (IST)`) : i18n._(msg`${first} (IST)`);
}
