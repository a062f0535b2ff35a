// What scripts/check-translations.mjs does not (yet) ask to be translated.

/** Words that read the same in English and Hindi: the brand, a bare number, the support address, an email field's example. */
export const SAME_IN_EVERY_LANGUAGE = new Set(["Crease", "404", "₹", "·", "—", "support@crease.in", "you@example.com"]);

/**
 * Screens not converted to the catalogues yet (issue 24's later wave empties this list: convert a
 * file as docs/how-to-translate.md says, then delete its line). Only files named here are
 * skipped: a new file is checked from its first commit.
 */
export const NOT_YET_TRANSLATED = [];

/**
 * The server's files whose messages are not in server/src/i18n/hi.ts yet (decision 022, "The
 * server"): the admin's and the owner's reports and tools, whose messages are built from field
 * names. Their messages reach a Hindi reader as "This value is not valid" (a schema's) or in
 * English (an error's) until converted: write each with values, add its Hindi, delete the line.
 */
export const SERVER_NOT_YET_TRANSLATED = [
  "core/src/admin.ts",
  "core/src/analytics.ts",
  "core/src/booking-list.ts",
  "core/src/contracts/jobs.ts",
  "core/src/payouts.ts",
  "core/src/search.ts",
  "core/src/venue-form-fields.ts",
  "core/src/venue-moderation.ts",
  "server/src/domains/analytics/service.ts",
  "server/src/domains/auth/admin-account.ts",
  "server/src/domains/jobs/service.ts",
  "server/src/domains/payouts/service.ts",
];
