import { DrizzleQueryError } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { safeErrorMessage, serializeError } from "./safe-error";

const HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA";

/** A failed statement as Drizzle reports it, its driver's error (with values) as the cause. */
function failedInsert(): DrizzleQueryError {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: "23505",
    constraint: "users_email_unique",
    detail: "Key (email)=(asha@example.in) already exists.",
    params: ["asha@example.in", HASH],
  });
  return new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ["asha@example.in", HASH],
    cause,
  );
}

describe("errors as written to a log", () => {
  it("keep the statement and the reason, never the parameters or the row's values", () => {
    const error = failedInsert();
    expect(error.message).toContain(HASH); // what Drizzle itself says
    expect(safeErrorMessage(error)).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2) (parameters not logged)',
    );
    const logged = serializeError(error);
    const text = JSON.stringify(logged);
    expect(text).not.toContain("argon2");
    expect(text).not.toContain("asha@example.in");
    expect(logged.stack).toMatch(/^Error: Failed query: insert into "users".*\(parameters not logged\)\n\s+at /);
    expect(logged.cause).toMatchObject({ code: "23505", constraint: "users_email_unique" });
  });

  it("a parameter that pretends to be a stack frame stays out too", () => {
    const error = new DrizzleQueryError("select $1", [`x\n    at ${HASH}`]);
    expect(JSON.stringify(serializeError(error))).not.toContain("argon2");
  });

  it("other errors and thrown values keep their message", () => {
    expect(serializeError(new TypeError("boom"))).toMatchObject({ type: "TypeError", message: "boom" });
    expect(serializeError("plain text")).toEqual({ type: "string", message: "plain text", stack: "" });
    expect(serializeError(new Error("")).stack).toMatch(/^Error: \n\s+at /);
  });
});
