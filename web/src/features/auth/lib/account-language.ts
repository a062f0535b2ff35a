import { LANGUAGE_COOKIE, type Language } from "@crease/core/language";
import type { User } from "@crease/core/users";
import { api, data } from "@/lib/api-client";
import { chooseLanguage, currentLanguage } from "@/lib/i18n";

/**
 * The screen and the account speak one language (issue 46): the server answers a signed-in user,
 * and mails them, in the account's language, so the two must agree. A language chosen in this
 * browser (the switcher or a `?lang=` link, kept in the `lang` cookie) is the latest choice, and
 * the account takes it; with no choice here (signing in on a new phone), the screen takes the
 * account's.
 */
export type LanguageAgreement = { account: Language } | { screen: Language } | null;

export function languageAgreement(accountLanguage: Language, screen: Language, chosenHere: boolean): LanguageAgreement {
  if (accountLanguage === screen) return null;
  return chosenHere ? { account: screen } : { screen: accountLanguage };
}

/** Whether this browser holds a language choice (the cookie the switcher and `?lang=` leave). */
function chosenInThisBrowser(): boolean {
  const asked = new URLSearchParams(window.location.search).has("lang");
  return asked || document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
}

/** Brings the account or the screen into agreement; the account's new state when it changed. */
export async function agreeOnLanguage(user: User): Promise<User | null> {
  const agreement = languageAgreement(user.language, currentLanguage(), chosenInThisBrowser());
  if (!agreement) return null;
  if ("screen" in agreement) {
    await chooseLanguage(agreement.screen);
    return null;
  }
  return data(api.PATCH("/api/users/me", { body: { language: agreement.account } }));
}
