import { brotliCompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
import type { Language } from "@crease/core";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { DrawnPage, PageRenderer } from "./page-renderer";
import { nextMinute, type ReadCache } from "./read-cache";

/**
 * A public page ready to send, compressed once for every visitor. Its HTML is not kept beside
 * (a drawn page is about 70 KB, seven times its Brotli): the rare visitor whose client takes
 * neither gets it unzipped from the gzip copy. Kept, the HTML was three quarters of each page's
 * memory in the read cache.
 */
export interface ServedPage {
  br: Buffer;
  gzip: Buffer;
}

/**
 * Public pages as every visitor sees them (decision 015), from the read cache: drawing costs
 * milliseconds of the server's time, compressing a 60 KB page about as much again, and the same
 * page is asked for by everyone. A page depends on every venue (a search page, ratings) and on
 * the time (today's date), so any change or the next minute makes it be drawn again. One copy
 * per language (decision 022).
 */
export function createDrawnPages(deps: { renderer: PageRenderer | null; cache: ReadCache }) {
  return {
    /**
     * The page at `href` in `language`: drawn with `answers` (API answers the server already has), made whole
     * by `complete` (its head around it). Null when it cannot be drawn (then sent undrawn).
     */
    async served(
      href: string,
      language: Language,
      answers: Record<string, unknown> | undefined,
      complete: (drawn: DrawnPage) => string,
    ): Promise<ServedPage | null> {
      const { renderer } = deps;
      if (!renderer) return null;
      return deps.cache.read(`page:${language}:${href}`, "any", async () => {
        const drawn = await renderer.render(href, language, answers);
        // A page that could not be drawn is tried again on the next request.
        if (!drawn) return { value: null, validUntil: 0, bytes: 0 };
        const html = complete(drawn);
        // Middle levels: a few milliseconds once a minute, within a few per cent of the best.
        // On the main thread, not libuv's pool: each pool thread that compresses keeps a malloc
        // arena of its own, resident for the life of the process (docs/PERFORMANCE.md, "RSS").
        const br = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
        const gz = gzipSync(html, { level: 6 });
        return {
          value: { br, gzip: gz },
          validUntil: nextMinute(Date.now()),
          bytes: br.length + gz.length + 512,
        };
      });
    },
  };
}

/** Sends a served page in the encoding the browser accepts best. */
export function sendServed(request: FastifyRequest, reply: FastifyReply, page: ServedPage): FastifyReply {
  // The language follows the cookie and Accept-Language (decision 022).
  reply.header("Vary", "Accept-Encoding, Accept-Language, Cookie");
  const encoding = negotiate(request.headers["accept-encoding"] ?? "", ["br", "gzip"]);
  if (encoding === "br" || encoding === "gzip") return reply.header("Content-Encoding", encoding).send(page[encoding]);
  return reply.send(gunzipSync(page.gzip).toString("utf8"));
}
