import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { api, REPO_ROOT, type ServerProcess, signIn, startServer } from "../../scripts/lib/server-process";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../src/db/seed/demo";
import { testDatabaseKind } from "./databases";

/** Runs `npm run backup|restore -- …` the way npm does (tsx), without DATABASE_URL. */
function script(name: "backup" | "restore", args: string[]) {
  const { DATABASE_URL: _, ...env } = process.env;
  const result = spawnSync(process.execPath, ["--import", "tsx", `scripts/${name}.ts`, ...args], {
    cwd: REPO_ROOT,
    env,
    encoding: "utf8",
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

type Booking = { id: number; venueId: number; date: string; slot: string; status: string };

// The embedded database's backup: seeded data dir → archive → fresh data dir → same app.
describe.skipIf(testDatabaseKind() !== "pglite")("backup and restore (embedded database)", () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "crease-backup-"));
  const servers: ServerProcess[] = [];
  afterAll(() => {
    for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill("SIGKILL");
    rmSync(root, { recursive: true, force: true });
  });

  it("backs up a stopped data dir and restores venues, bookings, uploads and sessions", async () => {
    const original = path.join(root, "original");
    const restored = path.join(root, "restored");
    const archive = path.join(root, "crease-backup.tar.gz");

    const first = await startServer({ DATA_DIR: original, SEED_DEMO: "true" });
    servers.push(first);
    const venues = await api<{ id: number; name: string; images: string[] }[]>(
      first.url,
      "GET",
      "/api/venues?limit=50",
    );
    const admin = await signIn(first.url, DEMO_ACCOUNTS[0].email, DEMO_PASSWORD);
    const bookings = await api<Booking[]>(first.url, "GET", "/api/bookings", { cookie: admin.cookie });
    expect(bookings.body.length).toBeGreaterThan(0);
    const image = venues.body.find((v) => v.images.length > 0)!.images[0]!;
    const imageBytes = Buffer.from(await (await fetch(`${first.url}${image}`)).arrayBuffer());
    expect(imageBytes.length).toBeGreaterThan(0);

    // Refused while the server runs (the lock file names a live process).
    const busy = script("backup", [archive, "--data-dir", original]);
    expect(busy.status).toBe(1);
    expect(busy.output).toContain("Cannot back up while the server is running");
    expect(existsSync(archive)).toBe(false);

    expect(await first.stop()).toEqual({ code: 0, signal: null });
    const made = script("backup", [archive, "--data-dir", original]);
    expect(made.output).toContain("Backed up");
    expect(made.status).toBe(0);

    const back = script("restore", [archive, "--data-dir", restored]);
    expect(back.output).toContain("Restored");
    expect(back.status).toBe(0);
    expect(readFileSync(path.join(restored, "session-secret"), "utf8")).toBe(
      readFileSync(path.join(original, "session-secret"), "utf8"),
    );
    // A data dir that already holds a database is never overwritten.
    const again = script("restore", [archive, "--data-dir", restored]);
    expect(again.status).toBe(1);
    expect(again.output).toContain("already holds a database");

    const second = await startServer({ DATA_DIR: restored });
    servers.push(second);
    const venuesAfter = await api<{ id: number; name: string }[]>(second.url, "GET", "/api/venues?limit=50");
    expect(venuesAfter.body.map((v) => [v.id, v.name])).toEqual(venues.body.map((v) => [v.id, v.name]));
    // The admin's session from before the backup is still valid (sessions and secret restored).
    const bookingsAfter = await api<Booking[]>(second.url, "GET", "/api/bookings", { cookie: admin.cookie });
    expect(bookingsAfter.status).toBe(200);
    expect(bookingsAfter.body).toEqual(bookings.body);
    const imageAfter = await fetch(`${second.url}${image}`);
    expect(imageAfter.status).toBe(200);
    expect(Buffer.from(await imageAfter.arrayBuffer()).equals(imageBytes)).toBe(true);
    expect(await second.stop()).toEqual({ code: 0, signal: null });
  }, 300_000);
});
