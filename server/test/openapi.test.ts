/**
 * The API's contract (server/src/lib/contract.ts, server/src/plugins/openapi.ts): every route
 * the app serves is in /api/openapi.json with a name, a summary, a domain, who may call it and
 * the schema of each answer; answers are serialized through those schemas, so a field that is
 * not declared never leaves the server.
 */
import { addDays, todayInIst, userSchema, venueAvailabilitySchema, venueSchema } from "@crease/core";
import { serializerCompiler } from "fastify-type-provider-zod";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { loginAs, useTestApp } from "./app";
import { createVenue } from "./factories";
import { apiRoutes, documentedRoutes } from "./routes";

const ctx = useTestApp();

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

/** "METHOD /path/{param}" of every API route the app serves, but the document itself. */
function servedRoutes(paths: Record<string, Record<string, unknown>>): Set<string> {
  const routes = [...apiRoutes(ctx.app.printRoutes({ commonPrefix: false }), documentedRoutes(paths))];
  return new Set(
    routes.filter((route) => route !== "GET /api/openapi.json").map((route) => route.replace(/:(\w+)/g, "{$1}")),
  );
}

describe("the OpenAPI document", () => {
  it("is served as OpenAPI 3.1 and lists every API route the app serves", async () => {
    const res = await ctx.app.inject({ url: "/api/openapi.json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
    expect(doc.openapi).toBe("3.1.0");
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const served = servedRoutes(doc.paths);
    expect(served.size).toBeGreaterThan(55);
    expect(
      [...served].filter((route) => !documented.has(route)),
      "routes missing from the document",
    ).toEqual([]);
    expect(
      [...documented].filter((route) => !served.has(route)),
      "documented routes that do not exist",
    ).toEqual([]);
  });

  it("names, summarises, tags and secures every operation, and declares what each answers", async () => {
    const doc = (await ctx.app.inject({ url: "/api/openapi.json" })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const problems: string[] = [];
    const ids = new Set<string>();
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        if (!op.operationId) problems.push(`${name}: no operationId`);
        else if (ids.has(op.operationId)) problems.push(`${name}: operationId ${op.operationId} used twice`);
        else ids.add(op.operationId);
        if (!op.summary) problems.push(`${name}: no summary`);
        if (!op.tags?.length) problems.push(`${name}: no tag`);
        if (!Array.isArray(op.security)) problems.push(`${name}: no security requirement`);
        const success = Object.keys(op.responses ?? {}).filter((status) => /^2\d\d$/.test(status));
        if (success.length === 0) problems.push(`${name}: no response schema`);
        const errors = Object.keys(op.responses ?? {}).filter((status) => /^[45]\d\d$/.test(status));
        // A session is needed when no alternative without credentials ({}) is listed.
        const needsSession =
          (op.security ?? []).length > 0 && !op.security?.some((s) => Object.keys(s as object).length === 0);
        if (needsSession && !errors.includes("401")) problems.push(`${name}: needs a session but no 401`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("has a readable reference at /api/docs", async () => {
    const res = await ctx.app.inject({ url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.body).toContain("swagger");
  });
});

describe("answers are serialized through their schemas", () => {
  it("drops a field the schema does not declare (a password hash can never leave)", () => {
    const serialize = serializerCompiler({ schema: userSchema, method: "GET", url: "/api/auth/me", httpStatus: "200" });
    const sent = JSON.parse(
      serialize({
        id: 1,
        username: "ravi",
        fullName: "Ravi Kumar",
        email: "ravi@example.in",
        phone: null,
        verifiedPhone: null,
        language: "en",
        role: "player",
        status: "active",
        createdAt: "2026-11-24T10:00:00.000Z",
        passwordHash: "$argon2id$secret",
      }),
    );
    expect(sent.email).toBe("ravi@example.in");
    expect(sent).not.toHaveProperty("passwordHash");
  });

  it("a signed-in user's own answer carries exactly the declared fields", async () => {
    const { cookie } = await loginAs(ctx, "player");
    const me = await ctx.app.inject({ url: "/api/auth/me", headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(Object.keys(me.json()).sort()).toEqual(Object.keys(userSchema.shape).sort());
  });
});

describe("answers kept as JSON text", () => {
  it("the search and availability caches send exactly their declared shapes", async () => {
    const { user } = await loginAs(ctx, "owner");
    const venue = await createVenue(ctx.database.db, { ownerId: user.id, status: "approved" });
    const search = await ctx.app.inject({ url: "/api/venues?limit=5" });
    expect(search.statusCode).toBe(200);
    const venues = z.array(venueSchema.strict()).parse(search.json());
    expect(venues.map((v) => v.id)).toContain(venue.id);
    const from = addDays(todayInIst(), 1);
    const availability = await ctx.app.inject({ url: `/api/venues/${venue.id}/availability?from=${from}&days=2` });
    expect(availability.statusCode).toBe(200);
    expect(venueAvailabilitySchema.strict().parse(availability.json()).venueId).toBe(venue.id);
  });
});
