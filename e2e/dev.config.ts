// Runs browser specs against an app that is already running (a Vite dev server in front of
// `npm run dev`), for working on one screen: E2E_BASE_URL=http://localhost:5181 npx playwright
// test --config e2e/dev.config.ts e2e/search.spec.ts. CI uses playwright.config.ts instead.
import { defineConfig } from "@playwright/test";
import base from "../playwright.config";

export default defineConfig({
  ...base,
  testDir: ".",
  globalSetup: undefined,
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL ?? "http://localhost:5173" },
});
