/**
 * Zod parses without compiling code in the browser. The pages' Content-Security-Policy has no
 * 'unsafe-eval', and zod's first parse of an object would otherwise try `new Function` to see
 * whether it may compile a faster parser: the try fails and is caught, but Chrome still records a
 * CSP violation (Lighthouse's best practices: "Issues were logged", 96 instead of 100 on a venue's
 * page). Zod reads this setting from a global that it creates on load or keeps if it is there, so
 * it is set here, first thing, without bringing zod into the first paint; zod-jitless.test.ts
 * checks that zod sees it.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig ??= {};
holder.__zod_globalConfig.jitless = true;

// A module (its test imports it) that exports nothing.
export {};
