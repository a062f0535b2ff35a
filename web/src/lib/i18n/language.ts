import { isLanguage, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE, type Language } from "@crease/core/language";
import { msg } from "@lingui/core/macro";
import { type CataloguePart, i18n, showLanguage } from "./catalogues";

/**
 * The test-mode ribbon's words (the server writes the ribbon outside the app, in the page's
 * language: server/src/plugins/web.ts; the same Hindi as server/src/i18n/hi-pages.ts).
 */
const TEST_MODE = msg`Test mode: no real money`;

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
  // The ribbon is not the app's to draw, only to say again in the new language.
  const ribbon = document.querySelector(".test-mode-ribbon");
  if (ribbon) ribbon.textContent = i18n._(TEST_MODE);
  const url = new URL(window.location.href);
  if (url.searchParams.has("lang")) {
    url.searchParams.delete("lang");
    window.history.replaceState(window.history.state, "", url);
  }
}
