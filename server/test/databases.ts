import { randomBytes } from "node:crypto";
import pg from "pg";

/** Which database the server tests run on: TEST_DB=postgres needs TEST_DATABASE_URL. */
export function testDatabaseKind(): "pglite" | "postgres" {
  return process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
}

export function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)");
  return url;
}

export function urlForDatabase(name: string): string {
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements on the maintenance connection (CREATE/DROP DATABASE cannot run in a pool transaction). */
export async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A template name of its own for each run, so two runs on one server never touch each other's. */
export function newTemplateName(): string {
  return `crease_tpl_${Date.now()}_${randomBytes(3).toString("hex")}`;
}

/** A fresh database copied from the migrated template: milliseconds, not a migration run. */
export async function createDatabaseFromTemplate(template: string): Promise<string> {
  const name = `${template.replace("crease_tpl_", "crease_t_")}_${process.pid}_${randomBytes(3).toString("hex")}`;
  await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return name;
}

export async function dropDatabase(name: string): Promise<void> {
  await adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
