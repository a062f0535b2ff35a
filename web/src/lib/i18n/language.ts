import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from "@crease/core/language";
import { type CataloguePart, showLanguage } from "./catalogues";

/**
 * The language a page starts in, in the browser. The server chose it (core's resolveLanguage:
 * ?lang, the cookie, the account, Accept-Language) and wrote it in `<html lang>`; a page the
 * server drew is in it, so the browser must take it over in the same words. `?lang=` is read
 * here too for the dev server, which serves index.html as it is.
 */
export function startingLanguage(): Language {
  const asked = new URLSearchParams(window.location.search).get("lang");
  if (isLanguage(asked)) return asked;
  const drawn = document.documentElement.lang.slice(0, 2);
  return isLanguage(drawn) ? drawn : "en";
}

/** Loads the words the first screen needs and shows them; the promise settles before the first draw. */
export function startLanguage(parts: CataloguePart[] = []): Promise<void> {
  const language = startingLanguage();
  document.documentElement.lang = language;
  return showLanguage(language, parts);
}

/**
 * The visitor picks a language (the switcher): kept in the cookie for this browser, shown at
 * once, and `?lang=` dropped from the address so a reload keeps the choice. The account's
 * language is the caller's (it needs the session).
 */
export async function chooseLanguage(language: Language): Promise<void> {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie, read by the server too.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
  await showLanguage(language);
  document.documentElement.lang = language;
  const url = new URL(window.location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.delete("lang");
    window.history.replaceState(window.history.state, "", url);
  }
}
