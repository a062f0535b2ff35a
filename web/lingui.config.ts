import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The web app's message catalogues (decision 022, docs/how-to-translate.md). English is the
 * source: the text in the code. Hindi is what translators edit, one PO file per part with the
 * English beside each line. Parts load with the screens that need them, so a page's first paint
 * carries only its own words: `public` (the shell, home, shared cards) with the app, `marketing`
 * (home's sections below the fold) with their deferred code, `search` and `venue` with their lazy screens, `screens` with every other lazy screen. A file is in the first
 * part whose `include` names it.
 */
/** The home page's sections far below the fold: their words load with their code, after the first paint. */
const MARKETING = ["<rootDir>/src/features/marketing"];
/**
 * What every page draws after its first paint, its code deferred (app/layouts/root-layout.tsx):
 * the footer, and the compare tray with the comparison's toasts (a venue card's compare button
 * only works once the page is up). Their words come with them.
 */
const FOOTER = [
  "<rootDir>/src/app/layouts/site-footer.tsx",
  "<rootDir>/src/app/layouts/refer-a-friend.tsx",
  "<rootDir>/src/features/compare/components/compare-tray.tsx",
  "<rootDir>/src/features/compare/hooks/use-compare.ts",
];
const SEARCH = [
  "<rootDir>/src/app/routes/search.tsx",
  "<rootDir>/src/app/routes/search-filter-sheet.tsx",
  "<rootDir>/src/features/search",
];
/** The venue page, and its Reviews tab (the review form loads with it, for players who played there). */
const VENUE = [
  "<rootDir>/src/app/routes/venue-detail.tsx",
  "<rootDir>/src/features/venue-detail",
  "<rootDir>/src/features/reviews",
];
/** Screens that load lazily and are not converted or not public: their words load with them. */
const SCREENS = ["<rootDir>/src/app/routes", "<rootDir>/src/app/layouts", "<rootDir>/src/features"];
/**
 * The status words (Confirmed, Paid, Suspended…): in src/lib, but only signed-in screens' lists
 * and badges show them, so they load with `screens` rather than with every page's first paint.
 */
const STATUS_WORDS = "<rootDir>/src/lib/status-tone.ts";
/** src/lib but the status words, as glob patterns: Lingui's `exclude` is glob's `ignore`, which has no exceptions. */
const LIB_BUT_STATUS_WORDS = ["<rootDir>/src/lib/!(status-tone.ts)", "<rootDir>/src/lib/*/**/*"];
const LIB = "<rootDir>/src/lib";
/**
 * The long policies the add-venue wizard prefills (lib/i18n/platform-policies.ts): only the venue
 * page, compare and the wizard show them, so they load with those screens, not every first paint.
 */
const POLICIES = "<rootDir>/src/lib/i18n/platform-policies.ts";
/** What the first paint of every page needs (the shell, home) and what several public screens share. */
const PUBLIC = [
  "<rootDir>/src/app/app.tsx",
  // The shell; its signed-in controls (user-menu, signed-in-controls) load with their lazy chunk.
  "<rootDir>/src/app/layouts/top-nav.tsx",
  "<rootDir>/src/app/layouts/root-layout.tsx",
  "<rootDir>/src/app/layouts/language-switcher.tsx",
  "<rootDir>/src/app/layouts/route-error.tsx",
  "<rootDir>/src/app/layouts/app-loading.tsx",
  "<rootDir>/src/app/routes/home.tsx",
  "<rootDir>/src/app/routes/home-venues.tsx",
  "<rootDir>/src/app/routes/home-queries.ts",
  "<rootDir>/src/components",
  LIB,
  // The home page's search form.
  "<rootDir>/src/features/search/components/search-hero-form.tsx",
  "<rootDir>/src/features/search/components/location-combobox.tsx",
  "<rootDir>/src/features/search/components/slot-chips.tsx",
  "<rootDir>/src/features/venues",
  "<rootDir>/src/features/compare/components/compare-toggle.tsx",
  "<rootDir>/src/features/favorites/components/favorite-button.tsx",
  "<rootDir>/src/features/favorites/hooks",
];

/** A folder in `exclude` names everything under it. */
const under = (paths: string[]) => paths.flatMap((path) => [path, `${path}/**`]);
const TESTS = "**/*.test.*";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "hi"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  catalogs: [
    { path: "<rootDir>/src/locales/public/{locale}", include: PUBLIC, exclude: [STATUS_WORDS, POLICIES, TESTS] },
    { path: "<rootDir>/src/locales/policies/{locale}", include: [POLICIES], exclude: [TESTS] },
    { path: "<rootDir>/src/locales/marketing/{locale}", include: MARKETING, exclude: [TESTS] },
    { path: "<rootDir>/src/locales/footer/{locale}", include: FOOTER, exclude: [TESTS] },
    { path: "<rootDir>/src/locales/search/{locale}", include: SEARCH, exclude: [...under(PUBLIC), TESTS] },
    { path: "<rootDir>/src/locales/venue/{locale}", include: VENUE, exclude: [...under(PUBLIC), TESTS] },
    {
      path: "<rootDir>/src/locales/screens/{locale}",
      include: [...SCREENS, STATUS_WORDS],
      exclude: [
        ...under([...PUBLIC.filter((path) => path !== LIB), ...MARKETING, ...FOOTER, ...SEARCH, ...VENUE]),
        ...LIB_BUT_STATUS_WORDS,
        TESTS,
      ],
    },
  ],
});
