/**
 * Errors as they may be written to a log: what went wrong and where, never the values a
 * statement ran with. Drizzle puts a failed statement's parameters in its message ("Failed
 * query: … params: …", DrizzleQueryError) and on the error; PGlite puts them on its error (the
 * cause) too; PostgreSQL's `detail` repeats a row's values ("Key (email)=(…) already exists").
 * Among them: an argon2 password hash, emails, phone numbers (docs/SECURITY.md).
 */

/** Drizzle's line between a statement and its parameters. */
const PARAMS_LINE = "\nparams: ";
/** Fields of pg and PGlite errors that say what failed without any value. */
const SAFE_FIELDS = ["code", "severity", "routine", "constraint", "table", "column", "statusCode"] as const;
/** Causes followed, at most: enough for Drizzle → driver error. */
const MAX_CAUSES = 3;

/** The error's message without a failed statement's parameters. */
export function safeErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const cut = message.indexOf(PARAMS_LINE);
  return cut >= 0 ? `${message.slice(0, cut)} (parameters not logged)` : message;
}

export interface SerializedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

/** Pino's `err` serializer: kind, message, stack frames and codes of the error and its causes. */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: safeErrorMessage(error), stack: "" };
  const type = error.constructor?.name || error.name || "Error";
  const message = safeErrorMessage(error);
  const frames = stackFrames(error);
  const out: SerializedError = { type, message, stack: frames === null ? "" : `${error.name}: ${message}${frames}` };
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") out[field] = value;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

/**
 * The stack's frames after its first line(s), which repeat the message. Null when the message
 * cannot be found in the stack: then the stack may hold a message with values, so none is kept.
 */
function stackFrames(error: Error): string | null {
  const stack = error.stack;
  if (typeof stack !== "string") return null;
  if (!error.message) return stack.includes("\n") ? stack.slice(stack.indexOf("\n")) : "";
  const at = stack.indexOf(error.message);
  return at >= 0 ? stack.slice(at + error.message.length) : null;
}
