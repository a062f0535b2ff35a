/**
 * The top frames of a V8 CPU profile (`node --cpu-prof`, e.g. the server under the bench's
 * booking load through BENCH_NODE_ARGS): `tsx bench/profile-top.ts <file.cpuprofile> [count]`.
 * Prints self time and total time (the frame and everything it called, each time counted once
 * per sample) as a share of the samples, by function and file. Idle and GC stay listed, so the
 * shares of work are read against the busy samples.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, countArg] = process.argv.slice(2);
if (!file) throw new Error("usage: tsx bench/profile-top.ts <file.cpuprofile> [count]");
const count = Number(countArg ?? 25);
const profile = JSON.parse(readFileSync(file, "utf8")) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

/** A frame's name as a person finds it: the function, then the package or file and line. */
function label(n: ProfileNode): string {
  const { functionName, url, lineNumber } = n.callFrame;
  const name = functionName || "(anonymous)";
  if (!url) return name;
  const modules = url.lastIndexOf("node_modules/");
  const where =
    modules >= 0
      ? url
          .slice(modules + "node_modules/".length)
          .split("/")
          .slice(0, url.includes("node_modules/@") ? 2 : 1)
          .join("/")
      : path.basename(url);
  return `${name} ${where}:${lineNumber + 1}`;
}

const selfUs = new Map<string, number>();
const totalUs = new Map<string, number>();
let allUs = 0;
let idleUs = 0;
profile.samples.forEach((id, i) => {
  const us = profile.timeDeltas[i] ?? 0;
  allUs += us;
  const leaf = byId.get(id);
  if (!leaf) return;
  const leafLabel = label(leaf);
  if (leafLabel === "(idle)") idleUs += us;
  selfUs.set(leafLabel, (selfUs.get(leafLabel) ?? 0) + us);
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const node = byId.get(at);
    if (!node) break;
    const l = label(node);
    if (seen.has(l)) continue;
    seen.add(l);
    totalUs.set(l, (totalUs.get(l) ?? 0) + us);
  }
});

const busyUs = allUs - idleUs;
const pct = (us: number) => `${((100 * us) / busyUs).toFixed(1)}%`;
const top = (m: Map<string, number>) =>
  [...m]
    .filter(([l]) => l !== "(idle)" && l !== "(root)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, count);

console.log(
  `${(allUs / 1e6).toFixed(1)} s sampled, ${(busyUs / 1e6).toFixed(1)} s busy; shares are of the busy time\n`,
);
console.log("| self | frame |\n| ---: | --- |");
for (const [l, us] of top(selfUs)) console.log(`| ${pct(us)} | \`${l}\` |`);
console.log("\n| total | frame |\n| ---: | --- |");
for (const [l, us] of top(totalUs)) console.log(`| ${pct(us)} | \`${l}\` |`);
