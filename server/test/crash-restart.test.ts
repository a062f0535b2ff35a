import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCrashTest } from "../../scripts/crash-test";
import { adminQuery, newTemplateName, testDatabaseKind, urlForDatabase } from "./databases";

// scripts/crash-test.ts in the normal suite: real server processes (from source) on the run's
// database, SIGKILL under booking load, restart, and the checks of the script.
describe("crash and restart", () => {
  let dataDir = "";
  let databaseName: string | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-crash-"));
    if (testDatabaseKind() === "postgres") {
      databaseName = newTemplateName().replace("crease_tpl_", "crease_crash_");
      await adminQuery(`CREATE DATABASE "${databaseName}"`);
    }
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (databaseName) await adminQuery(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  });

  it("keeps every paid booking exactly once, books no slot twice and lets stale holds expire", async () => {
    const report = await runCrashTest({
      dataDir,
      databaseUrl: databaseName ? urlForDatabase(databaseName) : undefined,
      players: 12,
      killAfterVerified: 8,
    });
    expect(report.problems).toEqual([]);
    expect(report.stats.verified).toBeGreaterThanOrEqual(8);
    expect(report.stats.holdsLeftBehind).toBeGreaterThan(0);
  }, 300_000);
});
