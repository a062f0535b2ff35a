import { type Action, PHONE_CODE, type User, unauthenticated, WS_PATH } from "@crease/core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { type AuthService, SESSION_DAYS } from "../domains/auth/service";
import { translate } from "../i18n";
import { assertCan } from "../lib/authorize";
import { requestLanguage } from "../lib/language";
import { isApiRoute } from "./security";
import { refuseAtVenue, refuseNonParty, type VenueRefusal } from "./venue-scope";

export const SESSION_COOKIE = "crease_session";
export const PENDING_SIGN_IN_COOKIE = "crease_pending_sign_in";

/**
 * What an admin's session may call before its second factor is done: asking for a code, checking
 * it (linking the number it went to, or the sign-in's code) and signing out. Nothing else.
 */
export const FINISHING_SECOND_FACTOR: ReadonlySet<string> = new Set([
  "POST /api/auth/otp/request",
  "POST /api/users/me/phone",
  "POST /api/auth/login/verify",
  "POST /api/auth/logout",
]);
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  "Finish signing in first: administrators confirm their sign-in with a code sent by SMS to their linked mobile number.";

declare module "fastify" {
  interface FastifyRequest {
    user: User | null;
    sessionId: string | null;
  }
}

/**
 * Reads the session cookie on every request and puts the signed-in user on the request. An admin's
 * session whose second factor is not done (ADMIN_SECOND_FACTOR=required) answers 403
 * `{ secondFactor: "required" }` here, once for every route and the socket, but the calls that
 * finish it.
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: { auth: AuthService; secureCookies: boolean }) => {
  /** Sockets asked for by a session whose second factor is not done: refused in preValidation. */
  const secondFactorPending = new WeakSet<FastifyRequest>();
  const refuseUntilDone = async (request: FastifyRequest, reply: FastifyReply) => {
    if (FINISHING_SECOND_FACTOR.has(`${request.method} ${request.routeOptions.url}`)) return;
    const message = translate(requestLanguage(request), SECOND_FACTOR_REQUIRED_MESSAGE);
    return reply.status(403).send({ message, secondFactor: "required" });
  };
  app.decorateRequest("user", null);
  app.decorateRequest("sessionId", null);
  app.addHook("onRequest", async (request, reply) => {
    // Only the API and the socket ask who is there; images, scripts and pages never do, so
    // they cost no database lookup. Decided on the matched route, as the security checks are.
    if (!isApiRoute(request) && request.routeOptions.url !== WS_PATH) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const found = await opts.auth.authenticate(token);
    if (!found) return;
    request.user = found.user;
    request.sessionId = found.sessionId;
    if (!found.secondFactorPending) return;
    // The socket is refused a step later: @fastify/websocket marks an upgrade in an onRequest hook
    // of its own, registered after this one, and lets the connection go only when it did.
    if (request.routeOptions.url === WS_PATH) secondFactorPending.add(request);
    else return refuseUntilDone(request, reply);
  });
  app.addHook("preValidation", async (request, reply) => {
    if (secondFactorPending.has(request)) return refuseUntilDone(request, reply);
  });
  app.decorate("sessionCookie", {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(SESSION_COOKIE, token, {
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: opts.secureCookies,
        maxAge: SESSION_DAYS * 86_400,
      });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(SESSION_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: opts.secureCookies });
    },
  });
  // An admin's sign-in between the password and the code: only this browser can finish it, and
  // only for as long as the code lives. Sent only to the auth routes.
  const pending = { path: "/api/auth", httpOnly: true, sameSite: "strict", secure: opts.secureCookies } as const;
  app.decorate("pendingSignInCookie", {
    set(reply: FastifyReply, token: string) {
      reply.setCookie(PENDING_SIGN_IN_COOKIE, token, { ...pending, maxAge: PHONE_CODE.lifeMinutes * 60 });
    },
    clear(reply: FastifyReply) {
      reply.clearCookie(PENDING_SIGN_IN_COOKIE, pending);
    },
  });
});

declare module "fastify" {
  interface FastifyInstance {
    sessionCookie: { set(reply: FastifyReply, token: string): void; clear(reply: FastifyReply): void };
    pendingSignInCookie: { set(reply: FastifyReply, token: string): void; clear(reply: FastifyReply): void };
  }
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): User {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/**
 * Route hook: a visitor gets 401 and an account that may not take `action` gets 403 with the
 * rule's message (core/src/permissions.ts), before the body is validated, so they learn "not
 * allowed" rather than what was wrong with a form they may not send at all. On an address that
 * names a venue (or a court, block or booking of one), a venue's action is checked at that venue
 * too, still before the body (plugins/venue-scope.ts, issue 44).
 */
export function authorize(action: Action, atVenue: VenueRefusal = {}) {
  return async (request: FastifyRequest): Promise<void> => {
    const actor = requireUser(request);
    assertCan(actor, action);
    await refuseAtVenue(request, actor, action, atVenue);
  };
}

/**
 * Route hook for a call on one booking (`/api/bookings/:id/...`) that reads a body: a visitor gets
 * 401 and someone who is no party to the booking 404, before the body is validated (issue 44).
 */
export async function bookingParty(request: FastifyRequest): Promise<void> {
  await refuseNonParty(request, requireUser(request));
}

/**
 * Route hook: refuses visitors before the body is even validated, so a visitor learns "log in"
 * rather than what was wrong with a form they may not send at all.
 */
export async function signedIn(request: FastifyRequest): Promise<void> {
  requireUser(request);
}
