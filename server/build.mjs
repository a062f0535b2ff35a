// Bundles the server (and the core package it imports) into dist/main.js; npm packages stay
// external and load from node_modules. The SQL migrations are copied beside it.
import { cpSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { build } from "esbuild";

// Packages that stay in node_modules: native code or WASM, files found beside the package at run
// time, worker threads loaded by path, optional native helpers. Everything else is pure
// JavaScript and is bundled in: start-up then reads a few files instead of hundreds.
const KEEP_EXTERNAL = new Set([
  "@electric-sql/pglite", // WASM and data files beside its code
  "@node-rs/argon2", // native
  "sharp", // native
  "pdfkit", // reads its fonts' metrics (.afm files) from beside its code
  "@fastify/swagger-ui", // serves its own static files from its directory
  "pino", // its transports (pino-pretty in development) run in a worker thread loaded by path
  "pino-pretty",
  "pg-native", // optional native driver pg tries
  "bufferutil", // optional native helpers ws tries
  "utf-8-validate",
  // @fastify/cookie loads it with import(): Node gives a CommonJS package's named exports to
  // import(), a bundled chunk only its default, and every Set-Cookie would throw.
  "cookie",
]);

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
  // Without comments and indentation: V8 keeps each loaded file's text in the heap, and a file
  // with one character past Latin-1 (a "—", "…" or Hindi word in a comment) is kept at two bytes
  // a character. The server's largest chunk was 3.9 MB kept as 7.7 MB; it is now 2.6 MB of
  // one-byte text, and there is less to read at each start (docs/PERFORMANCE.md). Names stay, so
  // a stack trace still names its functions; `node --enable-source-maps` maps it to the source.
  minifyWhitespace: true,
  logLevel: "warning",
  // Shared code in chunks, and a dynamic import() in its own chunk: the demo data is loaded only
  // when a start seeds.
  splitting: true,
  // Beside the entry points: code that finds files next to itself (migrations, the mail worker,
  // the web app) must see the same directory from any chunk.
  chunkNames: "[name]-[hash]",
  metafile: true,
  // The bundled CommonJS packages call require() for Node's own modules; an ES module has none.
  banner: {
    js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
  },
  plugins: [
    {
      name: "external-packages-with-files",
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith("node:")) return { path: args.path, external: true };
          const name = args.path.startsWith("@") ? args.path.split("/").slice(0, 2).join("/") : args.path.split("/")[0];
          return KEEP_EXTERNAL.has(name) ? { path: args.path, external: true } : undefined;
        });
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
// Every built file stays one-byte text in V8 (see minifyWhitespace above). esbuild escapes what
// it can; a character past Latin-1 that it cannot (in a tagged template such as sql`…`) would
// double the heap its whole file takes: fail the build and name it.
const wide = Object.keys(outputs)
  .filter((file) => file.endsWith(".js"))
  .flatMap((file) => {
    const at = readFileSync(file, "utf8").search(/[\u0100-\u{10ffff}]/u);
    return at === -1 ? [] : [`${file} (character ${at})`];
  });
if (wide.length > 0) {
  console.error(`characters past Latin-1 in the built server, write them as \\u escapes: ${wide.join(", ")}`);
  process.exit(1);
}
// The mail thread's script is loaded by path (new URL("./mail-worker.mjs", import.meta.url)).
cpSync("src/lib/mail-worker.mjs", "dist/mail-worker.mjs");
// The PDFs' font (src/lib/pdf-table.ts reads dist/fonts once built, decision 030): the two faces
// used, about 220 KB each, with the font's licence (SIL OFL), which must travel with it.
const fontPackage = path.dirname(
  createRequire(import.meta.url).resolve("@expo-google-fonts/noto-sans-devanagari/package.json"),
);
for (const face of ["400Regular", "700Bold"]) {
  cpSync(path.join(fontPackage, face, `NotoSansDevanagari_${face}.ttf`), `dist/fonts/NotoSansDevanagari_${face}.ttf`);
}
cpSync(path.join(fontPackage, "LICENSE_FONT"), "dist/fonts/OFL.txt");
