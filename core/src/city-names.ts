/**
 * Other names for the cities venues are stored under: the renamed official names (Bengaluru,
 * Gurugram), the old ones (Bombay, Calcutta), the metro areas people say (New Delhi, Navi Mumbai)
 * and the Hindi names. One table, used by the venue search (the server resolves a typed name to
 * the stored one before it builds SQL, so the trigram index still serves the query) and by the
 * place suggestions (typing "Beng" offers Bangalore).
 */
import { CITIES } from "./venues";

export type StoredCity = (typeof CITIES)[number];

export const CITY_ALIASES: Record<StoredCity, readonly string[]> = {
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
};

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

const STORED_BY_NAME = new Map<string, StoredCity>(
  CITIES.flatMap((city) => [city, ...CITY_ALIASES[city]].map((name) => [normalise(name), city] as const)),
);

/**
 * The place text as the venues store it: "Bengaluru" → "Bangalore", "बेंगलुरु, Karnataka" →
 * "Bangalore, Karnataka". Text that names no known city (a locality, a PIN) is returned as typed.
 */
export function resolveCityName(place: string): string {
  const [first = "", ...rest] = place.split(",");
  const stored = STORED_BY_NAME.get(normalise(first));
  if (!stored) return place.trim();
  return [stored, ...rest.map((part) => part.trim())].filter(Boolean).join(", ");
}

/** The other names of a stored city that contain the typed text ("beng" → ["Bengaluru"]). */
export function aliasesMatching(city: string, typed: string): string[] {
  const query = normalise(typed);
  if (!query) return [];
  const aliases = CITY_ALIASES[city as StoredCity] ?? [];
  return aliases.filter((alias) => normalise(alias).includes(query));
}

/** Stored cities one of whose other names contains the typed text ("beng" → ["Bangalore"]). */
export function citiesByAlias(typed: string): StoredCity[] {
  return CITIES.filter((city) => aliasesMatching(city, typed).length > 0);
}
