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
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** A service we depend on (the payment provider) did not answer. */
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string>,
    /** Seconds, for RATE_LIMITED answers (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "AppError";
    this.status = ERROR_STATUS[code];
  }
}

export const validationError = (message: string, errors?: Record<string, string>) =>
  new AppError("VALIDATION", message, errors);
export const unauthenticated = (message = "Authentication required") => new AppError("UNAUTHENTICATED", message);
export const forbidden = (message = "Permission denied") => new AppError("FORBIDDEN", message);
export const notFound = (message = "Not found") => new AppError("NOT_FOUND", message);
export const conflict = (message: string) => new AppError("CONFLICT", message);
export const rateLimited = (retryAfterSeconds: number, message = "Too many attempts. Please wait and try again.") =>
  new AppError("RATE_LIMITED", message, undefined, retryAfterSeconds);

// The wire shapes are zod schemas in contracts/ (kept apart so screens that only need the
// constants above do not load zod); their types are re-exported here.
export type { ErrorBody } from "./contracts/errors";
