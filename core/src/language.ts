/**
 * The languages Crease speaks (issue 24, decision 022). English is the source and the default;
 * Hindi is written for people (docs/product/glossary.md). No zod here: the web app's first
 * paint reads this module (the schema is users.ts's languageSchema).
 */
export const LANGUAGES = ["en", "hi"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

/** The cookie that keeps a visitor's choice (set by the switcher and by `?lang=`). */
export const LANGUAGE_COOKIE = "lang";
/** A year: the choice outlives sessions. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: "English", hi: "हिन्दी" };

export function isLanguage(value: unknown): value is Language {
  return value === "en" || value === "hi";
}

/**
 * The language a browser asks for first, of those Crease speaks: "hi-IN,hi;q=0.9,en;q=0.8" →
 * "hi"; "en-GB,hi;q=0.5" → "en"; nothing Crease speaks → undefined. Ranked by q, ties in order.
 */
export function languageFromAcceptLanguage(
  header: string | readonly string[] | null | undefined,
): Language | undefined {
  if (!header) return undefined;
  const entries = (typeof header === "string" ? header.split(",") : header)
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split("-")[0] ?? "", q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && isLanguage(entry.base))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return entries[0]?.base as Language | undefined;
}

/**
 * Which language a page or a message is in, the one order everywhere: the address's `?lang=`
 * (a shared link), else the visitor's cookie (their last choice on this browser), else the
 * account's language, else the browser's Accept-Language, else English.
 */
export function resolveLanguage(sources: {
  query?: string | null;
  cookie?: string | null;
  account?: string | null;
  acceptLanguage?: string | readonly string[] | null;
}): Language {
  for (const chosen of [sources.query, sources.cookie, sources.account]) {
    if (isLanguage(chosen)) return chosen;
  }
  return languageFromAcceptLanguage(sources.acceptLanguage) ?? DEFAULT_LANGUAGE;
}
