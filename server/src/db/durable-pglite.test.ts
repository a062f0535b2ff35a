import fs, { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { openDatabase } from "./client";
import { queryRows } from "./rows";

// A booking confirmed on the embedded database must survive a power cut: its commit returns only
// once the write-ahead log is synced to the disk (durable-pglite.ts, decision 040).
describe("the embedded database on disk", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("runs with fsync on and syncs the log to the disk before a commit returns", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "crease-durable-"));
    const database = await openDatabase({ dataDir: path.join(dir, "pgdata") });
    try {
      const settings = await queryRows<{ fsync: string; method: string }>(
        database.db,
        sql`select current_setting('fsync') as fsync, current_setting('wal_sync_method') as method`,
      );
      expect(settings).toEqual([{ fsync: "on", method: "fsync" }]);

      await queryRows(database.db, sql`create table paid (id int primary key)`);
      const realSync = fs.fsyncSync;
      const synced = vi.spyOn(fs, "fsyncSync");
      await queryRows(database.db, sql`insert into paid values (1)`);
      // At least the log file holding the insert's commit record, synced before the insert returned.
      expect(synced).toHaveBeenCalled();

      // A checkpoint syncs the directories it wrote files into, so that their names survive too.
      synced.mockClear();
      const directories: number[] = [];
      synced.mockImplementation((fd) => {
        if (fs.fstatSync(fd).isDirectory()) directories.push(Number(fd));
        realSync(fd);
      });
      await queryRows(database.db, sql`checkpoint`);
      expect(directories.length).toBeGreaterThan(0);
    } finally {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps an in-memory database (the tests') without syncing anything", async () => {
    const database = await openDatabase({});
    try {
      const synced = vi.spyOn(fs, "fsyncSync");
      await queryRows(database.db, sql`create table paid (id int primary key)`);
      await queryRows(database.db, sql`insert into paid values (1)`);
      expect(synced).not.toHaveBeenCalled();
    } finally {
      await database.close();
    }
  }, 60_000);
});
