import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// The import rules `npm run lint` holds (docs/decisions/019-import-boundaries.md): no cycles
// (dependency-cruiser, .dependency-cruiser.cjs) and the web's feature boundaries
// (scripts/check-feature-imports.mjs). Each is run on the real tree and on a small tree that breaks it.

const REPO = path.resolve(import.meta.dirname, "../..");
const DEPCRUISE = path.join(REPO, "node_modules/.bin/depcruise");
const CONFIG = path.join(REPO, ".dependency-cruiser.cjs");
const FEATURE_CHECK = path.join(REPO, "scripts/check-feature-imports.mjs");

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A throwaway tree of the given files (path → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), "crease-boundaries-"));
  scratch.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8" });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("no import cycles", () => {
  // The whole tree takes a few seconds alone, longer on a busy machine.
  it("core, server and web have none", { timeout: 120_000 }, () => {
    const result = run(DEPCRUISE, ["--config", CONFIG, "core/src", "server/src", "web/src"], REPO);
    expect(result).toEqual({ status: 0, output: expect.stringContaining("no dependency violations found") });
  });

  it("a cycle fails, type-only imports included", () => {
    const root = tree({
      "src/a.ts": 'import type { B } from "./b";\nexport type A = { b?: B };\n',
      "src/b.ts": 'import type { A } from "./a";\nexport type B = { a?: A };\n',
    });
    const result = run(DEPCRUISE, ["--config", CONFIG, "src"], root);
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("no-circular: src/a.ts");
  });
});

describe("the web's feature boundaries", () => {
  it("hold in the real tree", () => {
    const result = run("node", [FEATURE_CHECK], REPO);
    expect(result).toEqual({ status: 0, output: expect.stringContaining("Feature boundaries: every feature") });
  });

  it("fail on a feature without an index, a deep cross-feature import, and shared code importing a feature", () => {
    const root = tree({
      "web/src/features/maps/index.ts": 'export { Map } from "./components/map";\n',
      "web/src/features/maps/components/map.tsx": 'import { Pin } from "@/features/pins/components/pin";\n',
      "web/src/features/pins/components/pin.tsx": "export const Pin = 1;\n",
      "web/src/lib/format.ts": 'import { Map } from "@/features/maps";\n',
      "web/src/components/ui/card.tsx": 'import { Pin } from "../../features/pins/components/pin";\n',
    });
    const result = run("node", [FEATURE_CHECK, root], REPO);
    expect(result.status).toBe(1);
    const lines = result.output.split("\n").map((line) => line.replace(`${root}/`, ""));
    expect(lines).toEqual(
      expect.arrayContaining([
        'web/src/features/pins: has no index.ts: export from it what other code may use of "pins"',
        'web/src/features/maps/components/map.tsx:1: imports @/features/pins/components/pin: use "@/features/pins" (its index.ts) instead',
        expect.stringMatching(
          /^web\/src\/lib\/format\.ts:1: imports @\/features\/maps: shared code never imports a feature/,
        ),
        expect.stringMatching(
          /^web\/src\/components\/ui\/card\.tsx:1: imports \.\.\/\.\.\/features\/pins\/components\/pin: shared code/,
        ),
      ]),
    );
  });
});
