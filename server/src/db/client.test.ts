import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase } from "./client";
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
      await again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
