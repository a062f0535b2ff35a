#!/usr/bin/env node
// The web by domain (docs/decisions/019-import-boundaries.md):
// - every feature (web/src/features/<name>/) has a public index (index.ts): what others may use;
// - a feature uses another feature only through that index ("@/features/<other>"), never its
//   files, so each feature can change its insides freely;
// - shared code (web/src/components, web/src/lib) never imports a feature: it sits under every
//   feature, and an import upwards would tie all of them to one.
// The app's routes (web/src/app/) compose features and are not bound by the index rule: a route
// may import one component file so that a lazy screen stays in its own chunk.
// Run by `npm run lint` (from the repository root, or the root given as the first argument);
// prints each offending file or import and fails. Import cycles are dependency-cruiser's check.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = process.argv[2] ?? ".";
const WEB = path.join(ROOT, "web/src");
const FEATURES = path.join(WEB, "features");
const SHARED = ["components", "lib"].map((dir) => path.join(WEB, dir));
const IMPORT = /(?:from|import)\s*\(?\s*"([^"]+)"/g;

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Each import of a file: its specifier, line, and the feature it reaches with the path inside it. */
function* importsOf(file) {
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1];
    const line = text.slice(0, match.index).split("\n").length;
    let target = null;
    if (spec.startsWith("@/features/")) target = spec.slice("@/features/".length).split("/");
    else if (spec.startsWith(".")) {
      const relative = path.relative(FEATURES, path.resolve(path.dirname(file), spec));
      if (!relative.startsWith("..") && !path.isAbsolute(relative)) target = relative.split(path.sep);
    }
    yield { spec, line, feature: target?.[0] ?? null, inside: target?.slice(1) ?? [] };
  }
}

const problems = [];
const features = readdirSync(FEATURES).filter((name) => statSync(path.join(FEATURES, name)).isDirectory());
for (const feature of features) {
  const root = path.join(FEATURES, feature);
  if (!existsSync(path.join(root, "index.ts"))) {
    problems.push(`${root}: has no index.ts: export from it what other code may use of "${feature}"`);
  }
  for (const file of filesUnder(root)) {
    for (const { spec, line, feature: other, inside } of importsOf(file)) {
      const deep = inside.length > 0 && !(inside.length === 1 && inside[0] === "index");
      if (other && other !== feature && deep) {
        problems.push(`${file}:${line}: imports ${spec}: use "@/features/${other}" (its index.ts) instead`);
      }
    }
  }
}
for (const file of SHARED.flatMap(filesUnder)) {
  for (const { spec, line, feature } of importsOf(file)) {
    if (feature) {
      problems.push(
        `${file}:${line}: imports ${spec}: shared code never imports a feature; move what both need into web/src/lib or web/src/components`,
      );
    }
  }
}
if (problems.length > 0) {
  console.error(`The web's import boundaries are crossed:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  "Feature boundaries: every feature has a public index, cross-feature imports go through it, shared code imports no feature.",
);
