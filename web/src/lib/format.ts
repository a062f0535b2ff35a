import { type DateStyle, formatDate, formatInstant, formatTimeAndDate } from "@crease/core/format";
import { isLanguage, type Language } from "@crease/core/language";
import { formatCount, formatRupees } from "@crease/core/money";
import { useLingui } from "@lingui/react";
import { useMemo } from "react";

/**
 * Dates, times, money and counts in the language on screen, the one way (core/src/format.ts,
 * money.ts): IST always, Hindi month and day names in Hindi, Indian grouping (₹1,00,000) and
 * Latin digits in both languages. What owners write (names, descriptions) is shown as written.
 */
export interface Formatters {
  language: Language;
  /** A calendar date ("2026-11-28") in words. */
  date(date: string, style?: DateStyle): string;
  /** An instant as IST. */
  instant(value: Date | string | number, style?: DateStyle): string;
  timeAndDate(value: Date | string | number): string;
  rupees(rupees: number | string | null | undefined): string;
  count(n: number): string;
}

export function formattersFor(language: Language): Formatters {
  return {
    language,
    date: (date, style) => formatDate(date, style, language),
    instant: (value, style) => formatInstant(value, style, language),
    timeAndDate: (value) => formatTimeAndDate(value, language),
    rupees: formatRupees,
    count: formatCount,
  };
}

/** The formatters of the language on screen; the component draws again when it changes. */
export function useFormat(): Formatters {
  const { i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : "en";
  return useMemo(() => formattersFor(language), [language]);
}
