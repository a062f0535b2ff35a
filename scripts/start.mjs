#!/usr/bin/env node
// `npm start`: builds the app when the build is missing or older than the sources, then runs
// the server. A second start on an unchanged tree skips the build and is up in about a second.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const outputs = ["web/dist/index.html", "web/dist-ssr/entry-server.js", "server/dist/main.js"].map((file) =>
  path.join(root, file),
);
const sources = [
  "core/src",
  "server/src",
  "web/src",
  "web/index.html",
  "web/vite.config.ts",
  "web/scripts",
  "server/build.mjs",
  "package-lock.json",
];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (built === 0 || changed > built) {
  console.log("Building Crease…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import(path.join(root, "server/dist/main.js"));
