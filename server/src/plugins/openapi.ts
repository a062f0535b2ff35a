import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { SESSION_COOKIE } from "./session";

/**
 * The API's contract, generated from the routes' own zod schemas (server/src/lib/contract.ts):
 * `GET /api/openapi.json` (OpenAPI 3.1) and a readable reference at `/api/docs`. Registered
 * before the routes, so every route is in it; a route without a response schema fails a test.
 */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { appUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Crease API",
        version: "1.0.0",
        description:
          "Book cricket grounds, practice nets and box cricket across India. JSON over HTTPS; money is rupees as " +
          'numeric strings ("1180.00") unless a field says paise; dates are IST calendar dates (YYYY-MM-DD). ' +
          "State-changing calls must come from the app's own origin. Errors are `{ message, errors? }`. " +
          "Realtime updates (notifications, slot changes) arrive on the WebSocket at /ws.",
      },
      servers: [{ url: opts.appUrl }],
      components: {
        securitySchemes: {
          session: {
            type: "apiKey",
            in: "cookie",
            name: SESSION_COOKIE,
            description: "Set by POST /api/auth/login; an httpOnly cookie holding a random session id.",
          },
        },
      },
    },
    // Only the API: pages, images and uploads served as files are not operations.
    transform: (document) =>
      document.url.startsWith("/api/") ? jsonSchemaTransform(document) : { schema: { hide: true }, url: document.url },
  });
  await app.register(swaggerUi, { routePrefix: "/api/docs", staticCSP: false });
  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());
});
