import { AppError, type ErrorBody } from "@crease/core";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";

/**
 * One error handler: every error leaves as `{ message, errors? }` with the right status.
 * 4xx messages are meant for people; 5xx details stay in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header("Retry-After", String(error.retryAfter));
      return reply.status(error.status).send(body(error.message, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(errors)[0] ?? "Invalid request";
      return reply.status(400).send(body(first, errors));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return reply.status(413).send(body("The request is too large"));
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.status(400).send(body("The request body is not valid JSON"));
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return reply.status(415).send(body("Send the request body as JSON (Content-Type: application/json)"));
    }
    if (status === 429) {
      return reply.status(429).send(body("Too many requests. Please wait and try again."));
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(error.message || "Bad request"));
    }
    request.log.error({ err: error }, "request failed");
    return reply.status(500).send(body("Something went wrong on our side. Please try again."));
  });
});

function body(message: string, errors?: Record<string, string>): ErrorBody {
  return errors && Object.keys(errors).length > 0 ? { message, errors } : { message };
}
