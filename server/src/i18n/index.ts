import {
  formatDate,
  formatMoment,
  GROUND_SLOT_TIMES,
  isGroundSlot,
  type Language,
  type MessageText,
  type MessageValues,
  slotLabel,
} from "@crease/core";
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { FastifyRequest } from "fastify";
import { requestLanguage } from "../lib/language";
import { HINDI as MESSAGES_HINDI } from "./hi";
import { PAGES_HINDI } from "./hi-pages";

/**
 * The server's words in every language Crease speaks (decision 022, "The server"): the same
 * Lingui runtime as the web, without its macros. A message's id is its English, as the code
 * writes it (`new AppError("NOT_FOUND", "Venue not found")`); a message with values is an ICU
 * template (`{ message: "Wait {minutes} minutes", values: { minutes } }`). The Hindi is in
 * hi.ts (and, for the words around a public page, hi-pages.ts), compiled once when the server
 * starts; `npm run lint` (scripts/server-messages.mjs) fails when a message in the code has no
 * Hindi there.
 */

const HINDI: Record<string, string> = { ...MESSAGES_HINDI, ...PAGES_HINDI };

function compiled(catalogue: Record<string, string>): Messages {
  return Object.fromEntries(Object.entries(catalogue).map(([id, text]) => [id, compileMessage(text)]));
}

const english = Object.fromEntries(Object.keys(HINDI).map((id) => [id, id]));
const catalogues: Record<Language, I18n> = {
  en: setupI18n({ locale: "en", messages: { en: compiled(english) } }),
  hi: setupI18n({ locale: "hi", messages: { hi: compiled(HINDI) } }),
};
// A template not in the catalogue yet is compiled when it is asked for, and stays English.
for (const i18n of Object.values(catalogues)) i18n.setMessagesCompiler(compileMessage);

/** `text` in `language`, its values filled in (dates and slots in that language too). */
export function translate(language: Language, text: MessageText): string {
  // A text not in the catalogue (a library's message, one built from what people wrote) is left
  // as it is: read as ICU, a brace or an apostrophe in it would be taken for syntax.
  if (typeof text === "string") return text in HINDI ? catalogues[language]._({ id: text, message: text }) : text;
  const values = valuesIn(language, text.values);
  return catalogues[language]._({ id: text.message, message: text.message, values });
}

function valuesIn(language: Language, values: MessageValues): Record<string, string | number> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, valueIn(language, value)]));
}

/** One value in `language`: a date, a moment or a booked slot in its words, text and numbers as they are. */
export function valueIn(language: Language, value: MessageValues[string]): string | number {
  if (typeof value !== "object") return value;
  if ("at" in value) return formatMoment(value.at, language);
  if (!value.slot) return formatDate(value.date, "weekday-day-month-year", language);
  return `${formatDate(value.date, "weekday-day-month", language)} · ${slotIn(language, value.slot)}`;
}

/** "Morning (6 AM – 10 AM)" / "सुबह (6 AM – 10 AM)"; an hourly slot is its range in both. */
export function slotIn(language: Language, slot: string): string {
  if (!isGroundSlot(slot)) return slotLabel(slot);
  const name = GROUND_SLOT_TIMES[slot].label;
  return slotLabel(slot).replace(name, translate(language, name));
}

/** A success answer's `message` in the request's language (the account's, the cookie's, Accept-Language). */
export function answerIn(request: FastifyRequest, text: MessageText): string {
  return translate(requestLanguage(request), text);
}

/** Whether `language` has its own words for `message` (English has them all). */
export function isTranslated(language: Language, message: string): boolean {
  return language === "en" || message in HINDI;
}

/**
 * Marks a text for people that no error helper carries (the error handler's own answers), so
 * the completeness check finds it; returns it unchanged.
 */
export const serverMessage = (message: string): string => message;
