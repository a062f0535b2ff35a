#!/usr/bin/env node
// The repository stands on its own: no tracked file may point at the product description or the
// design notes the project started from outside it. The product's rules live in docs/product/.
// Run by `npm run lint`; prints each offending line and fails.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const OUTSIDE = [/\bSPEC\.md\b/, /\bDECISIONS\.md\b/, /\.\.\/shared\//, /\bshared\/(spec|design)\//];
const SELF = "scripts/check-self-contained.mjs";

const files = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0").filter(Boolean);
const hits = [];
for (const file of files) {
  if (file === SELF || /\.(png|jpe?g|webp|ico|woff2?|gz|tgz|zip)$/.test(file) || file === "package-lock.json") continue;
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch {
    continue; // deleted in the work tree, or not a file
  }
  text.split("\n").forEach((line, index) => {
    if (OUTSIDE.some((pattern) => pattern.test(line))) hits.push(`${file}:${index + 1}: ${line.trim().slice(0, 120)}`);
  });
}
if (hits.length > 0) {
  console.error(
    `Files refer to material outside the repository (write the rule into docs/product/ instead):\n${hits.join("\n")}`,
  );
  process.exit(1);
}
console.log(`Self-contained: ${files.length} tracked files refer to nothing outside the repository.`);
