/**
 * Indian public holidays and festival dates the owner's pricing screen offers as one-tap date
 * rules (docs/product/venues.md, "Prices and price rules"). A starting point, not a rule: the
 * owner picks the ones that matter at their venue and adds any other date. National holidays
 * are fixed; festival dates follow the lunar calendar, taken from the Government of India's
 * list for 2026 and the expected dates for 2027 (check them against the 2027 list when it is out;
 * states add their own, which owners add as dates).
 */

export interface Holiday {
  /** IST date, YYYY-MM-DD. */
  date: string;
  /** English name; the screen shows it in the chosen language through its own catalogue. */
  name: string;
}

export const INDIAN_HOLIDAYS: readonly Holiday[] = [
  { date: "2026-01-26", name: "Republic Day" },
  { date: "2026-03-04", name: "Holi" },
  { date: "2026-03-21", name: "Id-ul-Fitr" },
  { date: "2026-03-26", name: "Ram Navami" },
  { date: "2026-04-03", name: "Good Friday" },
  { date: "2026-05-27", name: "Id-ul-Zuha (Bakrid)" },
  { date: "2026-08-15", name: "Independence Day" },
  { date: "2026-09-04", name: "Janmashtami" },
  { date: "2026-09-14", name: "Ganesh Chaturthi" },
  { date: "2026-10-02", name: "Gandhi Jayanti" },
  { date: "2026-10-20", name: "Dussehra" },
  { date: "2026-11-08", name: "Diwali" },
  { date: "2026-11-24", name: "Guru Nanak Jayanti" },
  { date: "2026-12-25", name: "Christmas" },
  { date: "2027-01-26", name: "Republic Day" },
  { date: "2027-03-10", name: "Id-ul-Fitr" },
  { date: "2027-03-22", name: "Holi" },
  { date: "2027-03-26", name: "Good Friday" },
  { date: "2027-04-15", name: "Ram Navami" },
  { date: "2027-05-17", name: "Id-ul-Zuha (Bakrid)" },
  { date: "2027-08-15", name: "Independence Day" },
  { date: "2027-08-25", name: "Janmashtami" },
  { date: "2027-09-04", name: "Ganesh Chaturthi" },
  { date: "2027-10-02", name: "Gandhi Jayanti" },
  { date: "2027-10-09", name: "Dussehra" },
  { date: "2027-10-29", name: "Diwali" },
  { date: "2027-11-14", name: "Guru Nanak Jayanti" },
  { date: "2027-12-25", name: "Christmas" },
];

/** The listed holidays from `today` on (IST dates), soonest first. */
export function upcomingHolidays(today: string, list: readonly Holiday[] = INDIAN_HOLIDAYS): Holiday[] {
  return list.filter((h) => h.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
