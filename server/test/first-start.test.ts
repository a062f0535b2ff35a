import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/lib/server-process";
import { loadConfig } from "../src/config";
import { openDatabase } from "../src/db/client";
import { isDatabaseEmpty } from "../src/db/seed/accounts";
import { needsPreparing } from "../src/first-start";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "crease-first-start-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("first start", () => {
  it("is prepared in a child process when the embedded database does not exist yet or SEED_DEMO=true", () => {
    const dataDir = tempDir();
    expect(needsPreparing(loadConfig({ DATA_DIR: dataDir }))).toBe(true);
    mkdirSync(path.join(dataDir, "pgdata"));
    writeFileSync(path.join(dataDir, "pgdata", "PG_VERSION"), "17\n");
    expect(needsPreparing(loadConfig({ DATA_DIR: dataDir }))).toBe(false); // a restart
    expect(needsPreparing(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: "true" }))).toBe(true);
    const server = { DATA_DIR: dataDir, DATABASE_URL: "postgres://crease@127.0.0.1:5432/crease" };
    expect(needsPreparing(loadConfig(server))).toBe(false);
    expect(needsPreparing(loadConfig({ ...server, SEED_DEMO: "true" }))).toBe(true);
  });

  it("the child creates and migrates the database, seeds only when told, and leaves it free to open", async () => {
    const dataDir = tempDir();
    const { DATABASE_URL: _, ...env } = process.env;
    const result = spawnSync(process.execPath, ["--import", "tsx", "server/src/prepare.ts"], {
      cwd: REPO_ROOT,
      env: { ...env, DATA_DIR: dataDir, SEED_DEMO: "false" },
      encoding: "utf8",
    });
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(existsSync(path.join(dataDir, "pgdata", "PG_VERSION"))).toBe(true);
    // It has exited and let go of the data directory: this process may open it.
    const database = await openDatabase({ dataDir: path.join(dataDir, "pgdata") });
    try {
      expect(await isDatabaseEmpty(database.db)).toBe(true); // migrated (users exists), not seeded
    } finally {
      await database.close();
    }
    // A child that creates the embedded database (initdb) took over 30 s at load average 26.
  }, 180_000);
});
