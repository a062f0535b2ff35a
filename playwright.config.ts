import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env.E2E_PORT ?? 5174);
const baseURL = `http://localhost:${PORT}`;

// One fresh data directory per run. The workers inherit it through the environment, so every
// process agrees; e2e/global-setup.ts clears away the directories of earlier runs.
process.env.CREASE_E2E_DATA_DIR ??= path.join(os.tmpdir(), `crease-e2e-${Date.now()}`);
const dataDir = process.env.CREASE_E2E_DATA_DIR;

export default defineConfig({
  testDir: "e2e",
  // Pictures for people (npm run screenshots) are not tests: only that command runs them.
  testIgnore: process.env.PICTURES ? [] : ["pictures.spec.ts"],
  // Stored baselines (e2e/*-snapshots/) are compared with a small tolerance for anti-aliasing.
  expect: { timeout: 15_000, toHaveScreenshot: { maxDiffPixelRatio: 0.01, animations: "disabled" } },
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  // Headroom: CI may run on a loaded machine (a run there took 2.6 times as long as a quiet one, and
  // pages that load in 3 s quiet missed 7.5 s waits); a passing test takes no longer for it.
  timeout: 60_000,
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : [["list"]],
  use: {
    baseURL,
    // Every browser here has chosen English (the `lang` cookie the language switcher keeps) unless a
    // test chooses Hindi (`?lang=hi`, or that cookie). The demo accounts are shared: a Hindi view of
    // one (accessibility.spec) makes the account Hindi (issue 46), and a browser with no choice of its
    // own shows the account's language, which tests running beside or after it do not expect.
    storageState: {
      cookies: [
        {
          name: "lang",
          value: "en",
          domain: "localhost",
          path: "/",
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: "Lax",
        },
      ],
      origins: [],
    },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      // Debian's Chromium: there is no internet here, so `npx playwright install` is never run.
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The built app (run `npm run build` first): the server serves web/dist itself.
    command: "node server/dist/main.js",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    // No internet here: the map draws without tiles rather than logging failed tile loads.
    // The browser tests sign up many players from one address, and sign the demo admin in with
    // the password alone (the second factor has its own server tests).
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      APP_URL: baseURL,
      MAP_TILE_URL: "none",
      REGISTER_LIMIT: "100000",
      ADMIN_SECOND_FACTOR: "off",
    },
  },
});
