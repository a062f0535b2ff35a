/**
 * The one way the web app talks to the API (docs/product/README.md#conventions-everywhere): cookies always travel, bodies are
 * JSON, a 204 yields null, and any non-OK answer throws an ApiError whose message is
 * "<status>: <body text or status text>". The parsed `message` and field `errors` travel on
 * the error so forms can show field errors and toasts the server's own words.
 */

export class ApiError extends Error {
  readonly status: number;
  /** The server's `message`, when the body was JSON with one. */
  readonly serverMessage?: string;
  /** Field errors from a 400 validation answer: `{ fieldName: message }`. */
  readonly errors?: Record<string, string>;
  /** Seconds to wait, from a Retry-After header (429). */
  readonly retryAfter?: number;

  constructor(status: number, text: string, body?: { message?: unknown; errors?: unknown }, retryAfter?: number) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    if (typeof body?.message === "string") this.serverMessage = body.message;
    if (body?.errors && typeof body.errors === "object") this.errors = body.errors as Record<string, string>;
    if (retryAfter !== undefined && Number.isFinite(retryAfter)) this.retryAfter = retryAfter;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server's own message when there is one, else the fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return isApiError(error) && error.serverMessage ? error.serverMessage : fallback;
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How requests reach the API: the browser's fetch, or, while the server draws a page
 * (app/entry-server.tsx), the server's own in-process answer to the same address.
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Sends this app's API calls through `next` (the server, drawing a page). */
export function setApiTransport(next: typeof fetch): void {
  transport = next;
}

const earlyRequests = new Map<string, { response: Promise<Response>; at: number }>();
/** An early answer nobody took by then is not handed out later (it may be stale: a sign-in since). */
const EARLY_ANSWER_MS = 10_000;

/**
 * Starts a GET before the code that reads it has loaded (app/boot.ts: the page's first
 * requests). The first call for the same address takes this answer instead of asking again.
 */
export function requestEarly(url: string): Promise<Response> {
  const started = earlyRequests.get(url);
  if (started) return started.response;
  const response = fetch(url, { credentials: "include", headers: { Accept: "application/json" } });
  response.catch(() => {
    // The call that takes it sees the failure.
  });
  earlyRequests.set(url, { response, at: Date.now() });
  return response;
}

function takeEarlyRequest(url: string): Promise<Response> | undefined {
  const early = earlyRequests.get(url);
  earlyRequests.delete(url);
  return early && Date.now() - early.at < EARLY_ANSWER_MS ? early.response : undefined;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Appended as a query string; undefined and empty values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** What a 401 means to this call: an error (default) or simply "nobody", null. */
  on401?: "throw" | "returnNull";
  signal?: AbortSignal;
  /** Sees the answer's headers (a paged list's extra headers). */
  onHeaders?: (headers: Headers) => void;
}

/** The address of a call: the path with its query string (empty values left out). */
export function apiUrl(path: string, query?: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send<T>(
  method: Method,
  path: string,
  options: RequestOptions,
): Promise<{ data: T; headers: Headers | null }> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const init: RequestInit = { method, credentials: "include", headers, signal: options.signal };
  if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.body);
  }

  const url = apiUrl(path, options.query);
  const response = await ((method === "GET" && takeEarlyRequest(url)) || transport(url, init));

  if (response.status === 401 && options.on401 === "returnNull") return { data: null as T, headers: null };

  if (!response.ok) {
    const text = (await response.text().catch(() => "")) || "";
    let parsed: { message?: unknown; errors?: unknown } | undefined;
    try {
      parsed = text ? (JSON.parse(text) as typeof parsed) : undefined;
    } catch {
      parsed = undefined;
    }
    const retryAfter = response.headers.get("Retry-After");
    throw new ApiError(
      response.status,
      text || response.statusText,
      parsed,
      retryAfter === null ? undefined : Number(retryAfter),
    );
  }

  if (response.status === 204) return { data: null as T, headers: response.headers };
  const text = await response.text();
  return { data: (text ? JSON.parse(text) : null) as T, headers: response.headers };
}

export async function apiRequest<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(method, path, options)).data;
}

/** A page of a paged list: the body stays the plain array, the next cursor comes in a header. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** All matches across pages, from X-Total-Count (null when the server does not say). */
  total: number | null;
}

async function getPage<T>(path: string, options: Omit<RequestOptions, "body"> = {}): Promise<Page<T>> {
  const { data, headers } = await send<T[]>("GET", path, options);
  if (headers) options.onHeaders?.(headers);
  const total = headers?.get("X-Total-Count");
  return { items: data ?? [], nextCursor: headers?.get("X-Next-Cursor") || null, total: total ? Number(total) : null };
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) => apiRequest<T>("GET", path, options),
  getPage,
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("POST", path, { ...options, body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PATCH", path, { ...options, body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>("PUT", path, { ...options, body: body ?? {} }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>("DELETE", path, options),
};
