import { sql } from "drizzle-orm";
import type { Db } from "./client";
import { queryRows } from "./rows";

/**
 * The settings under which the database may lose commits when its machine crashes: `fsync=off`,
 * or `synchronous_commit=off` (a commit returns before its log is on disk). A PostgreSQL server is
 * configured by whoever runs it, so the server's start warns of these rather than refusing
 * (decision 040); the embedded database on disk runs with neither (durable-pglite.ts).
 */
export async function commitRisks(db: Db): Promise<string[]> {
  const [row] = await queryRows<{ fsync: string; commit: string }>(
    db,
    sql`select current_setting('fsync') as fsync, current_setting('synchronous_commit') as commit`,
  );
  const risks: string[] = [];
  if (row?.fsync === "off") risks.push("fsync=off");
  if (row?.commit === "off") risks.push("synchronous_commit=off");
  return risks;
}
