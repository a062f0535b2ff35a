import { readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Removes the data directories that earlier runs left in the temp folder. Never this run's,
 * and never one younger than an hour (another run may be using it right now).
 */
export default function globalSetup() {
  const current = process.env.CREASE_E2E_DATA_DIR;
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp)) {
    const match = /^crease-e2e-(\d+)$/.exec(name);
    if (!match) continue;
    const dir = path.join(tmp, name);
    if (dir === current || Date.now() - Number(match[1]) < STALE_AFTER_MS) continue;
    rmSync(dir, { recursive: true, force: true });
  }
}
