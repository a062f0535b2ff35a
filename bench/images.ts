/**
 * Bytes of venue pictures each public page fetches on its first load, and which stored width each
 * <img> chose (decision 016), against the built app (`npm run build` first) on a fresh demo
 * database, in Debian's Chromium: a 390 × 844 phone at 1× and 3× and a 1366 × 900 desktop.
 * `npm run bench:images` (docs/PERFORMANCE.md records the figures). No scrolling: what the
 * browser fetches before anyone moves, lazy loading included.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { startServer, stopServer } from "./startup";

const PAGES = ["/", "/search?location=Pune", "/venues/1"];
const SCREENS = [
  { name: "390 px 1×", width: 390, height: 844, scale: 1 },
  { name: "390 px 3×", width: 390, height: 844, scale: 3 },
  { name: "1366 px 1×", width: 1366, height: 900, scale: 1 },
];

interface Fetched {
  url: string;
  bytes: number;
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "crease-images-"));
  // A demo database of its own, seeded (and its pictures rendered) on this first start.
  const server = await startServer({ dataDir, seedDemo: true }, 5398).catch(async (error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking"],
  });
  const rows: string[] = [];
  try {
    for (const screen of SCREENS) {
      for (const page of PAGES) {
        const context = await browser.newContext({
          viewport: { width: screen.width, height: screen.height },
          deviceScaleFactor: screen.scale,
        });
        const tab = await context.newPage();
        const fetched: Fetched[] = [];
        tab.on("requestfinished", async (request) => {
          if (request.resourceType() !== "image" || !request.url().includes("/uploads/")) return;
          const sizes = await request.sizes().catch(() => null);
          const bytes = sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0;
          fetched.push({ url: request.url().replace(server.base, ""), bytes });
        });
        await tab.goto(`${server.base}${page}`, { waitUntil: "networkidle" });
        await tab.waitForTimeout(500);
        const images = await tab.$$eval(
          "img",
          (imgs, origin) =>
            imgs
              .filter((img) => img.currentSrc)
              .map((img) => ({
                src: img.currentSrc.replace(origin, ""),
                top: Math.round(img.getBoundingClientRect().top),
                width: Math.round(img.getBoundingClientRect().width),
                loading: img.loading,
                priority: img.getAttribute("fetchpriority") ?? "",
              })),
          server.base,
        );
        await context.close();
        const total = fetched.reduce((sum, f) => sum + f.bytes, 0);
        rows.push(
          `${screen.name.padEnd(11)} ${page.padEnd(22)} ${String(fetched.length).padStart(3)} ${String(total).padStart(9)}`,
        );
        console.log(`\n${screen.name} ${page}: ${fetched.length} pictures, ${total} bytes`);
        for (const f of fetched) console.log(`  fetched ${f.url} ${f.bytes} B`);
        for (const i of images) {
          console.log(`  <img> ${i.width} px wide at ${i.top} px, ${i.loading} ${i.priority}: ${i.src}`);
        }
      }
    }
  } finally {
    await browser.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log("\nscreen      page                   pictures  bytes");
  for (const row of rows) console.log(row);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
