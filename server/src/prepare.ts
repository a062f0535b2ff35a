/**
 * The child process of a first start (first-start.ts): creates and migrates the database and
 * loads the demo data, then exits, so the memory that work leaves behind goes with it.
 * Bundled by server/build.mjs as dist/prepare.js.
 */
import { ensureSecrets, loadConfig } from "./config";
import { prepareDatabase } from "./first-start";
import { safeErrorMessage } from "./lib/safe-error";

try {
  await prepareDatabase(ensureSecrets(loadConfig()));
  process.exit(0);
} catch (error) {
  console.error(safeErrorMessage(error));
  process.exit(1);
}
