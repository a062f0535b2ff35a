#!/usr/bin/env node
// The web app speaks English and Hindi (decision 022, docs/how-to-translate.md). This check, run
// by `npm run lint`, fails when:
//  1. a user-visible string in web/src is not in a catalogue: JSX text with letters, a string
//     literal drawn as a JSX child (`{open ? "Close" : "Open"}`), an aria-label, aria-description,
//     title, placeholder, alt or label attribute given a plain string, or a toast's title or
//     description given one. Files listed in scripts/check-translations.config.mjs (the screens
//     not yet converted) are skipped; every other file, new ones included, is checked;
//  2. the catalogues are not up to date with the code (`lingui extract` would change them:
//     a message added, changed or removed without `npm run i18n:extract`);
//  3. a Hindi catalogue leaves a message untranslated that the English one has;
//  4. a message the server answers with (an API error, a schema's message: scripts/server-messages.mjs)
//     has no Hindi in server/src/i18n/hi.ts, or is English built from pieces.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { NOT_YET_TRANSLATED, SAME_IN_EVERY_LANGUAGE, SERVER_NOT_YET_TRANSLATED } from "./check-translations.config.mjs";
import { missingServerHindi } from "./server-messages.mjs";

const WEB = "web/src";
const LOCALES = "web/src/locales";
const ATTRIBUTES = new Set(["aria-label", "aria-description", "title", "placeholder", "alt", "label"]);
const problems = [];

function filesUnder(dir, test) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, test) : test(full) ? [full] : [];
  });
}

const hasWords = (text) => /\p{L}/u.test(text) && !SAME_IN_EVERY_LANGUAGE.has(text.trim());

/** Where a string ends up: climbs through `a ? "x" : "y"`, `a || "x"`, `("x")` to the JSX that shows it. */
function shownBy(node) {
  let at = node.parent;
  while (
    at &&
    (ts.isConditionalExpression(at) ||
      ts.isParenthesizedExpression(at) ||
      (ts.isBinaryExpression(at) &&
        [
          ts.SyntaxKind.BarBarToken,
          ts.SyntaxKind.QuestionQuestionToken,
          ts.SyntaxKind.AmpersandAmpersandToken,
        ].includes(at.operatorToken.kind)))
  ) {
    // The condition of a ?: is not shown.
    if (ts.isConditionalExpression(at) && at.condition === node) return null;
    node = at;
    at = at.parent;
  }
  return at;
}

/** Lingui's macro elements: what is inside them is the message. */
const MACROS = new Set(["Trans", "Plural", "Select", "SelectOrdinal"]);
function insideMacro(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isJsxElement(at) && MACROS.has(at.openingElement.tagName.getText())) return true;
  }
  return false;
}

function checkFile(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const report = (node, what, text) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    problems.push(`${file}:${line + 1}: ${what} not translated: ${JSON.stringify(text.trim().slice(0, 80))}`);
  };
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.text) && !insideMacro(node)) report(node, "text", node.text);
    const literal =
      ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);
    if (literal && !insideMacro(node)) {
      // A template's own words: `Showing ${n} venues` has "Showing" and "venues".
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
        : node.text;
      if (hasWords(text)) {
        const parent = node.parent;
        if (ts.isJsxAttribute(parent) && ATTRIBUTES.has(parent.name.getText(source))) {
          report(node, parent.name.getText(source), text);
        } else {
          const shown = shownBy(node);
          if (shown && ts.isJsxExpression(shown)) {
            const holder = shown.parent;
            if (ts.isJsxElement(holder) || ts.isJsxFragment(holder)) report(node, "text", text);
            else if (ts.isJsxAttribute(holder) && ATTRIBUTES.has(holder.name.getText(source)))
              report(node, holder.name.getText(source), text);
          } else if (
            shown &&
            ts.isPropertyAssignment(shown) &&
            ["title", "description"].includes(shown.name.getText(source)) &&
            ts.isObjectLiteralExpression(shown.parent) &&
            ts.isCallExpression(shown.parent.parent) &&
            /^toast$/.test(shown.parent.parent.expression.getText(source))
          ) {
            report(node, `toast ${shown.name.getText(source)}`, text);
          } else if (
            shown &&
            ts.isPropertyAssignment(shown) &&
            shown.name.getText(source) === "header" &&
            !file.endsWith(".test.tsx")
          ) {
            // A table kit column's heading (components/ui/data-table.tsx) is shown as it is.
            report(node, "column header", text);
          }
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

const skipped = new Set(NOT_YET_TRANSLATED);
const files = filesUnder(WEB, (f) => /\.tsx?$/.test(f) && !/\.(test|d)\.tsx?$/.test(f) && !f.includes("/testing/"));
for (const file of files) if (!skipped.has(file)) checkFile(file);
for (const listed of skipped) {
  if (!files.includes(listed)) problems.push(`${listed}: listed in check-translations.config.mjs but not in ${WEB}`);
}

// 2. The catalogues as `lingui extract` would write them.
const catalogues = filesUnder(LOCALES, (f) => f.endsWith(".po"));
const before = new Map(catalogues.map((f) => [f, readFileSync(f, "utf8")]));
const extract = spawnSync("npx", ["lingui", "extract", "--clean", "--config", "lingui.config.ts"], {
  cwd: "web",
  encoding: "utf8",
});
if (extract.status !== 0) problems.push(`lingui extract failed:\n${extract.stderr}`);
// The extractor reports a file it cannot read and carries on without its messages.
for (const line of `${extract.stdout}\n${extract.stderr}`.split("\n")) {
  if (line.startsWith("Cannot process file")) problems.push(line);
}
for (const file of filesUnder(LOCALES, (f) => f.endsWith(".po"))) {
  if (readFileSync(file, "utf8") !== before.get(file)) {
    problems.push(`${file}: not up to date with the code; run \`npm run i18n:extract\`, translate, and commit it`);
  }
}

// 3. Every English message has its Hindi.
/** msgid → msgstr of a PO file (obsolete `#~` entries left out). */
function entries(file) {
  const found = new Map();
  const unquote = (lines) => lines.map((l) => JSON.parse(l.replace(/^(msgid|msgstr) /, ""))).join("");
  for (const block of readFileSync(file, "utf8").split(/\n\n+/)) {
    const lines = block.split("\n").filter((l) => l.trim() && !l.startsWith("#"));
    const at = lines.findIndex((l) => l.startsWith("msgstr "));
    const from = lines.findIndex((l) => l.startsWith("msgid "));
    if (from < 0 || at < 0) continue;
    const id = unquote(lines.slice(from, at));
    if (id) found.set(id, unquote(lines.slice(at)));
  }
  return found;
}
for (const english of filesUnder(LOCALES, (f) => f.endsWith("/en.po"))) {
  const hindiFile = english.replace(/en\.po$/, "hi.po");
  const hindi = entries(hindiFile);
  for (const id of entries(english).keys()) {
    if (!hindi.get(id)) problems.push(`${hindiFile}: no Hindi for ${JSON.stringify(id)}`);
  }
}

// 4. The server's messages.
problems.push(...missingServerHindi(new Set(SERVER_NOT_YET_TRANSLATED)));

if (problems.length > 0) {
  console.error(`Translations (docs/how-to-translate.md):\n${problems.join("\n")}`);
  process.exit(1);
}
