import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { createPages } from "./pages";

interface WebOptions {
  webDist: string;
  uploadsDir: string;
  /** The sandbox payment provider is active: every page carries the test-mode ribbon. */
  testMode?: boolean;
  /** Builds each page's head and status from the built index.html (plugins/pages.ts). */
  pages: (indexHtml: string) => ReturnType<typeof createPages>;
}

/**
 * Shown at the top of every page while the sandbox payment provider is active, so nobody takes a
 * test installation for a real one. Plain HTML outside React's root: no script, no extra request.
 * Its look is `.test-mode-ribbon` in web/src/styles/index.css.
 */
export const TEST_MODE_RIBBON = '<div class="test-mode-ribbon" role="note">Test mode: no real money</div>';

/**
 * Serves uploaded images under /uploads, the built React app's files, and every page of the app
 * with its own head and status (plugins/pages.ts), so deep links work and an unknown address is
 * a 404. Unknown /api paths are a JSON 404.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
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
  const builtHtml = hasWeb ? readFileSync(indexFile, "utf8") : undefined;
  const indexHtml = opts.testMode ? builtHtml?.replace("<body>", `<body>${TEST_MODE_RIBBON}`) : builtHtml;
  const pages = indexHtml ? opts.pages(indexHtml) : null;
  if (pages) {
    app.get("/robots.txt", { schema: { hide: true } }, async (_request, reply) =>
      reply.type("text/plain; charset=utf-8").header("Cache-Control", "public, max-age=3600").send(pages.robots()),
    );
    app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type("application/xml; charset=utf-8")
        .header("Cache-Control", "public, max-age=600")
        .send(await pages.sitemap()),
    );
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (url.startsWith("/api/") || url === "/api" || url.startsWith("/uploads/")) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
    }
    if ((request.method === "GET" || request.method === "HEAD") && pages) return pages.page(request, reply);
    return reply.status(404).send({ message: "Not found" });
  });
});
