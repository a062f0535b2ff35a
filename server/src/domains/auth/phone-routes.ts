import {
  linkPhoneSchema,
  PHONE_CODE,
  phoneCodeRequestSchema,
  phoneCodeSentSchema,
  phoneSignedInSchema,
  phoneSignInSchema,
  secondFactorSchema,
  userSchema,
} from "@crease/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { contract } from "../../lib/contract";
import { requestLanguage } from "../../lib/language";
import { PENDING_SIGN_IN_COOKIE, requireUser } from "../../plugins/session";
import { meta } from "./routes";
import type { AuthService } from "./service";

/** Signing in with a mobile number, linking one, and the admin's second factor. HTTP only. */
export async function phoneRoutes(fastify: FastifyInstance, opts: { auth: AuthService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;

  app.post(
    "/api/auth/otp/request",
    {
      schema: {
        ...contract({
          id: "requestPhoneCode",
          summary: `Send a ${PHONE_CODE.length}-digit code by SMS (the answer is the same whether the number has an account or not)`,
          tag: "accounts",
          audience: "public",
          ok: { 202: phoneCodeSentSchema },
          errors: [400, 429],
        }),
        body: phoneCodeRequestSchema,
      },
    },
    async (request, reply) =>
      reply.status(202).send(await auth.requestPhoneCode(request.body.phone, request.ip, requestLanguage(request))),
  );

  app.post(
    "/api/auth/otp/verify",
    {
      schema: {
        ...contract({
          id: "signInWithPhoneCode",
          summary:
            "Sign in (or sign up, with a name) with the code sent by SMS; sets the session cookie; accountCreated says whether it made the account",
          tag: "accounts",
          audience: "public",
          ok: { 200: phoneSignedInSchema },
          errors: [400, 401, 403, 409],
        }),
        body: phoneSignInSchema,
      },
    },
    async (request, reply) => {
      const { user, token, created } = await auth.signInWithCode(request.body, meta(request), request.sessionId);
      app.sessionCookie.set(reply, token);
      return { ...user, accountCreated: created };
    },
  );

  app.post(
    "/api/auth/login/verify",
    {
      schema: {
        ...contract({
          id: "finishSecondFactor",
          summary: "An admin's sign-in: the code sent by SMS after the password; sets the session cookie",
          tag: "accounts",
          audience: "public",
          ok: { 200: userSchema },
          errors: [400, 401],
        }),
        body: secondFactorSchema,
      },
    },
    async (request, reply) => {
      const pending = request.cookies[PENDING_SIGN_IN_COOKIE];
      const { user, token } = await auth.finishSecondFactor(
        pending,
        request.body.code,
        meta(request),
        request.sessionId,
      );
      app.pendingSignInCookie.clear(reply);
      app.sessionCookie.set(reply, token);
      return user;
    },
  );

  app.post(
    "/api/users/me/phone",
    {
      schema: {
        ...contract({
          id: "linkPhone",
          summary:
            "Link a mobile number proven by the code sent to it, with the password (or a code to the number linked now); mails the account",
          tag: "users",
          audience: "session",
          ok: { 200: userSchema },
          errors: [400, 401, 409],
        }),
        body: linkPhoneSchema,
      },
    },
    async (request) => auth.linkPhone(requireUser(request), request.sessionId, request.body),
  );
}
