import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  notificationPreferencesSchema,
  registerSchema,
  resetPasswordSchema,
  resetTokenQuerySchema,
  updateProfileSchema,
} from "@crease/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { requireUser, signedIn } from "../../plugins/session";
import type { AuthService, RequestMeta } from "./service";

const FORGOT_MESSAGE = "If an account exists for that email, we have sent a link to reset the password.";

function meta(request: FastifyRequest): RequestMeta {
  return { ip: request.ip, userAgent: request.headers["user-agent"] };
}

/** HTTP only: parse, call one service function, answer. */
export async function authRoutes(fastify: FastifyInstance, opts: { auth: AuthService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth } = opts;

  app.post("/api/auth/register", { schema: { body: registerSchema } }, async (request, reply) => {
    const user = await auth.register(request.body, meta(request));
    return reply.status(201).send(user);
  });

  app.post("/api/auth/login", { schema: { body: loginSchema } }, async (request, reply) => {
    const { user, token } = await auth.login(request.body, meta(request), request.sessionId);
    app.sessionCookie.set(reply, token);
    return user;
  });

  app.post("/api/auth/logout", async (request, reply) => {
    if (request.sessionId) await auth.logout(request.sessionId);
    app.sessionCookie.clear(reply);
    return reply.status(204).send();
  });

  app.get("/api/auth/me", async (request) => requireUser(request));

  app.post("/api/auth/forgot-password", { schema: { body: forgotPasswordSchema } }, async (request) => {
    await auth.forgotPassword(request.body.email, meta(request));
    return { message: FORGOT_MESSAGE };
  });

  app.get("/api/auth/verify-reset-token", { schema: { querystring: resetTokenQuerySchema } }, async (request) => {
    const { email } = await auth.verifyResetToken(request.query.token);
    return { valid: true, email };
  });

  app.post("/api/auth/reset-password", { schema: { body: resetPasswordSchema } }, async (request) => {
    await auth.resetPassword(request.body.token, request.body.password);
    return { message: "Your password has been reset. You can now log in with your new password." };
  });

  app.post("/api/auth/change-password", { schema: { body: changePasswordSchema } }, async (request) => {
    const user = requireUser(request);
    await auth.changePassword(user, request.sessionId ?? "", request.body.currentPassword, request.body.newPassword);
    return { message: "Password changed. Other devices have been signed out." };
  });

  app.get("/api/users/me/notification-preferences", { onRequest: signedIn }, async (request) =>
    auth.notificationPreferences(requireUser(request)),
  );

  app.put(
    "/api/users/me/notification-preferences",
    { onRequest: signedIn, schema: { body: notificationPreferencesSchema } },
    async (request) => auth.setNotificationPreferences(requireUser(request), request.body),
  );

  app.post("/api/users/me/become-owner", { onRequest: signedIn }, async (request) =>
    auth.becomeOwner(requireUser(request)),
  );

  app.patch("/api/users/me", { schema: { body: updateProfileSchema } }, async (request) => {
    const user = requireUser(request);
    return auth.updateProfile(user, request.body);
  });
}
