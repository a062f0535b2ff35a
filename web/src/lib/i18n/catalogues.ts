import { DEFAULT_LANGUAGE, type Language } from "@crease/core/language";
import { i18n, type Messages } from "@lingui/core";
import { messages as publicEnglish } from "@/locales/public/en.po";

/**
 * The web app's words (decision 022): catalogues per part (web/lingui.config.ts), each loaded
 * in the language shown when a screen that needs it loads. English for the shell and home comes
 * with the app (most visitors need nothing more); everything else is its own small chunk.
 */
export type CataloguePart = "public" | "footer" | "marketing" | "search" | "venue" | "screens" | "policies";

type Loader = () => Promise<{ messages: Messages }>;
const CATALOGUES: Record<CataloguePart, Record<Language, Loader>> = {
  // The known cities' Hindi names ride with the Hindi shell's words (city-messages.ts).
  public: {
    en: async () => ({ messages: publicEnglish }),
    hi: () =>
      Promise.all([import("@/locales/public/hi.po"), import("./city-messages")]).then(([words, cities]) => ({
        messages: { ...words.messages, ...cities.messages },
      })),
  },
  footer: { en: () => import("@/locales/footer/en.po"), hi: () => import("@/locales/footer/hi.po") },
  marketing: { en: () => import("@/locales/marketing/en.po"), hi: () => import("@/locales/marketing/hi.po") },
  search: { en: () => import("@/locales/search/en.po"), hi: () => import("@/locales/search/hi.po") },
  venue: { en: () => import("@/locales/venue/en.po"), hi: () => import("@/locales/venue/hi.po") },
  screens: { en: () => import("@/locales/screens/en.po"), hi: () => import("@/locales/screens/hi.po") },
  policies: { en: () => import("@/locales/policies/en.po"), hi: () => import("@/locales/policies/hi.po") },
};

// The app starts in English with the shell's words: a component drawn before anything else is
// chosen (a unit test, a page that fails early) still reads.
i18n.load(DEFAULT_LANGUAGE, publicEnglish);
i18n.activate(DEFAULT_LANGUAGE);

const loaded = new Map<string, Promise<void>>();
/** The parts the screens drawn so far needed: a change of language loads all of them again. */
const needed = new Set<CataloguePart>(["public"]);

/** Loads one part's words in one language (once; `i18n.load` adds them to what is there). */
export function loadCatalogue(part: CataloguePart, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  let loading = loaded.get(key);
  if (!loading) {
    loading = CATALOGUES[part][language]().then(({ messages }) => i18n.load(language, messages));
    // A failed download is tried again next time.
    loading.catch(() => loaded.delete(key));
    loaded.set(key, loading);
  }
  return loading;
}

/** The language being shown, or on its way (its words still loading). */
let target: Language = DEFAULT_LANGUAGE;
export function currentLanguage(): Language {
  return target;
}

/**
 * The screen's code and its words, together: for `lazyScreen(withCatalogue("search", () => import(…)))`,
 * or several parts (`["venue", "policies"]`) for a screen that shows words of more than one.
 */
export function withCatalogue<T>(parts: CataloguePart | CataloguePart[], load: () => Promise<T>): () => Promise<T> {
  const list = Array.isArray(parts) ? parts : [parts];
  return () => {
    for (const part of list) needed.add(part);
    const language = currentLanguage();
    return Promise.all([load(), ...list.map((part) => loadCatalogue(part, language))]).then(([module]) => module);
  };
}

/** Every part needed so far, in `language`, then shows it: everything drawn with useLingui follows. */
export async function showLanguage(language: Language, parts: Iterable<CataloguePart> = needed): Promise<void> {
  target = language;
  for (const part of parts) needed.add(part);
  await Promise.all([...needed].map((part) => loadCatalogue(part, language)));
  // A later choice made while these loaded wins.
  if (target === language && i18n.locale !== language) i18n.activate(language);
}

/** The server, drawing one page: its words are all loaded (loadEveryCatalogue), so this is at once. */
export function showLoadedLanguage(language: Language): void {
  target = language;
  if (i18n.locale !== language) i18n.activate(language);
}

/** Every catalogue in both languages (the server draws any page in either). */
export function loadEveryCatalogue(): Promise<void> {
  const parts = Object.keys(CATALOGUES) as CataloguePart[];
  return Promise.all(parts.flatMap((part) => ["en", "hi"].map((l) => loadCatalogue(part, l as Language)))).then(
    () => undefined,
  );
}

export { i18n };
