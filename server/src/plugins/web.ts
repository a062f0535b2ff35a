import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGES, type Language } from "@crease/core";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { translate } from "../i18n";
import { createPageRenderer, type PageRenderer } from "../lib/page-renderer";
import type { createPages } from "./pages";

interface WebOptions {
  webDist: string;
  uploadsDir: string;
  /** The sandbox payment provider is active: every page carries the test-mode ribbon. */
  testMode?: boolean;
  /** Builds each page's head, status and content from the built index.html in each language (plugins/pages.ts). */
  pages: (indexHtml: Record<Language, string>, renderer: PageRenderer | null) => ReturnType<typeof createPages>;
}

/**
 * Shown at the top of every page while the sandbox payment provider is active, so nobody takes a
 * test installation for a real one. Plain HTML outside React's root: no script, no extra request.
 * Its look is `.test-mode-ribbon` in web/src/styles/index.css. In the page's language; the web
 * app says it again in the visitor's new language when they switch (web/src/lib/i18n/language.ts).
 */
export function testModeRibbon(language: Language): string {
  return `<div class="test-mode-ribbon" role="note">${translate(language, "Test mode: no real money")}</div>`;
}

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
    // The hashed scripts, styles and images (about 300 files with their .br and .gz) behind one
    // wildcard route: a route per file cost about 0.1 s of every start (docs/performance-diary.md). A
    // file that is not there answers the plain 404, not a page.
    await app.register(fastifyStatic, {
      root: path.join(opts.webDist, "assets"),
      prefix: "/assets/",
      index: false,
      wildcard: true,
      decorateReply: false,
      // The build writes .br and .gz beside each script and style sheet (web/scripts/precompress.mjs).
      preCompressed: true,
      // Hashed assets can be cached for a year.
      setHeaders(res) {
        res.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
    // The few files at the top (the icon): a route each, beside the pages' catch-all below.
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: "/",
      index: false,
      wildcard: false,
      globIgnore: ["assets/**"],
      preCompressed: true,
    });
  }
  const builtHtml = hasWeb ? readFileSync(indexFile, "utf8") : undefined;
  // One copy per language: the ribbon is outside the page the app draws, so it is said here.
  const indexHtml = builtHtml
    ? (Object.fromEntries(
        LANGUAGES.map((language) => [
          language,
          opts.testMode ? builtHtml.replace("<body>", () => `<body>${testModeRibbon(language)}`) : builtHtml,
        ]),
      ) as Record<Language, string>)
    : undefined;
  // The web app's server entry, built beside the app (web/dist-ssr), draws the public pages; it
  // is loaded after the server listens (lib/page-renderer.ts).
  const renderer = indexHtml
    ? createPageRenderer(app, path.join(opts.webDist, "..", "dist-ssr", "entry-server.js"), app.log)
    : null;
  const pages = indexHtml ? opts.pages(indexHtml, renderer) : null;
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

  const isApiOrUpload = (url: string) => url.startsWith("/api/") || url === "/api" || url.startsWith("/uploads/");
  if (pages) {
    // Every other address is a page of the app (a route, so its HTML travels compressed).
    app.get("/*", { schema: { hide: true } }, async (request, reply) =>
      isApiOrUpload(request.url.split("?")[0] ?? "") ? reply.callNotFound() : pages.page(request, reply),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split("?")[0] ?? "";
    if (isApiOrUpload(url)) return reply.status(404).send({ message: `Not found: ${request.method} ${url}` });
    return reply.status(404).send({ message: "Not found" });
  });
});
