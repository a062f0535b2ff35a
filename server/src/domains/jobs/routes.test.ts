import type { AdminJob } from "@crease/core";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, loginAs } from "../../../test/app";
import { jobs } from "../../db/schema";
import { enqueueJob } from "../../lib/jobs";

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await loginAs(ctx, "admin");
});
afterAll(async () => ctx?.close());

const call = (method: "GET" | "POST", url: string, cookie: string) =>
  ctx.app.inject({ method, url, headers: { cookie } });

/** A job of a kind with no handler fails each run; with its attempts used up it is dead. */
async function deadJob(payload: Record<string, unknown>): Promise<number> {
  const id = await enqueueJob(ctx.database.db, "test.no-handler", payload);
  await ctx.database.db.update(jobs).set({ attempts: 9 }).where(eq(jobs.id, id));
  await ctx.app.jobs.runDue();
  return id;
}

describe("the admin's jobs", () => {
  it("lists dead jobs with kind, attempts, last error and a payload summary without secrets", async () => {
    const id = await deadJob({ userId: 12, email: "someone@example.com", token: "s3cret-token", urgent: true });
    const res = await call("GET", "/api/admin/jobs?status=dead", admin.cookie);
    expect(res.statusCode).toBe(200);
    const job = (res.json() as { jobs: AdminJob[] }).jobs.find((j) => j.id === id);
    expect(job).toMatchObject({
      kind: "test.no-handler",
      status: "dead",
      attempts: 10,
      lastError: "No handler for jobs of kind test.no-handler",
      payloadSummary: "email=…, token=…, urgent=true, userId=12",
    });
    expect(job?.diedAt).not.toBeNull();
    expect(res.body).not.toContain("s3cret-token");
    expect(res.body).not.toContain("someone@example.com");
    // Dead is the default; queued ones are listed apart.
    const byDefault = (await call("GET", "/api/admin/jobs", admin.cookie)).json() as { jobs: AdminJob[] };
    expect(byDefault.jobs.map((j) => j.id)).toContain(id);
    const queued = (await call("GET", "/api/admin/jobs?status=queued", admin.cookie)).json() as { jobs: AdminJob[] };
    expect(queued.jobs.map((j) => j.id)).not.toContain(id);
  });

  it("retries a dead job: queued again with fresh attempts, due now, once", async () => {
    const id = await deadJob({ n: 1 });
    const res = await call("POST", `/api/admin/jobs/${id}/retry`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: "queued", attempts: 0, diedAt: null });
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "queued", attempts: 0, diedAt: null });
    expect(row!.runAt.getTime()).toBeLessThanOrEqual(Date.now() + 1_000);
    // Already queued: a second retry is refused, and says why.
    const again = await call("POST", `/api/admin/jobs/${id}/retry`, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      "Only a job that stopped retrying (dead) can be retried; this one is still queued.",
    );
  });

  it("answers 404 for an unknown job, 400 for a malformed id or status, 403 for others", async () => {
    const unknown = await call("POST", "/api/admin/jobs/999999/retry", admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Job not found");
    const malformed = await call("POST", "/api/admin/jobs/abc/retry", admin.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain("The job id must be a number");
    const badStatus = await call("GET", "/api/admin/jobs?status=done", admin.cookie);
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.body).toContain(
      "Choose which jobs to list: those that stopped retrying (dead) or those still queued",
    );
    const player = await loginAs(ctx, "player");
    const id = await deadJob({ n: 2 });
    const refused = await call("POST", `/api/admin/jobs/${id}/retry`, player.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only admins can see and retry background jobs");
    expect((await call("GET", "/api/admin/jobs", player.cookie)).statusCode).toBe(403);
    const [row] = await ctx.database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: "dead" });
  });
});
