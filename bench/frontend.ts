/**
 * What the browser needs for the first paint, from the built files in web/dist: the entry
 * script, its modulepreloads and stylesheets from index.html, plus each route's lazy chunk and
 * the chunks Vite preloads with it (`__vite__mapDeps`), and everything any of these imports
 * statically, gzip-compressed. Chunks a page fetches only after its first paint (deferred
 * parts, below the fold) are not counted. And time to the first venue card on / in headless
 * Chromium with the CPU slowed down 4x.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { ROOT } from "./data";

const DIST = path.join(ROOT, "web/dist");

export interface FirstPaintSize {
  route: string;
  files: number;
  jsGzip: number;
  cssGzip: number;
}

const gzipBytes = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;

/** The chunks a built JS file imports statically (`import … from "./x.js"`, `import "./x.js"`, `export … from`), as dist paths. */
function staticImports(file: string): string[] {
  const code = readFileSync(path.join(DIST, file), "utf8");
  const dir = path.posix.dirname(file);
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map(
    (m) => path.posix.join(dir, m[1] as string),
  );
}

/** The files plus every chunk they import statically, transitively. */
function withStaticImports(files: Iterable<string>): Set<string> {
  const all = new Set<string>();
  const visit = (file: string) => {
    if (all.has(file)) return;
    all.add(file);
    if (file.endsWith(".js")) for (const next of staticImports(file)) visit(next);
  };
  for (const file of files) visit(file);
  return all;
}

/** First-paint JS and CSS per route, in gzip bytes. */
export function firstPaintSizes(): FirstPaintSize[] {
  const html = readFileSync(path.join(DIST, "index.html"), "utf8");
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error("no module script in web/dist/index.html");
  const shared = new Set<string>([entry]);
  for (const m of html.matchAll(/<link rel="(?:modulepreload|stylesheet)"[^>]*href="\/([^"]+)"/g))
    shared.add(m[1] as string);

  const entryJs = readFileSync(path.join(DIST, entry), "utf8");
  const depList = /m\.f=(\[[^\]]*\])/.exec(entryJs)?.[1];
  const deps: string[] = depList ? JSON.parse(depList) : [];
  /** A route's lazy chunk and what Vite preloads with it: `import(`./name-hash.js`)…, __vite__mapDeps([…])`. */
  const lazy = (name: string): string[] => {
    const re = new RegExp(
      `import\\(\`\\./(${name}-[\\w-]+\\.js)\`\\)((?:(?!import\\()[^;])*?__vite__mapDeps\\(\\[([\\d,]*)\\]\\))?`,
    );
    const m = re.exec(entryJs);
    if (!m) throw new Error(`no lazy chunk for ${name} in ${entry}`);
    const own = path.posix.join(path.posix.dirname(entry), m[1] as string);
    const listed = (m[3] ?? "")
      .split(",")
      .filter(Boolean)
      .map((i) => deps[Number(i)] as string);
    return [own, ...listed];
  };

  const measure = (route: string, roots: Iterable<string>): FirstPaintSize => {
    const files = withStaticImports(roots);
    let jsGzip = 0;
    let cssGzip = 0;
    for (const file of files) {
      if (file.endsWith(".css")) cssGzip += gzipBytes(file);
      else if (file.endsWith(".js")) jsGzip += gzipBytes(file);
    }
    return { route, files: files.size, jsGzip, cssGzip };
  };
  return [
    measure("/", shared),
    measure("/search", [...shared, ...lazy("search")]),
    measure("/venues/{id}", [...shared, ...lazy("venue-detail")]),
  ];
}

/** Runs in the page before its scripts (plain text: this project's TypeScript has no DOM types). */
const FIRST_CARD_PROBE = `new MutationObserver((_, observer) => {
  if (document.querySelector('article a[href^="/venues/"]')) {
    window.__firstCard = performance.now();
    observer.disconnect();
  }
}).observe(document, { childList: true, subtree: true });`;

/** Milliseconds from navigation start to the first venue card on / (median of `runs` cold loads). */
export async function firstVenueCard(base: string, runs = 3): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      // Record the moment the first card is inserted, in the page's own clock (0 = navigation start).
      await page.addInitScript({ content: FIRST_CARD_PROBE });
      await page.goto(`${base}/`, { waitUntil: "commit" });
      await page.waitForSelector('article a[href^="/venues/"]', { timeout: 30_000 });
      times.push(Number(await page.evaluate("window.__firstCard")));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}
