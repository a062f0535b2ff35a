/**
 * The one way the web app talks to the API (docs/product/README.md#conventions-everywhere), typed by
 * the API's own contract: `api` is an openapi-fetch client over the paths generated from
 * openapi/crease.json (lib/api-schema.d.ts, `npm run openapi`), so a path, parameter, body or
 * answer that does not match the server fails to compile (docs/decisions/018-generated-api-client.md).
 * Cookies always travel, bodies are JSON, and any non-OK answer throws an ApiError whose message is
 * "<status>: <body text or status text>". The parsed `message` and field `errors` travel on
 * the error so forms can show field errors and toasts the server's own words.
 */

import createClient, { type ClientPathsWithMethod } from "openapi-fetch";
import type { paths } from "./api-schema";
import { currentLanguage } from "./i18n/catalogues";

export class ApiError extends Error {
  readonly status: number;
  /** The server's `message`, when the body was JSON with one. */
  readonly serverMessage?: string;
  /** Field errors from a 400 validation answer: `{ fieldName: message }`. */
  readonly errors?: Record<string, string>;
  /** Seconds to wait, from a Retry-After header (429). */
  readonly retryAfter?: number;
  /** A 403 for an admin's session whose second factor is still to be done (`secondFactor: "required"`). */
  readonly secondFactorRequired: boolean;

  constructor(
    status: number,
    text: string,
    body?: { message?: unknown; errors?: unknown; secondFactor?: unknown },
    retryAfter?: number,
  ) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    if (typeof body?.message === "string") this.serverMessage = body.message;
    if (body?.errors && typeof body.errors === "object") this.errors = body.errors as Record<string, string>;
    this.secondFactorRequired = status === 403 && body?.secondFactor === "required";
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

type QueryValue = string | number | boolean | string[] | null | undefined;

/** A query string without its "?": undefined, null and empty values left out. */
function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    // A list travels comma-separated (the API's `amenities=a,b`).
    const text = Array.isArray(value) ? value.join(",") : value;
    if (text === undefined || text === null || text === "") continue;
    params.set(key, String(text));
  }
  return params.toString();
}

/**
 * The address of a GET the API serves, with its query string (empty values left out): for links
 * (a CSV export) and early requests, written exactly as the typed client writes the same call.
 */
export function apiUrl(path: ClientPathsWithMethod<typeof api, "get">, query?: Record<string, QueryValue>): string {
  const qs = query ? queryString(query) : "";
  return qs ? `${path}?${qs}` : path;
}

/**
 * What openapi-fetch builds for each call. Not the platform's Request: that needs an absolute
 * address, and the server drawing a page has no origin; the transport takes the path as it is.
 */
class PathRequest {
  readonly url: string;
  readonly method: string;
  readonly init: RequestInit;
  constructor(url: string, init: RequestInit = {}) {
    this.url = url;
    this.method = init.method ?? "GET";
    this.init = init;
  }
}

/** One call over the transport (or an early answer); a non-OK answer throws an ApiError. */
async function send(request: PathRequest): Promise<Response> {
  const { url, method, init } = request;
  // The screen's language travels with every call: a visitor's refusal, and a new account, are in
  // it (the server answers a signed-in user in their account's language, which the screen keeps).
  const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": currentLanguage() };
  new Headers(init.headers).forEach((value, name) => {
    headers[name.toLowerCase() === "content-type" ? "Content-Type" : name] = value;
  });
  let body = init.body;
  // The API's state-changing calls all read a JSON object, even an empty one.
  if (body === undefined && method !== "GET" && method !== "DELETE") {
    body = "{}";
    headers["Content-Type"] = "application/json";
  }
  const sent: RequestInit = { method, credentials: "include", headers, signal: init.signal, body };
  const response = await ((method === "GET" && takeEarlyRequest(url)) || transport(url, sent));
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = (await response.text().catch(() => "")) || "";
  let parsed: { message?: unknown; errors?: unknown; secondFactor?: unknown } | undefined;
  try {
    parsed = text ? (JSON.parse(text) as typeof parsed) : undefined;
  } catch {
    parsed = undefined;
  }
  const retryAfter = response.headers.get("Retry-After");
  return new ApiError(
    response.status,
    text || response.statusText,
    parsed,
    retryAfter === null ? undefined : Number(retryAfter),
  );
}

/**
 * The typed client: `api.GET("/api/venues/{id}", { params: { path: { id } } })`. Wrap a call in
 * `data()` for its body, `page()` for a paged list; a failure has already thrown an ApiError.
 */
export const api = createClient<paths>({
  Request: PathRequest as unknown as typeof Request,
  fetch: (request) => send(request as unknown as PathRequest),
  querySerializer: queryString,
});

/** The JSON body an operation takes, as the contract says: `RequestBody<"/api/venues", "post">`. */
export type RequestBody<P extends keyof paths, M extends "post" | "put" | "patch"> = paths[P][M] extends {
  requestBody?: { content: { "application/json": infer B } };
}
  ? B
  : never;

/** What an operation answers with 200 (or 201), as the contract says. */
export type ResponseBody<
  P extends keyof paths,
  M extends "get" | "post" | "put" | "patch" | "delete",
> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends { 200: { content: { "application/json": infer A } } }
    ? A
    : R extends { 201: { content: { "application/json": infer A } } }
      ? A
      : never
  : never;

/** What an openapi-fetch call resolves to (its error side never occurs here: send() throws). */
interface Answer<T> {
  data?: T;
  response: Response;
}

/** The body of a call's answer; null for a 204 (or an empty body). */
export async function data<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data } = await call;
  return (data ?? null) as T;
}

/** The body of a call that answers 204 (or whose body the caller does not need). */
export async function done(call: Promise<unknown>): Promise<null> {
  await call;
  return null;
}

/** A page of a paged list: the body stays the plain array, the next cursor comes in a header. */
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  /** All matches across pages, from X-Total-Count (null when the server does not say). */
  total: number | null;
}

/** A paged list's page, with its headers (X-Next-Cursor, X-Total-Count) read. */
export async function page<T>(call: Promise<Answer<T[]>>, onHeaders?: (headers: Headers) => void): Promise<Page<T>> {
  const { data, response } = await call;
  onHeaders?.(response.headers);
  const total = response.headers.get("X-Total-Count");
  return {
    items: data ?? [],
    nextCursor: response.headers.get("X-Next-Cursor") || null,
    total: total ? Number(total) : null,
  };
}

/** A call that answers 401 for "nobody": null instead of an error. */
export async function orNullOn401<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
