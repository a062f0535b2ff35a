// The API's OpenAPI document as the app itself serves it at /api/openapi.json, drawn without a
// server listening or the network: the app is built on an empty in-memory database and asked in
// process. Keys are sorted so the committed file only changes when the contract does.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../../server/src/app";
import { ensureSecrets, loadConfig } from "../../server/src/config";
import { migrateDatabase, openDatabase } from "../../server/src/db/client";

/** The address the document names as its server; fixed so the file does not depend on who draws it. */
const DOCUMENT_APP_URL = "https://crease.example";

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The same value with every object's keys in alphabetical order (arrays keep their order). */
export function sortKeys(value: Json): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key] as Json)]),
  );
}

/** The document, key-sorted. */
export async function drawOpenApiDocument(): Promise<Json> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-openapi-"));
  const config = ensureSecrets(
    loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: "x".repeat(40), LOG_LEVEL: "silent", APP_URL: DOCUMENT_APP_URL }),
  );
  const database = await openDatabase({});
  // The app registers its recurring jobs as it starts, so the tables must exist.
  await migrateDatabase(database);
  const app = await buildApp({
    config: { ...config, webDist: path.join(dataDir, "no-web-build") },
    database,
    logger: false,
    pollJobs: false,
  });
  try {
    await app.ready();
    const res = await app.inject({ url: "/api/openapi.json" });
    if (res.statusCode !== 200) throw new Error(`/api/openapi.json answered ${res.statusCode}: ${res.body}`);
    return sortKeys(res.json() as Json);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** How the committed file is written: pretty, two spaces, a final newline. */
export function formatDocument(document: Json): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
