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
 * The web app's server entry when it was built (decision 015), loaded only when first needed:
 * its import (React, the router, the query client: about a hundred files) is a large part of a
 * start, and a server can answer before it. A listening server starts the import once it
 * listens (`onListen`) and never makes a visitor wait for it: until it is in, a page is sent
 * undrawn and the browser draws it, as when the entry was not built. An app used in-process
 * without a socket (`inject`, the tests) loads it at its first page and draws that page.
 *
 * The app's API calls made while drawing are answered in-process by this server (`inject`) as
 * to a visitor: no cookie, so a drawn page never carries anyone's own data.
 *
 * Pages are drawn one at a time, so the answers of the page being drawn can sit in one variable
 * that the app's API calls read. An AsyncLocalStorage kept them apart for drawings side by side
 * once, but on Node 20 its first use turns on promise hooks for the rest of the process: every
 * promise of every request (a booking's as much as a page's) then paid about 0.15 µs more
 * (docs/performance-diary.md, "A page drawing taxed every promise"). A page is drawn at most once a
 * minute per address (lib/drawn-pages.ts), so waiting in line costs a visitor little. A drawing
 * that hangs holds the line for LINE_WAIT_MS at most: the next one then starts beside it. Two
 * drawings side by side still draw the right pages (an answer missing from `known` is asked of the
 * API in-process); the second may only count a view twice. With LINE_LENGTH drawings already
 * waiting (a flood of addresses never asked before), a page is sent undrawn, as while the entry
 * loads, rather than after all of them.
 */
export function createPageRenderer(
  app: FastifyInstance,
  entryFile: string,
  log: FastifyBaseLogger,
): PageRenderer | null {
  if (!existsSync(entryFile)) return null;
  /** The answers of the page being drawn (path → body), null between drawings. */
  let known: Map<string, unknown> | null = null;
  /** The drawing before the next one in line: each waits for it to end. */
  let line: Promise<unknown> = Promise.resolve();
  /** Drawings asked for and not yet begun. */
  let waiting = 0;
  let entry: WebServerEntry | undefined;
  let loading: Promise<WebServerEntry | undefined> | undefined;

  const load = (): Promise<WebServerEntry | undefined> => {
    loading ??= import(pathToFileURL(entryFile).href).then(
      (loaded: WebServerEntry) => {
        loaded.setApiTransport((input, init) => answerInProcess(app, known, input, init));
        entry = loaded;
        return loaded;
      },
      (error: unknown) => {
        log.error({ err: error }, "the web app's server entry could not be loaded: pages are drawn in the browser");
        return undefined;
      },
    );
    return loading;
  };
  app.addHook("onListen", async () => {
    void load();
  });

  return {
    async render(href, language, answers = {}) {
      let ready = entry;
      if (!ready) {
        // A visitor never waits for the import: the page goes undrawn while it goes on.
        if (app.server.listening) {
          void load();
          return null;
        }
        ready = await load();
        if (!ready) return null;
      }
      if (waiting >= LINE_LENGTH) return null;
      waiting += 1;
      const drawing = Promise.race([line, lineWait()]).then(async () => {
        waiting -= 1;
        known = new Map(Object.entries(answers));
        try {
          return await ready.renderPage(href, language);
        } finally {
          known = null;
        }
      });
      line = drawing.catch(() => undefined);
      try {
        return await drawing;
      } catch (error) {
        log.error({ err: error, url: href }, "the page could not be drawn on the server");
        return null;
      }
    },
  };
}

/** How long a drawing waits for the one before it, at most (a drawing takes milliseconds). */
export const LINE_WAIT_MS = 2000;
/** How many drawings may wait in line; past them a page goes undrawn and the browser draws it. */
export const LINE_LENGTH = 16;

const lineWait = () => new Promise<void>((resolve) => setTimeout(resolve, LINE_WAIT_MS).unref());

/** One API call of the drawing app, answered by this server without a cookie (or from `known`). */
async function answerInProcess(
  app: FastifyInstance,
  known: Map<string, unknown> | null,
  input: Parameters<typeof fetch>[0],
  init: Parameters<typeof fetch>[1],
): Promise<Response> {
  const url = String(input);
  const answer = known?.get(url);
  if (answer !== undefined) return Response.json(answer);
  const method = (init?.method ?? "GET") as "GET";
  const reply = await app.inject({ method, url, headers: { accept: "application/json" } });
  const headers = new Headers();
  for (const [name, value] of Object.entries(reply.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : String(value));
  }
  const empty = reply.statusCode === 204 || reply.statusCode === 304;
  return new Response(empty ? null : reply.rawPayload, { status: reply.statusCode, headers });
}
