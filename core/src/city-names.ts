/**
 * Other names for the cities venues are in: the renamed official names (Bengaluru, Gurugram),
 * the old ones (Bombay, Calcutta, Baroda), the metro areas people say (New Delhi, Navi Mumbai)
 * and the Hindi names. One table, used by the venue search (a typed name becomes every name of
 * its city before the server builds SQL, so a venue an owner listed as "Gurugram" is found by
 * "Gurgaon" and the other way round), by the place suggestions (one suggestion per city, whatever
 * name each owner typed) and by the address lookup (server/src/domains/geocode).
 *
 * The key is the name a place is shown under: for the home page's twelve cities the name the
 * seed and the grid use, for the others the official one.
 */
export const CITY_ALIASES: Record<string, readonly string[]> = {
  Delhi: ["New Delhi", "NCR", "Dilli", "दिल्ली", "नई दिल्ली", "नयी दिल्ली"],
  Mumbai: ["Bombay", "Navi Mumbai", "मुंबई", "मुम्बई", "बॉम्बे", "नवी मुंबई"],
  Bangalore: ["Bengaluru", "Bangaluru", "Bengalooru", "बेंगलुरु", "बेंगलूरु", "बंगलौर", "बैंगलोर"],
  Pune: ["Poona", "पुणे"],
  Hyderabad: ["Secunderabad", "हैदराबाद"],
  Chennai: ["Madras", "चेन्नई"],
  Kolkata: ["Calcutta", "कोलकाता", "कलकत्ता"],
  Ahmedabad: ["Amdavad", "Ahmadabad", "अहमदाबाद"],
  Gurgaon: ["Gurugram", "गुरुग्राम", "गुड़गांव", "गुड़गाँव"],
  Noida: ["Greater Noida", "नोएडा"],
  Thane: ["ठाणे"],
  Faridabad: ["फरीदाबाद", "फ़रीदाबाद"],
  Vadodara: ["Baroda", "वडोदरा"],
  Mysuru: ["Mysore", "मैसूर"],
  Thiruvananthapuram: ["Trivandrum", "तिरुवनंतपुरम"],
  Kochi: ["Cochin", "कोच्चि"],
  Mangaluru: ["Mangalore", "मंगलुरु"],
  Belagavi: ["Belgaum", "बेलगाम"],
  Hubballi: ["Hubli", "हुबली"],
  Kozhikode: ["Calicut", "कोझिकोड"],
  Puducherry: ["Pondicherry", "पुदुचेरी"],
  Prayagraj: ["Allahabad", "प्रयागराज"],
  Varanasi: ["Banaras", "Benares", "वाराणसी"],
  Visakhapatnam: ["Vizag", "विशाखापत्तनम"],
};

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

const SHOWN_BY_NAME = new Map<string, string>(
  Object.entries(CITY_ALIASES).flatMap(([city, aliases]) =>
    [city, ...aliases].map((name) => [normalise(name), city] as const),
  ),
);

/** The name a city is shown under ("gurugram" → "Gurgaon"), or undefined for a name not in the table. */
export function cityShownAs(name: string): string | undefined {
  return SHOWN_BY_NAME.get(normalise(name));
}

/**
 * The place text with its city named as shown: "Bengaluru" → "Bangalore", "बेंगलुरु, Karnataka" →
 * "Bangalore, Karnataka". Text that names no known city (a locality, a PIN) is returned as typed.
 */
export function resolveCityName(place: string): string {
  const [first = "", ...rest] = place.split(",");
  const shown = cityShownAs(first);
  if (!shown) return place.trim();
  return [shown, ...rest.map((part) => part.trim())].filter(Boolean).join(", ");
}

/** Latin letters, digits and punctuation only: names a trigram index can serve. */
const LATIN = /^[\x20-\x7e]+$/;

/**
 * Every text a venue's "city, state, address" may contain for the typed place, in lower case:
 * "Gurgaon, Haryana" → ["gurgaon, haryana", "gurugram, haryana"]. Only the Latin names of a city
 * (owners type their city in Latin letters; a Devanagari pattern gives the trigram index nothing
 * to narrow with), the typed text itself always.
 */
export function placeNames(place: string): string[] {
  const [first = "", ...rest] = place.split(",");
  const shown = cityShownAs(first);
  const typed = normalise(place);
  if (!shown) return [typed];
  const tail = rest.map((part) => part.trim()).filter(Boolean);
  const names = [shown, ...(CITY_ALIASES[shown] ?? [])]
    .filter((name) => LATIN.test(name))
    .map((name) => normalise([name, ...tail].join(", ")));
  return [...new Set([typed, ...names])];
}

/** The other names of a city that contain the typed text ("beng" → ["Bengaluru"]). */
export function aliasesMatching(city: string, typed: string): string[] {
  const query = normalise(typed);
  if (!query) return [];
  const aliases = CITY_ALIASES[cityShownAs(city) ?? city] ?? [];
  return aliases.filter((alias) => normalise(alias).includes(query));
}

/** Cities one of whose other names contains the typed text ("beng" → ["Bangalore"]). */
export function citiesByAlias(typed: string): string[] {
  return Object.keys(CITY_ALIASES).filter((city) => aliasesMatching(city, typed).length > 0);
}
