import { defineConfig } from "vitest/config";

// One run covers core, server and web units. The database under the server tests is
// chosen by TEST_DB (pglite, the default, or postgres with TEST_DATABASE_URL); scripts/test.mjs
// runs the server suite once per database.
export default defineConfig({
  test: {
    include: ["core/src/**/*.test.ts", "server/src/**/*.test.ts", "server/test/**/*.test.ts", "web/src/**/*.test.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
