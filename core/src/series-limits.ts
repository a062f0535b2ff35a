/**
 * Weekly slots' limits (docs/product/weekly-slots.md) without zod: the venue page and checkout
 * read them, and loading core/src/series.ts there would bring zod (and its eval probe, which the
 * page's Content-Security-Policy reports) into the page.
 */
export const MIN_SERIES_WEEKS = 2;
export const MAX_SERIES_WEEKS = 12;
/** The most an owner may take off a weekly booking. */
export const MAX_SERIES_DISCOUNT_PERCENT = 50;
