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
  // again each time (about 0.09 ms a request here, docs/PERFORMANCE.md); the headers are the same.
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

  // PostgreSQL text cannot hold U+0000: refuse it in any query or JSON body before it reaches a
  // query (it would fail there as a 500).
  app.addHook("preValidation", async (request) => {
    if (!isApiRoute(request)) return;
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw validationError("Text cannot contain NUL characters");
    }
  });

  app.addHook("onRequest", async (request) => {
    if (!STATE_CHANGING.has(request.method) || !isApiRoute(request)) return;
    // Razorpay's servers post the webhook; its signature, not an Origin, vouches for it.
    if (request.routeOptions.url === WEBHOOK_ROUTE) return;
    if (!isSameOrigin(request, opts.appUrl)) throw forbidden("Cross-site request refused");
  });
});

/** Whether a parsed query or JSON body holds a string (or key) with U+0000; iterative, so deep nesting is fine. */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (item.includes("\u0000")) return true;
    } else if (item !== null && typeof item === "object" && !ArrayBuffer.isView(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes("\u0000")) return true;
        stack.push(child);
      }
    }
  }
  return false;
}
