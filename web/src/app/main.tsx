import "./zod-jitless";
import "./boot";
import "@/styles/index.css";
import { hydrate } from "@tanstack/react-query";
import { startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { preloadDeferred } from "@/lib/deferred-component";
import { startLanguage } from "@/lib/i18n";
import { readPageState } from "@/lib/page-state";
import { markTakenOver } from "@/lib/page-takeover";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app";
import { BrowserRouter } from "./browser-router";
import { preloadScreens } from "./router";
import { preloadHome } from "./routes/home";

const container = document.getElementById("root");
if (!container) throw new Error("The #root element is missing from index.html");

const queryClient = createQueryClient();
const app = (
  <App
    queryClient={queryClient}
    router={(routes) => <BrowserRouter preload={preloadScreens}>{routes}</BrowserRouter>}
  />
);

if (window.location.pathname === "/") preloadHome();
// The page's language (the server's choice, in <html lang>) with the shell's words: at once in
// English, one small download in Hindi, started before anything waits for it.
const language = startLanguage();

// A page the server drew (decision 015) is taken over: the app starts from the answers it was
// drawn from and, once the code of what it drew is here, draws the same over it. Any other page
// is drawn here from scratch.
const page = readPageState();
if (page && container.firstElementChild) {
  hydrate(queryClient, page.queries);
  const location = { pathname: window.location.pathname, search: window.location.search };
  void Promise.all([preloadScreens(location), preloadDeferred(page.deferred), language])
    // Named parts inside a screen are known once the screen's code has run.
    .then(() => preloadDeferred(page.deferred))
    // As a transition, so the shell outside the screen's <Suspense> (router, providers, top bar)
    // is taken over a piece at a time too, like the screen inside it: outside one, React takes
    // over at default priority, in one go (measured: a 150 ms task on a phone-speed CPU).
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  markTakenOver();
  void language.then(() => createRoot(container).render(app));
}
