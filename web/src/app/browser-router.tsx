import {
  type ComponentType,
  createContext,
  type ReactNode,
  startTransition,
  use,
  useContext,
  useEffect,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
} from "react";
import { flushSync } from "react-dom";
import {
  type Location,
  type NavigationType,
  type Navigator,
  type Path,
  parsePath,
  Router,
  type To,
  UNSAFE_createBrowserHistory,
} from "react-router";

/*
 * React Router's declarative mode (its data router costs some 15 KB gzip on every page, decision
 * 010) with the three things this app used from the data router rebuilt on top:
 * - navigations render in a transition (the old screen stays while a lazy screen's code
 *   downloads), except `navigate(to, { flushSync: true })`, which updates the DOM at once;
 * - scroll restoration: top of the page on new navigations, the saved position on Back/Forward
 *   and reload, nothing for `preventScrollReset` navigations;
 * - lazily loaded screens: as with the data router's `lazy` routes, a push or replace to a screen
 *   whose code is not there yet changes the address only once the code has arrived (or failed:
 *   the error page then shows), and `useScreenLoading()` is true meanwhile.
 */

interface NavigationState {
  action: NavigationType;
  location: Location;
  preventScrollReset: boolean;
}

const NavigationStateContext = createContext<NavigationState | null>(null);

/** Where scroll positions outlive a reload (the data router's own key, so saved ones carry over). */
const SCROLL_STORAGE_KEY = "react-router-scroll-positions";
const scrollPositions: Record<string, number> = readSavedPositions();

function readSavedPositions(): Record<string, number> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? "{}");
    return saved && typeof saved === "object" ? saved : {};
  } catch {
    return {};
  }
}

const scrollKey = (location: Location) => location.key;

interface NavigateOpts {
  flushSync?: boolean;
  preventScrollReset?: boolean;
}

/**
 * The app's router: `<BrowserRouter>` plus flushSync navigations and what scroll restoration
 * needs. `preload` returns a promise when the screens at a path still need their code.
 */
export function BrowserRouter({
  children,
  preload,
}: {
  children: ReactNode;
  preload: (path: Partial<Path>) => Promise<void> | null;
}) {
  const [{ history, navigator }] = useState(() => {
    const history = UNSAFE_createBrowserHistory({ window, v5Compat: true });
    // The options of the navigation under way, read by the history listener it triggers.
    let pending: NavigateOpts | undefined;
    // Only the latest navigation goes ahead once its code is there.
    let latest = 0;
    const go = (to: To, change: () => void, opts: NavigateOpts | undefined) => {
      const id = ++latest;
      const run = () => {
        if (id !== latest) return;
        pending = opts;
        try {
          change();
        } finally {
          pending = undefined;
        }
      };
      const waiting = preload(typeof to === "string" ? parsePath(to) : to);
      if (waiting) void waiting.then(run);
      else run();
    };
    const navigator: Navigator & { takeOptions: () => NavigateOpts | undefined; cancel: () => void } = {
      createHref: (to) => history.createHref(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, state, opts) => go(to, () => history.push(to, state), opts),
      replace: (to, state, opts) => go(to, () => history.replace(to, state), opts),
      takeOptions: () => pending,
      cancel: () => {
        latest++;
      },
    };
    return { history, navigator };
  });
  const [state, setState] = useState<NavigationState>(() => ({
    action: history.action,
    location: history.location,
    preventScrollReset: false,
  }));

  useLayoutEffect(() => {
    let current = history.location;
    return history.listen(({ action, location }) => {
      // Remember where the page being left was scrolled to, for Back/Forward.
      scrollPositions[scrollKey(current)] = window.scrollY;
      current = location;
      const opts = navigator.takeOptions();
      // Back/Forward wins over a push still waiting for its code.
      if (action === "POP") navigator.cancel();
      const next = { action, location, preventScrollReset: opts?.preventScrollReset === true };
      if (opts?.flushSync) flushSync(() => setState(next));
      else startTransition(() => setState(next));
    });
  }, [history, navigator]);

  useEffect(() => {
    window.history.scrollRestoration = "manual";
    const save = () => {
      scrollPositions[scrollKey(history.location)] = window.scrollY;
      try {
        sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(scrollPositions));
      } catch {
        // Private mode or a full storage: positions are then kept for this page load only.
      }
      window.history.scrollRestoration = "auto";
    };
    window.addEventListener("pagehide", save);
    return () => {
      window.removeEventListener("pagehide", save);
      window.history.scrollRestoration = "auto";
    };
  }, [history]);

  return (
    <NavigationStateContext.Provider value={state}>
      <Router location={state.location} navigationType={state.action} navigator={navigator}>
        {children}
      </Router>
    </NavigationStateContext.Provider>
  );
}

/**
 * Scrolls when a navigation is on screen: to the saved position on Back/Forward (and reload), to
 * the `#hash` element, else to the top unless the navigation asked `preventScrollReset`.
 */
export function ScrollRestoration() {
  const state = useContext(NavigationStateContext);
  useLayoutEffect(() => {
    if (!state) return;
    const { action, location, preventScrollReset } = state;
    const saved = scrollPositions[scrollKey(location)];
    if (action === "POP" && typeof saved === "number") {
      window.scrollTo(0, saved);
      return;
    }
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventScrollReset) return;
    window.scrollTo(0, 0);
  }, [state]);
  return null;
}

// Lazily loaded screens whose code is on its way.
let screensLoading = 0;
const loadingListeners = new Set<() => void>();
const setScreensLoading = (change: number) => {
  screensLoading += change;
  // Loads start while React renders: tell the subscribers afterwards.
  queueMicrotask(() => {
    for (const listener of loadingListeners) listener();
  });
};
const subscribeLoading = (listener: () => void) => {
  loadingListeners.add(listener);
  return () => loadingListeners.delete(listener);
};

/** True while the code of a lazily loaded screen is downloading. */
export function useScreenLoading(): boolean {
  return useSyncExternalStore(
    subscribeLoading,
    () => screensLoading > 0,
    () => false,
  );
}

/**
 * A screen in its own chunk (a module exporting `Component`): drawn at once when its code is
 * there, else suspends until it arrives (a failed download is thrown to the error page).
 */
export function lazyScreen(load: () => Promise<{ Component: ComponentType }>) {
  let loaded: ComponentType | null = null;
  let failed = false;
  let failure: unknown;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    if (loading) return loading;
    setScreensLoading(1);
    loading = load().then(
      (module) => {
        loaded = module.Component;
        setScreensLoading(-1);
      },
      (error: unknown) => {
        failed = true;
        failure = error;
        setScreensLoading(-1);
      },
    );
    return loading;
  };
  function LazyScreen() {
    if (!loaded && !failed) use(preload());
    if (failed) throw failure;
    const Screen = loaded as ComponentType;
    return <Screen />;
  }
  return Object.assign(LazyScreen, {
    /** Null when the code is already there (or failed), else the download. */
    preload: () => (loaded || failed ? null : preload()),
  });
}
