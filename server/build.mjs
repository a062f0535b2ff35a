// Bundles the server (and the core package it imports) into dist/main.js; npm packages stay
// external and load from node_modules. The SQL migrations are copied beside it.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
await build({
  entryPoints: { main: "src/main.ts", seed: "src/db/seed/cli.ts", admin: "src/admin-cli.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  plugins: [
    {
      name: "external-packages-except-core",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith("@crease/") ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync("src/db/migrations", "dist/migrations", { recursive: true });
// The mail thread's script is loaded by path (new URL("./mail-worker.mjs", import.meta.url)).
cpSync("src/lib/mail-worker.mjs", "dist/mail-worker.mjs");
