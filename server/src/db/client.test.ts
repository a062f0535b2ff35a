import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminQuery, dropDatabase, testDatabaseKind, urlForDatabase } from "../../test/databases";
import { MIGRATIONS_DIR, migrateDatabase, openDatabase, processStartTime } from "./client";
import { users } from "./schema";

describe("embedded database", () => {
  it("keeps every row across a stop and a start, and refuses a second process on the same directory", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "crease-pgdata-"));
    const dataDir = path.join(dir, "pgdata");
    try {
      const first = await openDatabase({ dataDir });
      await migrateDatabase(first);
      await first.db
        .insert(users)
        .values({ username: "kept", fullName: "Kept Row", email: "kept@example.in", passwordHash: "x" });
      await first.close();

      const again = await openDatabase({ dataDir });
      await migrateDatabase(again); // applying migrations twice is a no-op
      const [row] = await again.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(1);

      // The lock file names a live process (this one, pretending to be another).
      const { writeFileSync } = await import("node:fs");
      writeFileSync(path.join(dir, "pgdata.lock"), String(process.ppid));
      await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by process/);
      writeFileSync(path.join(dir, "pgdata.lock"), `${process.ppid} ${processStartTime(process.ppid)}`);
      await expect(openDatabase({ dataDir })).rejects.toThrow(/is in use by process/);
      await again.close();

      // A lock left by a process killed with -9 whose number now belongs to another, live process
      // (its start time differs) is taken over: a crash never blocks the restart.
      writeFileSync(path.join(dir, "pgdata.lock"), `${process.ppid} 1`);
      const restarted = await openDatabase({ dataDir });
      const [kept] = await restarted.db.select({ n: count() }).from(users);
      expect(kept?.n).toBe(1);
      await restarted.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe.runIf(testDatabaseKind() === "postgres")("PostgreSQL server", () => {
  it("lets instances starting together on an empty database migrate it once, without failing", async () => {
    const name = `crease_migrate_${process.pid}_${Date.now()}`;
    await adminQuery(`create database ${name}`);
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: urlForDatabase(name), poolSize: 2 })));
    try {
      await Promise.all(instances.map((database) => migrateDatabase(database)));
      const applied = (await instances[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith(".sql")).length;
      expect(applied.rows[0]?.n).toBe(files);
    } finally {
      await Promise.all(instances.map((database) => database.close()));
      await dropDatabase(name);
    }
  });
});
