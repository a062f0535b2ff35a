// Bundles the server (and the core package it imports) into dist/main.js; npm packages stay
// external and load from node_modules. The SQL migrations are copied beside it.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist", { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: "src/main.ts",
    prepare: "src/prepare.ts",
    seed: "src/db/seed/cli.ts",
    admin: "src/admin-cli.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  logLevel: "warning",
  // Shared code in chunks, and a dynamic import() in its own chunk: the demo data is loaded only
  // when a start seeds.
  splitting: true,
  // Beside the entry points: code that finds files next to itself (migrations, the mail worker,
  // the web app) must see the same directory from any chunk.
  chunkNames: "[name]-[hash]",
  metafile: true,
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

// The server's own code (main.js and what it imports statically) must not carry the demo data or
// its artwork: fail the build if it does.
const outputs = result.metafile.outputs;
const staticClosure = (file, seen = new Set()) => {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const imported of outputs[file]?.imports ?? []) {
    if (imported.kind === "import-statement" && !imported.external) staticClosure(imported.path, seen);
  }
  return seen;
};
const seedInServer = [...staticClosure("dist/main.js")].flatMap((file) =>
  Object.keys(outputs[file]?.inputs ?? {}).filter((input) => /src\/db\/seed\/(?!accounts\.ts)/.test(input)),
);
if (seedInServer.length > 0) {
  console.error(`dist/main.js carries demo data: ${seedInServer.join(", ")}`);
  process.exit(1);
}
// The mail thread's script is loaded by path (new URL("./mail-worker.mjs", import.meta.url)).
cpSync("src/lib/mail-worker.mjs", "dist/mail-worker.mjs");
