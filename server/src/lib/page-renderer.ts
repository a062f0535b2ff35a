import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
import type { Language } from "@crease/core";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/** What the web app's server entry (web/src/app/entry-server.tsx, built into web/dist-ssr) offers. */
interface WebServerEntry {
  setApiTransport(transport: typeof fetch): void;
  renderPage(href: string, language: Language): Promise<DrawnPage>;
}

/** A page drawn on the server: the HTML inside #root and the state the browser starts from. */
export interface DrawnPage {
  html: string;
  state: unknown;
}

export interface PageRenderer {
  /**
   * The page at `href` drawn as a visitor sees it in `language`, or null when it could not be drawn (the page
   * is then sent undrawn and the browser draws it). `answers` are API answers the server already
   * has (path → body), used instead of asking the API again.
   */
  render(href: string, language: Language, answers?: Record<string, unknown>): Promise<DrawnPage | null>;
}

/**
 * Loads the web app's server entry when it was built (decision 015). The app's API calls made
 * while drawing are answered in-process by this server (`inject`) as to a visitor: no cookie, so a
 * drawn page never carries anyone's own data.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  entryFile: string,
  log: FastifyBaseLogger,
): Promise<PageRenderer | null> {
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  const known = new AsyncLocalStorage<Map<string, unknown>>();

  entry.setApiTransport(async (input, init) => {
    const url = String(input);
    const answer = known.getStore()?.get(url);
    if (answer !== undefined) return Response.json(answer);
    const method = (init?.method ?? "GET") as "GET";
    const reply = await app.inject({ method, url, headers: { accept: "application/json" } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
    }
    const empty = reply.statusCode === 204 || reply.statusCode === 304;
    return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
  });

  return {
    async render(href, language, answers = {}) {
      try {
        return await known.run(new Map(Object.entries(answers)), () => entry.renderPage(href, language));
      } catch (error) {
        log.error({ err: error, url: href }, "the page could not be drawn on the server");
        return null;
      }
    },
  };
}
