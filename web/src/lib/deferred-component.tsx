import { type ComponentType, type ReactNode, useEffect, useReducer } from "react";

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
  { start = "render", optional = false }: DeferredOptions = {},
) {
  let loaded: ComponentType<P> | null = null;
  let failed = false;
  let failure: unknown;
  let pending: Promise<void> | null = null;

  const preload = (): Promise<void> => {
    pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        failed = true;
        failure = error;
      },
    );
    return pending;
  };

  function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (loaded || failed) return;
      let mounted = true;
      const download = () => {
        void preload().then(() => {
          if (mounted) rerender();
        });
      };
      if (start === "idle" && !pending) {
        const cancelIdle = whenIdle(download);
        return () => {
          mounted = false;
          cancelIdle();
        };
      }
      download();
      return () => {
        mounted = false;
      };
    }, []);
    if (failed && !optional) throw failure;
    const Component = loaded;
    return Component ? <Component {...(props as P)} /> : fallback;
  }

  return Object.assign(Deferred, { preload });
}
