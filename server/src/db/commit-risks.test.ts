import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServer } from "../../../scripts/lib/server-process";
import { adminQuery, dropDatabase, testDatabaseKind, urlForDatabase } from "../../test/databases";
import { openDatabase } from "./client";
import { commitRisks } from "./commit-risks";

// A database that may lose a confirmed booking in a crash is named at start (decision 040).
describe("settings that can lose commits", () => {
  it("an embedded database on disk has none; PGlite's own settings (in memory) have fsync off", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "crease-risks-"));
    const onDisk = await openDatabase({ dataDir: path.join(dir, "pgdata") });
    const inMemory = await openDatabase({});
    try {
      expect(await commitRisks(onDisk.db)).toEqual([]);
      expect(await commitRisks(inMemory.db)).toEqual(["fsync=off"]);
    } finally {
      await onDisk.close();
      await inMemory.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  describe.runIf(testDatabaseKind() === "postgres")("on a PostgreSQL server", () => {
    it("names synchronous_commit=off, and the server's start warns of it", async () => {
      const name = `crease_risks_${randomBytes(4).toString("hex")}`;
      await adminQuery(`CREATE DATABASE "${name}"`);
      await adminQuery(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
      const database = await openDatabase({ url: urlForDatabase(name) });
      const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-risks-"));
      try {
        expect(await commitRisks(database.db)).toEqual(["synchronous_commit=off"]);
        const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: urlForDatabase(name), SEED_DEMO: "false" });
        try {
          expect(server.output()).toContain("The database runs with synchronous_commit=off");
        } finally {
          await server.stop();
        }
      } finally {
        await database.close();
        await dropDatabase(name);
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 240_000);
  });
});
