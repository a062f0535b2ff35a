import { AppError, type ErrorBody, type Language, type MessageText } from "@crease/core";
import type { FastifyError, FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isTranslated, serverMessage, translate } from "../i18n";
import { requestLanguage } from "../lib/language";

/** A library's own validation text we have no Hindi for (zod's defaults) reads as this. */
const INVALID_VALUE = serverMessage("This value is not valid");

/**
 * One error handler: every error leaves as `{ message, errors? }` with the right status, in the
 * request's language (the account's, the cookie's, Accept-Language: decision 022).
 * 4xx messages are meant for people; 5xx details stay in the log.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const language = requestLanguage(request);
    const send = (status: number, message: MessageText, errors?: Record<string, MessageText>, fromLibrary = false) =>
      reply.status(status).send(body(language, message, errors, fromLibrary));
    if (error instanceof AppError) {
      if (error.retryAfter) reply.header("Retry-After", String(error.retryAfter));
      const message = error.values ? { message: error.template, values: error.values } : error.template;
      return send(error.status, message, error.errors);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, "").replace(/\//g, ".") || "body";
        errors[field] ??= issue.message ?? "Invalid value";
      }
      const first = Object.values(errors)[0] ?? serverMessage("Invalid request");
      return send(400, first, errors, true);
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return send(413, serverMessage("The request is too large"));
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return send(400, serverMessage("The request body is not valid JSON"));
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      return send(415, serverMessage("Send the request body as JSON (Content-Type: application/json)"));
    }
    if (status === 429) return send(429, serverMessage("Too many requests. Please wait and try again."));
    if (status >= 400 && status < 500) return send(status, error.message || serverMessage("Bad request"));
    request.log.error({ err: error }, "request failed");
    return send(500, serverMessage("Something went wrong on our side. Please try again."));
  });
});

function body(
  language: Language,
  message: MessageText,
  errors: Record<string, MessageText> | undefined,
  fromLibrary: boolean,
): ErrorBody {
  // A schema's default text (zod's "Invalid input: …") has no Hindi: it says so plainly instead.
  const say = (text: MessageText) =>
    fromLibrary && typeof text === "string" && !isTranslated(language, text)
      ? translate(language, INVALID_VALUE)
      : translate(language, text);
  const said = say(message);
  if (!errors || Object.keys(errors).length === 0) return { message: said };
  return {
    message: said,
    errors: Object.fromEntries(Object.entries(errors).map(([field, text]) => [field, say(text)])),
  };
}
