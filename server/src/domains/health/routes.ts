import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Database } from "../../db/client";
import { contract } from "../../lib/contract";

/** Liveness and readiness for load balancers and the benchmarks' reference route. */
export async function healthRoutes(app: FastifyInstance, opts: { database: Database }) {
  app.get(
    "/api/health",
    {
      schema: contract({
        id: "getHealth",
        summary: "Is the server up and its database answering?",
        tag: "system",
        audience: "public",
        ok: { 200: z.object({ status: z.literal("ok"), database: z.string() }) },
      }),
    },
    async () => {
      await opts.database.db.execute(sql`select 1`);
      return { status: "ok", database: opts.database.kind };
    },
  );
  app.get(
    "/api/ping",
    {
      schema: contract({
        id: "ping",
        summary: "The cheapest answer (the benchmarks' reference)",
        tag: "system",
        audience: "public",
        ok: { 200: z.object({ pong: z.literal(true) }) },
      }),
    },
    async () => ({ pong: true }),
  );
}
