/**
 * The server's way in (decision 015): draws a public page to HTML with the answers it is drawn
 * from, which the browser (main.tsx) takes over without drawing anything different. Built by
 * `vite build --ssr` into web/dist-ssr and loaded by the server (server/src/lib/page-renderer.ts).
 */

import type { Language } from "@crease/core/language";
import { dehydrate } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { setApiTransport } from "@/lib/api-client";
import { collectDeferred, preloadDeferred } from "@/lib/deferred-component";
import { loadEveryCatalogue, showLoadedLanguage } from "@/lib/i18n";
import type { PageState } from "@/lib/page-state";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app";
import { prefetchPage } from "./page-queries";
import { preloadScreens } from "./router";

export { setApiTransport };

// The parts the server draws are loaded once, before the first page.
const deferredReady = preloadDeferred();
// Every page in either language: all the words are loaded once, before the first page.
const wordsReady = loadEveryCatalogue();

/**
 * The page at `href` (path and query) in `language`, as HTML for inside #root, with the state it
 * was drawn from.
 */
export async function renderPage(href: string, language: Language = "en"): Promise<{ html: string; state: PageState }> {
  const url = new URL(href, "http://page.local");
  const queryClient = createQueryClient();
  await Promise.all([
    prefetchPage(queryClient, url),
    preloadScreens({ pathname: url.pathname, search: url.search }),
    deferredReady,
    wordsReady,
  ]);
  // Drawing is synchronous from here: no other page can change the language before it is drawn.
  showLoadedLanguage(language);
  const { result: html, names } = collectDeferred(() =>
    renderToString(
      <App queryClient={queryClient} router={(routes) => <StaticRouter location={href}>{routes}</StaticRouter>} />,
    ),
  );
  return { html, state: { queries: dehydrate(queryClient), deferred: names } };
}
