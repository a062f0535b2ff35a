/**
 * Every city Crease knows by name: the home page's twelve, the other cities venues are in, and
 * the cities of the address table (server/src/domains/geocode/places.ts). For each, the name it
 * is shown under, its common Hindi name in Devanagari, and the other names people type: the
 * renamed official names (Bengaluru, Gurugram), the old ones (Bombay, Calcutta, Baroda), the
 * metro areas people say (New Delhi, Navi Mumbai) and other Hindi spellings. One table, used by
 * the venue search (a typed name becomes every name of its city before the server builds SQL, so
 * a venue an owner listed as "Gurugram" is found by "Gurgaon" and the other way round), by the
 * place suggestions (one suggestion per city, whatever name each owner typed), by the address
 * lookup (server/src/domains/geocode) and by Hindi screens, which show a known city in
 * Devanagari (web/src/lib/i18n/city-messages.ts).
 *
 * The key is the name a place is shown under: for the home page's twelve cities the name the
 * seed and the grid use, for the others the official one. An other name that is a place of its
 * own (New Delhi, Navi Mumbai) is a pair with its own Hindi, shown for a venue listed under it.
 */
/** Latin letters, digits and punctuation only: names a trigram index can serve, names to show in Latin. */
const LATIN = /^[\x20-\x7e]+$/;

type OtherName = string | readonly [name: string, hindi: string];
export const KNOWN_CITIES: Record<string, { hindi: string; others: readonly OtherName[] }> = {
  Delhi: { hindi: "दिल्ली", others: [["New Delhi", "नई दिल्ली"], "NCR", "Dilli", "नयी दिल्ली"] },
  Mumbai: { hindi: "मुंबई", others: ["Bombay", ["Navi Mumbai", "नवी मुंबई"], "मुम्बई", "बॉम्बे"] },
  Bangalore: {
    hindi: "बेंगलुरु",
    others: ["Bengaluru", "Bangaluru", "Bengalooru", "बेंगलूरु", "बंगलौर", "बैंगलोर"],
  },
  Pune: { hindi: "पुणे", others: ["Poona"] },
  Hyderabad: { hindi: "हैदराबाद", others: [["Secunderabad", "सिकंदराबाद"]] },
  Chennai: { hindi: "चेन्नई", others: ["Madras"] },
  Kolkata: { hindi: "कोलकाता", others: ["Calcutta", "कलकत्ता"] },
  Ahmedabad: { hindi: "अहमदाबाद", others: ["Amdavad", "Ahmadabad"] },
  Gurgaon: { hindi: "गुरुग्राम", others: ["Gurugram", "गुड़गांव", "गुड़गाँव"] },
  Noida: { hindi: "नोएडा", others: [["Greater Noida", "ग्रेटर नोएडा"]] },
  Thane: { hindi: "ठाणे", others: [] },
  Faridabad: { hindi: "फ़रीदाबाद", others: ["फरीदाबाद"] },
  Vadodara: { hindi: "वडोदरा", others: ["Baroda"] },
  Mysuru: { hindi: "मैसूर", others: ["Mysore"] },
  Thiruvananthapuram: { hindi: "तिरुवनंतपुरम", others: ["Trivandrum"] },
  Kochi: { hindi: "कोच्चि", others: ["Cochin"] },
  Mangaluru: { hindi: "मंगलुरु", others: ["Mangalore"] },
  Belagavi: { hindi: "बेलगावी", others: ["Belgaum", "बेलगाम"] },
  Hubballi: { hindi: "हुबली", others: ["Hubli"] },
  Kozhikode: { hindi: "कोझिकोड", others: ["Calicut"] },
  Puducherry: { hindi: "पुदुचेरी", others: ["Pondicherry"] },
  Prayagraj: { hindi: "प्रयागराज", others: ["Allahabad", "इलाहाबाद"] },
  Varanasi: { hindi: "वाराणसी", others: ["Banaras", "Benares", "बनारस"] },
  Visakhapatnam: { hindi: "विशाखापत्तनम", others: ["Vizag"] },
  Jaipur: { hindi: "जयपुर", others: [] },
  Lucknow: { hindi: "लखनऊ", others: [] },
  Chandigarh: { hindi: "चंडीगढ़", others: [] },
  Indore: { hindi: "इंदौर", others: [] },
  Ghaziabad: { hindi: "ग़ाज़ियाबाद", others: ["गाजियाबाद"] },
};

/**
 * Every other name of a shown city, its Hindi ones included ("Bengaluru", …, "बेंगलुरु"): what the
 * search and the suggestions match.
 */
function otherNames(city: string): string[] {
  const known = KNOWN_CITIES[city];
  if (!known) return [];
  return [...known.others.flatMap((other) => (typeof other === "string" ? [other] : [...other])), known.hindi];
}

/**
 * Every name Crease knows a city by, with the Devanagari a Hindi screen shows for it: a shown
 * city and each of its Latin other names give the city's Hindi ("Bengaluru" → "बेंगलुरु"), a place
 * of its own gives its own ("Navi Mumbai" → "नवी मुंबई").
 */
export function hindiCityNames(): [name: string, hindi: string][] {
  return Object.entries(KNOWN_CITIES).flatMap(([city, { hindi, others }]) => [
    [city, hindi] as [string, string],
    ...others
      .filter((other) => typeof other !== "string" || LATIN.test(other))
      .map((other): [string, string] => (typeof other === "string" ? [other, hindi] : [other[0], other[1]])),
  ]);
}

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

const SHOWN_BY_NAME = new Map<string, string>(
  Object.keys(KNOWN_CITIES).flatMap((city) =>
    [city, ...otherNames(city)].map((name) => [normalise(name), city] as const),
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
  const names = [shown, ...otherNames(shown)]
    .filter((name) => LATIN.test(name))
    .map((name) => normalise([name, ...tail].join(", ")));
  return [...new Set([typed, ...names])];
}

/** The other names of a city that contain the typed text ("beng" → ["Bengaluru"]). */
export function aliasesMatching(city: string, typed: string): string[] {
  const query = normalise(typed);
  if (!query) return [];
  const aliases = otherNames(cityShownAs(city) ?? city);
  return aliases.filter((alias) => normalise(alias).includes(query));
}

/** Cities one of whose other names contains the typed text ("beng" → ["Bangalore"]). */
export function citiesByAlias(typed: string): string[] {
  return Object.keys(KNOWN_CITIES).filter((city) => aliasesMatching(city, typed).length > 0);
}
