#!/usr/bin/env node
// The README's test command: unit and API tests on the embedded database, the API tests
// again on PostgreSQL when TEST_DATABASE_URL is set, the IST rules under a foreign time
// zone, then the browser tests on the built app in Debian's Chromium. Prints one plain
// "N passed, N failed" line at the end and exits non-zero when anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

const CHROMIUM = "/usr/bin/chromium";
const resultsDir = mkdtempSync(path.join(os.tmpdir(), "crease-test-results-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const stages = [];
// Names of the failed tests with the first line of their error, repeated in the summary so
// that the last lines of a CI log say what failed, not only how many.
const failures = [];

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status ?? 1;
}

function vitest(name, args, env = {}) {
  const file = path.join(resultsDir, `${name}.json`);
  const status = run(
    "npx",
    ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${file}`, ...args],
    env,
  );
  const report = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  const passed = report?.numPassedTests ?? 0;
  // A run that crashed before reporting counts as one failure, never as a pass.
  const failed = report ? report.numFailedTests + (status !== 0 && report.numFailedTests === 0 ? 1 : 0) : 1;
  for (const testFile of report?.testResults ?? []) {
    const where = path.relative(process.cwd(), testFile.name);
    const failedTests = testFile.assertionResults.filter((test) => test.status === "failed");
    for (const test of failedTests)
      failures.push(`${name}: ${where} › ${test.fullName}\n      ${firstLine(test.failureMessages)}`);
    // A file can fail without a failed test: an import error, a hook, an unhandled rejection.
    if (testFile.status === "failed" && failedTests.length === 0)
      failures.push(`${name}: ${where}\n      ${firstLine([testFile.message])}`);
  }
  if (!report) failures.push(`${name}: vitest wrote no report (it crashed: see its log above)`);
  else if (status !== 0 && report.numFailedTests === 0 && !failures.some((line) => line.startsWith(name)))
    failures.push(`${name}: vitest exited ${status} with no failed test (an unhandled error: see its log above)`);
  record(name, passed, failed, report?.numPendingTests ?? 0);
}

function firstLine(messages) {
  const text = (messages ?? []).find(Boolean) ?? "no message";
  return (
    String(text)
      .split("\n")
      .find((line) => line.trim())
      ?.trim()
      .slice(0, 300) ?? "no message"
  );
}

function record(name, passed, failed, skipped) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  stages.push(`  ${name.padEnd(34)} ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nBrowser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\n`,
    );
    return false;
  }
  console.log(`Installing Chromium (${CHROMIUM} is missing)…`);
  return (
    run("sh", ["-c", "apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium"]) === 0 &&
    existsSync(CHROMIUM)
  );
}

function playwrightFailures(suites, titles) {
  const found = [];
  for (const suite of suites) {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== "unexpected") continue;
        const error = test.results?.at(-1)?.error?.message;
        found.push(
          `${[...here, spec.title].join(" › ")}\n      ${firstLine([error && stripVTControlCharacters(error)])}`,
        );
      }
    }
    found.push(...playwrightFailures(suite.suites ?? [], here));
  }
  return found;
}

// 1. Core, server (embedded PostgreSQL) and web unit tests.
vitest("unit + API on PGlite", []);
// 2. IST rules must hold whatever the machine's zone.
vitest("core under TZ=America/Los_Angeles", ["core"], { TZ: "America/Los_Angeles" });
// 3. The API suite again on a real PostgreSQL server.
if (process.env.TEST_DATABASE_URL) {
  vitest("API on PostgreSQL", ["server"], { TEST_DB: "postgres" });
} else {
  console.log("\nTEST_DATABASE_URL is not set: the API suite ran on PGlite only.\n");
}
// 4. Browser tests on the built app.
if (!ensureChromium()) {
  record("browser (Chromium missing)", 0, 1, 0);
} else if (run("npm", ["run", "build"]) !== 0) {
  record("build", 0, 1, 0);
} else {
  const file = path.join(resultsDir, "playwright.json");
  const status = run("npx", ["playwright", "test", "--reporter=list,json"], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  const report = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
  const stats = report?.stats ?? { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const failed = stats.unexpected + (status !== 0 && stats.unexpected === 0 ? 1 : 0);
  for (const test of playwrightFailures(report?.suites ?? [], [])) failures.push(`browser: ${test}`);
  record("browser (Playwright, Chromium)", stats.expected + stats.flaky, failed, stats.skipped);
}

if (failures.length > 0) console.log(`\nFailed\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log(`\nTest summary\n${stages.join("\n")}\n`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
