import { errorBodySchema } from "@crease/core";
import { type ZodType, z } from "zod";

/** The API's domains, as the OpenAPI document groups operations. */
export type Tag =
  | "accounts"
  | "venues"
  | "listings"
  | "availability"
  | "blocks"
  | "closures"
  | "courts"
  | "credit"
  | "desk"
  | "bookings"
  | "payments"
  | "invoices"
  | "reschedule"
  | "series"
  | "waitlist"
  | "splits"
  | "offers"
  | "reviews"
  | "favorites"
  | "notifications"
  | "analytics"
  | "payouts"
  | "payout-accounts"
  | "calendars"
  | "staff"
  | "pricing"
  | "refunds"
  | "users"
  | "contact"
  | "uploads"
  | "places"
  | "system";

/** Who may call: anyone, anyone (the answer depends on who is signed in), or a signed-in account. */
export type Audience = "public" | "optional" | "session";

const ERROR_TEXT: Record<number, string> = {
  400: "The request is malformed; `errors` names each field",
  401: "Not signed in",
  402: "The payment was declined",
  403: 'Signed in, but not allowed (or an admin\'s second factor is still to be done: `secondFactor: "required"`)',
  404: "Not found (or not yours to see)",
  409: "Conflicts with the current state",
  413: "Too large",
  415: "Not JSON",
  422: "Outside the venue's booking window",
  429: "Too many requests; see Retry-After",
  503: "A service we depend on did not answer",
};

/**
 * An operation's contract for `schema:`: its OpenAPI name, summary, domain tag and who may call,
 * its success responses (serialized through these zod schemas, so nothing undeclared leaves) and
 * the error statuses it can answer with, each the one error body.
 */
type OkSchemas = Record<number, ZodType | null>;
/** The success schemas as declared (null: no content), so handlers are type-checked against them. */
type Responses<Ok extends OkSchemas> = { [K in keyof Ok]: Ok[K] extends ZodType ? Ok[K] : z.ZodVoid };

export function contract<Ok extends OkSchemas>(op: {
  id: string;
  summary: string;
  tag: Tag;
  audience: Audience;
  ok: Ok;
  errors?: readonly number[];
  description?: string;
}) {
  const session: Record<string, string[]> = { session: [] };
  // "optional": either no credentials ({}) or the session.
  const security: Record<string, string[]>[] =
    op.audience === "public" ? [] : op.audience === "optional" ? [{}, session] : [session];
  const errors = new Set(op.errors ?? []);
  if (op.audience === "session") errors.add(401);
  // Any call but the few that finish it answers an admin's session whose second factor is not
  // done with 403 { secondFactor: "required" } (plugins/session.ts), whoever else may call.
  errors.add(403);
  const response: Record<number, unknown> = {};
  for (const [status, schema] of Object.entries(op.ok)) {
    response[Number(status)] = schema ?? z.null().describe("No content");
  }
  for (const status of [...errors].sort()) {
    response[status] = errorBodySchema.describe(ERROR_TEXT[status] ?? "Refused");
  }
  return {
    operationId: op.id,
    summary: op.summary,
    tags: [op.tag],
    security,
    ...(op.description ? { description: op.description } : {}),
    // The error statuses share the one error body; only the success shapes need their types.
    response: response as Responses<Ok>,
  };
}

/**
 * An answer kept as JSON text (the search and availability caches, built from the same typed
 * objects): Fastify sends a string as it is, so it skips the schema's serialization; the
 * OpenAPI test checks those answers against their schemas.
 */
export function alreadySerialized(json: string): never {
  return json as never;
}
