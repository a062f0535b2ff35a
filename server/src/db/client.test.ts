import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { count, sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { adminQuery, dropDatabase, testDatabaseKind, urlForDatabase } from "../../test/databases";
import { MIGRATIONS_DIR, migrateDatabase, openDatabase } from "./client";
import { processStartTime, processStat } from "./data-dir-lock";
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

      // The lock file names a live process (this one, pretending to be another) that does not
      // stop while the start waits for it.
      writeFileSync(path.join(dir, "pgdata.lock"), String(process.ppid));
      await expect(openDatabase({ dataDir, lockWaitMs: 300 })).rejects.toThrow(/is in use by process/);
      writeFileSync(path.join(dir, "pgdata.lock"), `${process.ppid} ${processStartTime(process.ppid)}`);
      await expect(openDatabase({ dataDir, lockWaitMs: 300 })).rejects.toThrow(/is in use by process/);
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

describe("the embedded database's lock", () => {
  let dir = "";
  let dataDir = "";
  let lockFile = "";
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "crease-lock-"));
    dataDir = path.join(dir, "pgdata");
    lockFile = path.join(dir, "pgdata.lock");
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** The lock names this process now (as the server writes it: pid, then start time). */
  const heldByMe = () => expect(readFileSync(lockFile, "utf8").split(" ")[0]).toBe(String(process.pid));

  it("waits for a holder that is still alive to go, then takes the lock", async () => {
    const holder = spawn("sleep", ["60"], { stdio: "ignore" });
    const pid = holder.pid as number;
    writeFileSync(lockFile, `${pid} ${processStartTime(pid)}`);
    // openDatabase looks at the lock before its first await: the holder was alive at that look.
    const opening = openDatabase({ dataDir, lockWaitMs: 60_000 });
    holder.kill("SIGKILL");
    const database = await opening;
    heldByMe();
    await database.close();
  }, 70_000);

  it("takes over at once a lock whose holder was killed and not yet reaped (a zombie)", async () => {
    // sh starts the holder in the background, prints its number, and becomes `sleep` (exec),
    // which never waits for its children: the killed holder stays a zombie, as under a
    // supervisor that restarts before it reaps.
    const parent = spawn("sh", ["-c", "sleep 60 & echo $!; exec sleep 60"], { stdio: ["ignore", "pipe", "ignore"] });
    try {
      const [line] = (await once(createInterface({ input: parent.stdout }), "line")) as [string];
      const pid = Number(line);
      writeFileSync(lockFile, `${pid} ${processStartTime(pid)}`);
      process.kill(pid, "SIGKILL");
      await vi.waitFor(() => expect(processStat(pid)?.state).toBe("Z"), { timeout: 10_000, interval: 20 });
      // No waiting allowed: the zombie is dead now, not in a while.
      const database = await openDatabase({ dataDir, lockWaitMs: 0 });
      heldByMe();
      await database.close();
    } finally {
      parent.kill("SIGKILL");
    }
  }, 30_000);
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
