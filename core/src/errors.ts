import { formatDate, formatMoment, formatSlotDate } from "./format";

/**
 * Every error the API answers with, named and coded in one place. The server turns an
 * AppError into `{ message, errors? }` with its status; the client reads the same codes.
 */

export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  INVALID_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  /** A wrong, used or expired code sent by SMS. */
  INVALID_CODE: 401,
  FORBIDDEN: 403,
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  PAYMENT_REQUIRED: 402,
  PAYMENT_FAILED: 402,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  SLOT_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A date past the venue's advance booking window. */
  BEYOND_BOOKING_WINDOW: 422,
  /** A rule of the booking refuses it now (too late to reschedule, moved already). */
  RULE_REFUSED: 422,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** A service we depend on (the payment provider) did not answer. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * What fills a message's `{placeholders}` in: text and numbers as they are, a calendar date
 * (`{ date: "2027-01-23" }`) in the reader's language ("Sat, 23 Jan, 2027", "शनि, 23 जन॰ 2027"),
 * a booked slot (`{ date, slot }`: "Sat, 23 Jan · Morning (6 AM – 10 AM)"), and a moment
 * (`{ at: "2027-01-23T13:00:00Z" }`: "6:30 PM, Sat, 23 Jan, 2027" in IST).
 */
export type MessageValues = Record<string, string | number | { date: string; slot?: string } | { at: string }>;

/**
 * A message for people with values: an ICU template (`"Wait {minutes} minutes"`) and what fills
 * it in. The server translates the template (server/src/i18n, decision 022) and then fills it in,
 * so the English is never built from pieces that no other language could follow.
 */
export interface Message {
  message: string;
  values: MessageValues;
}

/** English as it is written in the code, or a template with its values. */
export type MessageText = string | Message;

/** The English of a message, its `{name}` placeholders filled in (for logs and tests). */
export function messageEnglish(text: MessageText): string {
  return typeof text === "string" ? text : fillIn(text.message, text.values);
}

/** ICU's `{name}`, `{name, select, a {…} other {…}}` and `{n, plural, one {…} other {…}}`, in English. */
function fillIn(template: string, values: MessageValues): string {
  let out = "";
  for (let at = 0; at < template.length; at++) {
    if (template[at] !== "{") {
      out += template[at];
      continue;
    }
    const end = closing(template, at);
    const inner = template.slice(at + 1, end);
    at = end;
    const [name = "", kind, ...rest] = inner.split(",");
    const value = values[name.trim()];
    if (kind === undefined) {
      if (value === undefined) out += `{${inner}}`;
      else if (typeof value !== "object") out += String(value);
      else if ("at" in value) out += formatMoment(value.at);
      else out += value.slot ? formatSlotDate(value.date, value.slot) : formatDate(value.date);
      continue;
    }
    const options = new Map<string, string>();
    const body = rest.join(",");
    for (let i = 0; i < body.length; i++) {
      const open = body.indexOf("{", i);
      if (open < 0) break;
      const close = closing(body, open);
      options.set(body.slice(i, open).trim(), body.slice(open + 1, close));
      i = close;
    }
    const plural = kind.trim() === "plural";
    const key = plural ? (value === 1 ? "one" : "other") : String(value);
    const chosen = options.get(key) ?? options.get("other") ?? "";
    out += fillIn(plural ? chosen.replace(/#/g, String(value)) : chosen, values);
  }
  return out;
}

/** Where the brace opened at `open` closes. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "{") depth++;
    else if (text[i] === "}" && --depth === 0) return i;
  }
  return text.length;
}

export class AppError extends Error {
  readonly status: number;
  /** The message as written, before its values: what the server translates. */
  readonly template: string;
  readonly values?: MessageValues;
  constructor(
    readonly code: ErrorCode,
    message: MessageText,
    /** Field name → what is wrong with it. */
    readonly errors?: Record<string, MessageText>,
    /** Seconds, for RATE_LIMITED answers (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(messageEnglish(message));
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
    this.template = typeof message === "string" ? message : message.message;
    if (typeof message !== "string") this.values = message.values;
  }
}

export const validationError = (message: MessageText, errors?: Record<string, MessageText>) =>
  new AppError("VALIDATION", message, errors);
export const unauthenticated = (message: MessageText = "Authentication required") =>
  new AppError("UNAUTHENTICATED", message);
export const forbidden = (message: MessageText = "Permission denied") => new AppError("FORBIDDEN", message);
export const notFound = (message: MessageText = "Not found") => new AppError("NOT_FOUND", message);
export const conflict = (message: MessageText) => new AppError("CONFLICT", message);
export const rateLimited = (
  retryAfterSeconds: number,
  message: MessageText = "Too many attempts. Please wait and try again.",
) => new AppError("RATE_LIMITED", message, undefined, retryAfterSeconds);

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { ErrorBody } from "./contracts/errors";
