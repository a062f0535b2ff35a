import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE,
  type Language,
  languageFromAcceptLanguage,
  resolveLanguage,
} from "@crease/core";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * Which language the server answers a request in (decision 022). One place, for the pages, and
 * for the messages and mails that follow the user's language.
 */

/**
 * An API call's language (error messages, mails sent because of it): the signed-in account's,
 * else the browser's last choice (the cookie), else Accept-Language, else English.
 */
export function requestLanguage(request: FastifyRequest): Language {
  const account = request.user?.language;
  if (isLanguage(account)) return account;
  return screenLanguage(request);
}

/**
 * The language of the screen that sent the request, whoever is signed in: the browser's choice
 * (the cookie), else Accept-Language (the web sends the screen's language in it), else English.
 * A new account takes it (issue 46): a player who signs up on a Hindi screen gets Hindi mails.
 */
export function screenLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(request.headers["accept-language"]) ?? "en";
}

/** `?lang=` of the address when it names a language Crease speaks. */
export function askedLanguage(request: FastifyRequest): Language | undefined {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return isLanguage(query.lang) ? query.lang : undefined;
}

/**
 * A page's language: `?lang=` (a shared link), else the cookie (this browser's choice), else
 * the account's (`account`, read only when there is a session), else Accept-Language.
 */
export function pageLanguage(request: FastifyRequest, account?: string | null): Language {
  return resolveLanguage({
    query: askedLanguage(request),
    cookie: request.cookies?.[LANGUAGE_COOKIE],
    account,
    acceptLanguage: request.headers["accept-language"],
  });
}

/** `?lang=` is remembered: the next page without it is in the same language. */
export function rememberAskedLanguage(request: FastifyRequest, reply: FastifyReply): void {
  const asked = askedLanguage(request);
  if (!asked || request.cookies?.[LANGUAGE_COOKIE] === asked) return;
  reply.setCookie(LANGUAGE_COOKIE, asked, { path: "/", sameSite: "lax", maxAge: LANGUAGE_COOKIE_MAX_AGE });
}
