import { type ComponentType, type ReactNode, useEffect, useSyncExternalStore } from "react";

/** Runs `callback` once the browser has nothing more urgent to do (at the latest after 2 s). */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

interface DeferredOptions {
  /**
   * When the download starts once the component is first drawn: at once (`render`, the
   * default), or when the browser is idle (`idle`), for parts below the fold that should not
   * compete with what the page is busy showing.
   */
  start?: "render" | "idle";
  /**
   * What a failed download means. By default it is thrown to the nearest error boundary, as
   * React.lazy does; `optional` parts (a toaster, a footer) are simply left out instead.
   */
  optional?: boolean;
  /**
   * A name makes the part drawn by the server when a page is drawn there (app/entry-server.tsx):
   * the page lists the names it drew and the browser loads their code before it takes the page
   * over, so both draw the same. Parts without a name are drawn only in the browser, after the
   * page is taken over (the server and the first browser render show the fallback).
   */
  ssr?: string;
}

/** The parts the server may draw, by name (the browser loads these before hydrating). */
const drawnOnServer = new Map<string, { preload: () => Promise<void> }>();
/** Names drawn while the server renders a page: collected by app/entry-server.tsx. */
let drawnNames: Set<string> | null = null;

/** Collects the names of the server-drawn parts that `render` draws. */
export function collectDeferred<T>(render: () => T): { result: T; names: string[] } {
  drawnNames = new Set();
  try {
    const result = render();
    return { result, names: [...drawnNames] };
  } finally {
    drawnNames = null;
  }
}

/** Loads the code of the named parts (the server: all of them; the browser: those a page drew). */
export function preloadDeferred(names: Iterable<string> = drawnOnServer.keys()): Promise<void> {
  return Promise.all([...names].map((name) => drawnOnServer.get(name)?.preload())).then(() => undefined);
}

/**
 * A component whose code comes in its own chunk, for parts of a page that are not needed for
 * its first paint: below the fold, or waiting for data anyway. Unlike React.lazy it draws the
 * component at once when the code is already there, so with `preload()` started early (in
 * parallel with the page's requests) there is no fallback frame at all; until the code arrives
 * it draws `fallback` (nothing by default).
 */
export function deferredComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { start = "render", optional = false, ssr }: DeferredOptions = {},
) {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  let failure: unknown;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const preload = (): Promise<void> => {
    pending ??= load()
      .then(
        (component) => {
          loaded = component;
        },
        (error: unknown) => {
          failed = true;
          failure = error;
        },
      )
      .then(() => {
        for (const listener of listeners) listener();
      });
    return pending;
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const settled = () => loaded !== null || failed;
  if (ssr) drawnOnServer.set(ssr, { preload });

  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    // On the server and while the browser takes over its page, only a named part that the
    // server had loaded counts as there (see `ssr`): the two then draw alike.
    const ready = useSyncExternalStore(subscribe, settled, () => (ssr ? loaded !== null : false));
    useEffect(() => {
      if (settled()) return;
      if (start === "idle" && !pending) return whenIdle(() => void preload());
      void preload();
    }, []);
    if (ready && ssr && drawnNames) drawnNames.add(ssr);
    if (ready && failed && !optional) throw failure;
    const Component = ready ? loaded : null;
    return Component ? <Component {...(props as P)} /> : fallback;
  }

  return Object.assign(Deferred, { preload });
}
