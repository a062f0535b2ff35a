// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, once, at the
// highest levels: the server sends the one the browser accepts (@fastify/static's preCompressed)
// without compressing anything per request. A phone on a slow connection downloads about a
// fifth of the bytes.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = path.resolve(import.meta.dirname, "../dist");
const TEXT = /\.(js|css|html|svg|json|txt|xml|webmanifest)$/;
/** Files smaller than this gain little and cost a request header either way. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

let before = 0;
let after = 0;
for (const file of files(dist)) {
  if (!TEXT.test(file)) continue;
  const data = readFileSync(file);
  if (data.length < MIN_BYTES) continue;
  const br = brotliCompressSync(data, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  before += data.length;
  after += br.length;
}
console.log(`precompressed: ${(before / 1024).toFixed(0)} KB of text → ${(after / 1024).toFixed(0)} KB Brotli`);
