import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";

// One run covers core, server and web units. The database under the server tests is
// chosen by TEST_DB (pglite, the default, or postgres with TEST_DATABASE_URL); scripts/test.mjs
// runs the server suite once per database.
// Component tests (web/src/**/*.test.tsx) run in happy-dom, named by a docblock in each file.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./web/src", import.meta.url)) } },
  test: {
    include: [
      "core/src/**/*.test.ts",
      "server/src/**/*.test.ts",
      "server/test/**/*.test.ts",
      "web/src/**/*.test.ts",
      "web/src/**/*.test.tsx",
      "scripts/**/*.test.ts",
    ],
    globalSetup: ["server/test/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
