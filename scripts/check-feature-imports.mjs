#!/usr/bin/env node
// The web by domain: a feature (web/src/features/<name>/) uses another feature only through that
// feature's public index ("@/features/<other>"), never its files, so each feature can change its
// insides freely. The app's routes (web/src/app/) compose features and are not bound by this.
// Run by `npm run lint`; prints each offending import and fails.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const FEATURES = "web/src/features";
const IMPORT = /(?:from|import)\s*\(?\s*"([^"]+)"/g;

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const problems = [];
for (const feature of readdirSync(FEATURES)) {
  const root = path.join(FEATURES, feature);
  if (!statSync(root).isDirectory()) continue;
  for (const file of filesUnder(root)) {
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1];
      let other = null;
      let deep = false;
      if (spec.startsWith("@/features/")) {
        const [name, ...rest] = spec.slice("@/features/".length).split("/");
        other = name;
        deep = rest.length > 0;
      } else if (spec.startsWith(".")) {
        const target = path.relative(FEATURES, path.resolve(path.dirname(file), spec));
        const [name, ...rest] = target.split(path.sep);
        if (!target.startsWith("..")) {
          other = name;
          deep = rest.length > 0 && !(rest.length === 1 && rest[0] === "index");
        }
      }
      if (other && other !== feature && deep) {
        const line = text.slice(0, match.index).split("\n").length;
        problems.push(`${file}:${line}: imports ${spec}: use "@/features/${other}" (its index.ts) instead`);
      }
    }
  }
}
if (problems.length > 0) {
  console.error(`Features reach into other features' files:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log("Feature boundaries: every cross-feature import goes through a public index.");
