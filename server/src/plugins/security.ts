import { forbidden, validationError } from "@crease/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import helmet from "helmet";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const WEBHOOK_ROUTE = "/api/payments/webhook";

/**
 * Is this request for an API route? Decided on the route the router matched, never on the raw
 * address: the router decodes it first, so "/%61pi/auth/register" is the register route while its
 * `request.url` does not start with "/api/" (docs/SECURITY.md).
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith("/api/") ?? false;
}

/** Is the Origin header (when present) this app's own? Browsers always send it on cross-site writes. */
export function isSameOrigin(request: FastifyRequest, appUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    return false;
  }
  return host === request.headers.host || host === new URL(appUrl).host;
}

/**
 * Security headers with a Content-Security-Policy the app itself passes, and a CSRF guard:
 * a state-changing API request from a foreign Origin is refused (on top of SameSite=Lax).
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string; extraImgSrc?: string[] }) => {
  // Built once: @fastify/helmet called helmet(options) on every request, parsing the whole policy
  // again each time (about 0.09 ms a request here, docs/performance-diary.md); the headers are the same.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "https://checkout.razorpay.com"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", "https:", ...(opts.extraImgSrc ?? [])],
        connectSrc: ["'self'", "ws:", "wss:", "https://api.razorpay.com", "https://lumberjack.razorpay.com"],
        frameSrc: ["'self'", "https://api.razorpay.com", "https://checkout.razorpay.com"],
        fontSrc: ["'self'", "data:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: opts.appUrl.startsWith("https:") ? undefined : false,
  });
  app.addHook("onRequest", (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });

  // Text PostgreSQL cannot store is refused here, at the door, in every field of every call, before
  // any move: U+0000 fails in a text column, and a lone UTF-16 surrogate (valid JSON as "\ud800")
  // fails in a jsonb value (a history's detail, a notification's data) or turns into U+FFFD in a
  // text column. Only JSON bodies can carry a lone surrogate: the router, the query-string parser
  // and the cookie parser leave invalid UTF-8 percent-escapes undecoded, and headers arrive as
  // Latin-1. Checked in params, query and body all the same (issue 44).
  app.addHook("preValidation", async (request) => {
    if (!isApiRoute(request)) return;
    const found = unstorableText(request.params) ?? unstorableText(request.query) ?? unstorableText(request.body);
    if (found === "nul") throw validationError(NUL_MESSAGE);
    if (found === "surrogate") throw validationError(SURROGATE_MESSAGE);
  });

  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiRoute(request)) return;
    // Razorpay's servers post the webhook; its signature, not an Origin, vouches for it.
    if (request.routeOptions.url === WEBHOOK_ROUTE) return;
    if (!isSameOrigin(request, opts.appUrl)) throw forbidden("Cross-site request refused");
  });
});

/** A UTF-16 surrogate not in a pair: with the u flag a paired one is read as one code point. */
const LONE_SURROGATE = /\p{Cs}/u;
const NUL_MESSAGE = "Text cannot contain NUL characters";
const SURROGATE_MESSAGE =
  "Text holds half of a character (a lone UTF-16 surrogate, such as half of an emoji) and cannot be saved. Type or paste it again.";

/**
 * The first kind of text in a parsed query or JSON body (strings and keys, however deep) that the
 * database cannot store: "nul" (U+0000) or "surrogate" (a lone UTF-16 surrogate); null when all
 * of it can be stored. Iterative, so deep nesting is fine.
 */
export function unstorableText(value: unknown): "nul" | "surrogate" | null {
  const stack: unknown[] = [value];
  let surrogate = false;
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return "nul";
      if (LONE_SURROGATE.test(item)) surrogate = true;
    } else if (item !== null && typeof item === "object" && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return "nul";
        if (LONE_SURROGATE.test(key)) surrogate = true;
        stack.push(child);
      }
    }
  }
  return surrogate ? "surrogate" : null;
}
