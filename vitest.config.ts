import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vitest/config";
import { linguiPlugins } from "./web/scripts/lingui-macro-plugin";

const LINGUI_CONFIG = fileURLToPath(new URL("./web/lingui.config.ts", import.meta.url));

// One run covers core, server and web units. The database under the server tests is
// chosen by TEST_DB (pglite, the default, or postgres with TEST_DATABASE_URL); scripts/test.mjs
// runs the server suite once per database.
// Two projects: "units" (core, server, web logic; the database's global setup) and "components"
// (web/src/**/*.test.tsx, in happy-dom, named by a docblock in each file), where an unexpected
// console.error fails the test (web/src/testing/setup-component-tests.ts); server tests never
// load that setup.
export default defineConfig({
  // The web app's words (decision 022), as the build has them.
  plugins: linguiPlugins(LINGUI_CONFIG),
  resolve: { alias: { "@": fileURLToPath(new URL("./web/src", import.meta.url)) } },
  test: {
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // expect.poll waits up to 10 s, not 1 s: a job or a mail that a busy CI machine runs late
    // is still awaited; one that never comes still fails.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: "units",
          include: [
            "core/src/**/*.test.ts",
            "server/src/**/*.test.ts",
            "server/test/**/*.test.ts",
            "web/src/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          globalSetup: ["server/test/global-setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "components",
          include: ["web/src/**/*.test.tsx"],
          setupFiles: ["web/src/testing/setup-component-tests.ts"],
        },
      },
    ],
  },
});
