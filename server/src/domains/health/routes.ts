import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client";

/** Liveness and readiness for load balancers and the benchmarks' reference route. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get("/api/health", async () => {
    await opts.database.db.execute(sql`select 1`);
    return { status: "ok", database: opts.database.kind };
  });
  app.get("/api/ping", async () => ({ pong: true }));
}
