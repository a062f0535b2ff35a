import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Serves uploaded images under /uploads and the built React app for every other path
 * (SPA fallback, so deep links work). Unknown /api paths are a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { webDist: string; uploadsDir: string }) => {
  mkdirSync(opts.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
    maxAge: "7d",
    immutable: true,
  });

  const indexFile = path.join(opts.webDist, "index.html");
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: "/",
      index: false,
      wildcard: false,
      // Hashed assets can be cached for a year; index.html never.
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header("Cache-Control", "public, max-age=31536000, immutable");
        }
      },
    });
  }
  const indexHtml = hasWeb ? readFileSync(indexFile, "utf8") : undefined;

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api/") || url === "/api" || url.startsWith("/uploads/")) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
    }
    if ((request.method === "GET" || request.method === "HEAD") && indexHtml) {
      return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(indexHtml);
    }
    return reply.status(404).send({ message: "Not found" });
  });
});
