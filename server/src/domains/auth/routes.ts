import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenAnswerSchema,
  resetTokenQuerySchema,
  secondFactorChallengeSchema,
  userSchema,
} from "@crease/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { answerIn } from "../../i18n";
import { contract } from "../../lib/contract";
import { screenLanguage } from "../../lib/language";
import { requireUser } from "../../plugins/session";
import type { AuthService, RequestMeta } from "./service";

const SECOND_FACTOR_MESSAGE = "We have sent a code to your mobile number. Enter it to finish signing in.";
const LINK_NUMBER_MESSAGE =
  "Administrators confirm every sign-in with a code sent by SMS. Link your mobile number to finish signing in.";
const FORGOT_MESSAGE = "If an account exists for that email, we have sent a link to reset the password.";
const RESET_MESSAGE = "Your password has been reset. You can now log in with your new password.";
const CHANGED_MESSAGE = "Password changed. Other devices have been signed out.";

export function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"], language: screenLanguage(request) };
}

/** HTTP only: parse, call one service function, answer. */
export async function authRoutes(fastify: FastifyInstance, opts: { auth: AuthService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;

  app.post(
    "/api/auth/register",
    {
      schema: {
        ...contract({
          id: "register",
          summary: "Create a player or owner account; sets the session cookie (signed in at once)",
          tag: "accounts",
          audience: "public",
          ok: { 201: userSchema },
          errors: [400, 409, 429],
        }),
        body: registerSchema,
      },
    },
    async (request, reply) => {
      const { user, token } = await auth.register(request.body, meta(request));
      app.sessionCookie.set(reply, token);
      return reply.status(201).send(user);
    },
  );

  app.post(
    "/api/auth/login",
    {
      schema: {
        ...contract({
          id: "login",
          summary:
            "Sign in; sets the session cookie (an admin gets 202: a code by SMS to their number, or, with no number, a session that can only link one)",
          tag: "accounts",
          audience: "public",
          ok: { 200: userSchema, 202: secondFactorChallengeSchema },
          errors: [400, 401, 403, 429],
        }),
        body: loginSchema,
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, meta(request), request.sessionId);
      if ("pendingToken" in result) {
        app.pendingSignInCookie.set(reply, result.pendingToken);
        return reply.status(202).send({ secondFactor: "sms", message: answerIn(request, SECOND_FACTOR_MESSAGE) });
      }
      if ("secondFactor" in result) {
        app.sessionCookie.set(reply, result.token);
        return reply.status(202).send({ secondFactor: "link", message: answerIn(request, LINK_NUMBER_MESSAGE) });
      }
      app.sessionCookie.set(reply, result.token);
      return result.user;
    },
  );

  app.post(
    "/api/auth/logout",
    {
      schema: contract({
        id: "logout",
        summary: "Sign out of this session",
        tag: "accounts",
        audience: "optional",
        ok: { 204: null },
      }),
    },
    async (request, reply) => {
      if (request.sessionId) await auth.logout(request.sessionId);
      app.sessionCookie.clear(reply);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/auth/me",
    {
      schema: contract({
        id: "getMe",
        summary: "The signed-in account",
        tag: "accounts",
        audience: "session",
        ok: { 200: userSchema },
      }),
    },
    async (request) => requireUser(request),
  );

  // The web's session probe: a visitor is an answer (user null), not a 401, so a visitor's
  // browser console stays clean (a failed request is logged there as an error).
  app.get(
    "/api/auth/session",
    {
      schema: contract({
        id: "getSession",
        summary: "Who is signed in: the account, or null for a visitor",
        tag: "accounts",
        audience: "public",
        ok: { 200: z.object({ user: userSchema.nullable() }) },
      }),
    },
    async (request) => ({ user: request.user ?? null }),
  );

  app.post(
    "/api/auth/forgot-password",
    {
      schema: {
        ...contract({
          id: "forgotPassword",
          summary: "Mail a password reset link (the answer is the same whether the account exists or not)",
          tag: "accounts",
          audience: "public",
          ok: { 200: z.object({ message: z.string() }) },
          errors: [400, 429],
        }),
        body: forgotPasswordSchema,
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, meta(request));
      return { message: answerIn(request, FORGOT_MESSAGE) };
    },
  );

  app.get(
    "/api/auth/verify-reset-token",
    {
      schema: {
        ...contract({
          id: "verifyResetToken",
          summary: "Check a reset link before showing the new-password form; lists the numbers that sign in",
          tag: "accounts",
          audience: "public",
          ok: { 200: resetTokenAnswerSchema },
          errors: [400],
        }),
        querystring: resetTokenQuerySchema,
      },
    },
    async (request) => {
      const { email, linkedPhones } = await auth.verifyResetToken(request.query.token);
      return { valid: true, email, linkedPhones };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      schema: {
        ...contract({
          id: "resetPassword",
          summary:
            "Set a new password with a reset link; ends every session and the calendar feed, unlinks the sign-in numbers if asked",
          tag: "accounts",
          audience: "public",
          ok: { 200: z.object({ message: z.string() }) },
          errors: [400, 429],
        }),
        body: resetPasswordSchema,
      },
    },
    async (request) => {
      const { token, password, removeLinkedPhones } = request.body;
      await auth.resetPassword(token, password, removeLinkedPhones);
      return { message: answerIn(request, RESET_MESSAGE) };
    },
  );

  app.post(
    "/api/auth/change-password",
    {
      schema: {
        ...contract({
          id: "changePassword",
          summary:
            "Change the password; signs out other devices, ends the calendar feed, unlinks the sign-in numbers if asked",
          tag: "accounts",
          audience: "session",
          ok: { 200: z.object({ message: z.string() }) },
          errors: [400, 429],
        }),
        body: changePasswordSchema,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await auth.changePassword(user, request.sessionId ?? "", request.body);
      return { message: answerIn(request, CHANGED_MESSAGE) };
    },
  );
}
