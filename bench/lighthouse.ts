/**
 * Lighthouse on the public pages, mobile profile with its default throttling (slow 4G, 4x CPU),
 * against the built app (`npm run build` first) on a fresh demo database: prints the four
 * category scores and LCP, TBT and CLS per page, in English and in Hindi (docs/PERFORMANCE.md
 * records them), then axe's serious and critical violations of each page at 390 px (bench/axe.ts;
 * any fails the command). `npm run bench:lighthouse [-- --runs 3] [--port 5399] [--save DIR]`: the median
 * run of each page is printed; `--save` writes every run's full report (JSON) to DIR, to read the
 * audits behind a score. The port may also come from LIGHTHOUSE_PORT.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { type AxeRow, axePages } from "./axe";
import { startServer, stopServer } from "./startup";

const ENGLISH = ["/", "/search?location=Pune", "/venues/1"];
// A page opens in Hindi with `lang=hi` (the server draws it in Hindi and the app keeps it).
const ALL_PAGES = [...ENGLISH, ...ENGLISH.map((page) => `${page}${page.includes("?") ? "&" : "?"}lang=hi`)];

/** The value after `--name` on the command line, if given. */
function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}
const runs = Number(option("runs") ?? 1) || 1;
const port = Number(option("port") ?? process.env.LIGHTHOUSE_PORT ?? 5399);
const saveDir = option("save");
/** `--only venues`: just the pages whose address contains it (a quicker check of one page). */
const only = option("only");
const PAGES = only ? ALL_PAGES.filter((page) => page.includes(only)) : ALL_PAGES;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Row {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * One audit, tried a second time if Lighthouse could not record it: on a loaded machine it now
 * and then loses the trace (NO_NAVSTART), which says nothing about the page.
 */
async function audit(url: string, chromePort: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chromePort,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    if (attempt === 2) throw new Error(`no Lighthouse result for ${url}: ${lhr?.runtimeError?.message}`);
  }
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-lh-"));
  // A demo database of its own, seeded on this first start.
  const server = await startServer({ dataDir, seedDemo: true }, port).catch(async (error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const rows: Row[] = [];
  let axeRows: AxeRow[] = [];
  if (saveDir) mkdirSync(saveDir, { recursive: true });
  try {
    // Warm the server's caches and Chrome itself: the first audit after a cold start is not a page's figure.
    for (const page of PAGES) await (await fetch(`${server.base}${page}`)).text();
    await lighthouse(`${server.base}/`, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
    for (const page of PAGES) {
      const results: Row[] = [];
      for (let i = 0; i < runs; i++) {
        const lhr = await audit(`${server.base}${page}`, chrome.port);
        if (saveDir) {
          const name = `${page.replace(/[^\w]+/g, "_").replace(/^_|_$/g, "") || "home"}-${i + 1}.json`;
          writeFileSync(path.join(saveDir, name), JSON.stringify(lhr));
        }
        results.push({
          page,
          scores: Object.fromEntries(
            CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
          ) as Row["scores"],
          lcpMs: Math.round(lhr.audits["largest-contentful-paint"]?.numericValue ?? 0),
          tbtMs: Math.round(lhr.audits["total-blocking-time"]?.numericValue ?? 0),
          cls: Number((lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)),
        });
      }
      results.sort((a, b) => a.scores.performance - b.scores.performance);
      rows.push(results[Math.floor(results.length / 2)] as Row);
    }
    axeRows = await axePages(chrome.port, server.base, PAGES);
  } finally {
    await chrome.kill();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`Lighthouse ${runs > 1 ? `(median of ${runs}) ` : ""}mobile, default throttling`);
  console.log("page                              perf  a11y  best   seo   LCP ms  TBT ms    CLS");
  for (const r of rows) {
    console.log(
      `${r.page.padEnd(32)} ${String(r.scores.performance).padStart(5)} ${String(r.scores.accessibility).padStart(5)} ${String(
        r.scores["best-practices"],
      ).padStart(
        5,
      )} ${String(r.scores.seo).padStart(5)} ${String(r.lcpMs).padStart(8)} ${String(r.tbtMs).padStart(7)} ${String(r.cls).padStart(6)}`,
    );
  }
  console.log("\naxe (WCAG 2.1 A/AA with Label in Name), 390 px: serious and critical violations");
  for (const r of axeRows) console.log(`${r.page.padEnd(32)} ${String(r.serious).padStart(5)}  ${r.rules.join(" ")}`);
  if (axeRows.some((r) => r.serious > 0)) {
    console.error("axe: the pages above with a count must be fixed (no serious or critical violation is allowed)");
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
