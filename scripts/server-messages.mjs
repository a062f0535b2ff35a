// The server's words for people (decision 022, "The server"): every message an API error can
// carry, found in the code, so `npm run lint` can ask that each one has its Hindi in
// server/src/i18n/hi.ts. A message is found where it is written:
//  - an argument of the error helpers (`new AppError(code, "…")`, `validationError("…", { field:
//    "…" })`, notFound, conflict, forbidden, unauthenticated, rateLimited), in server/src and core/src,
//    and the `message` a limiter (`reserve(…, { message })`) or a refusal answers with;
//  - a zod message in core/src: the text given to `.min/.max/.regex/.refine/…`, an `error:` or
//    `message:` of a schema or an issue;
//  - a `…_MESSAGE` constant and each text of a `…_MESSAGES` table, anywhere (a message a helper
//    is given lives in one, so the check finds it);
//  - a permission's `refusal` (core/src/permissions.ts), a `label` in LABEL_FILES;
//  - a constant of the file (named in capitals) given by its name to any of these (`conflict(SLOT_TAKEN)`);
//  - `serverMessage("…")`, which marks any other text (the error handler's own answers), and
//    the text given to `translate(language, …)` or a `say(…)` made from it (mails, SMS), and a
//    success answer's `answerIn(request, …)`.
// A message with values is an ICU template and its values (`{ message: "Wait {minutes} minutes",
// values: { minutes } }`); a template literal at one of these places is reported, as English
// built from pieces cannot be translated.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const ERROR_HELPERS = new Set([
  "AppError",
  "validationError",
  "notFound",
  "conflict",
  "forbidden",
  "unauthenticated",
  "rateLimited",
  "serverMessage",
  "translate",
  "say",
  "answerIn",
]);
const ZOD_METHODS = new Set([
  "min",
  "max",
  "length",
  "regex",
  "refine",
  "int",
  "positive",
  "nonnegative",
  "email",
  "url",
  "gte",
  "lte",
  "gt",
  "lt",
]);

/** Files whose `label:` words a message or mail shows (a slot's name, a notification's link). */
const LABEL_FILES = new Set(["core/src/slots.ts", "core/src/notification-links.ts"]);

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.ts$/.test(full) && !/\.(test|d)\.ts$/.test(full) ? [full] : [];
  });
}

const calleeName = (call) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return "";
};

/** A parameter that carries a message: `message`, `requiredMessage`, `tooLongMessage`… */
const MESSAGE_PARAMETER = /^message$|Message$/;

/**
 * Core's helpers that take a message (`trimmed(message, min, max, tooLongMessage)`): name → the
 * positions of those parameters, so the texts given to them are found where they are called.
 */
function messageHelpers(files) {
  const helpers = new Map();
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      const fn =
        ts.isFunctionDeclaration(node) && node.name
          ? node
          : ts.isVariableDeclaration(node) &&
              node.initializer &&
              (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
            ? node.initializer
            : undefined;
      if (fn) {
        const at = fn.parameters.flatMap((p, i) => (MESSAGE_PARAMETER.test(p.name.getText(source)) ? [i] : []));
        if (at.length > 0) helpers.set(node.name.getText(source), at);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return helpers;
}

/** Every message in `file`: `{ text, line }`, and `{ pieces, line }` for English built from pieces. */
function messagesIn(file, zod, helpers = new Map()) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = [];
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  // A message may be given by the name of a constant of the file (`conflict(SLOT_TAKEN)`, named in
  // capitals as constants are): its text is read there.
  const constants = new Map();
  const collect = (node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  const followed = new Set();
  const take = (node) => {
    if (!node) return;
    if (ts.isIdentifier(node)) {
      if (!/^[A-Z][A-Z0-9_]*$/.test(node.text) || followed.has(node.text)) return;
      followed.add(node.text);
      take(constants.get(node.text));
      followed.delete(node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      // An error code (`new AppError("CONFLICT", …)`) is not words.
      if (/\p{L}/u.test(node.text) && !/^[A-Z_]+$/.test(node.text)) found.push({ text: node.text, line: lineOf(node) });
    } else if (ts.isTemplateExpression(node)) {
      found.push({ pieces: node.getText(source), line: lineOf(node) });
    } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const flat = (part) =>
        ts.isBinaryExpression(part) && part.operatorToken.kind === ts.SyntaxKind.PlusToken
          ? [...flat(part.left), ...flat(part.right)]
          : [part];
      const parts = flat(node);
      if (parts.every((part) => ts.isStringLiteral(part) || ts.isNoSubstitutionTemplateLiteral(part))) {
        found.push({ text: parts.map((part) => part.text).join(""), line: lineOf(node) });
      } else {
        found.push({ pieces: node.getText(source), line: lineOf(node) });
      }
    } else if (ts.isConditionalExpression(node)) {
      take(node.whenTrue);
      take(node.whenFalse);
    } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) {
      take(node.expression);
    } else if (ts.isArrowFunction(node)) {
      if (!ts.isBlock(node.body)) take(node.body);
      else
        for (const statement of node.body.statements) if (ts.isReturnStatement(statement)) take(statement.expression);
    } else if (ts.isObjectLiteralExpression(node)) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = property.name.getText(source);
        // `values` are what fills a template in, not words.
        if (key !== "values" && key !== "code") take(property.initializer);
      }
    }
  };
  const visit = (node) => {
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = ts.isNewExpression(node) ? node.expression.getText(source) : calleeName(node);
      if (ERROR_HELPERS.has(name)) for (const argument of node.arguments ?? []) take(argument);
      if (name === "reserve") {
        for (const argument of node.arguments ?? []) {
          if (!ts.isObjectLiteralExpression(argument)) continue;
          for (const property of argument.properties) {
            if (ts.isPropertyAssignment(property) && property.name.getText(source) === "message") {
              take(property.initializer);
            }
          }
        }
      }
      if (zod && ZOD_METHODS.has(name)) for (const argument of node.arguments ?? []) take(argument);
      if (zod && helpers.has(name)) for (const at of helpers.get(name)) take(node.arguments?.[at]);
    }
    if (zod && ts.isPropertyAssignment(node) && ["error", "message"].includes(node.name.getText(source))) {
      take(node.initializer);
    }
    // The words core names in English that messages and mails show: slot names, a mail's link.
    if (LABEL_FILES.has(file) && ts.isPropertyAssignment(node) && node.name.getText(source) === "label") {
      take(node.initializer);
    }
    // A message with values anywhere (`{ message: "…{name}…", values }`), and a notification's title.
    if (ts.isObjectLiteralExpression(node) && !zod) {
      const named = (key) => node.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(source) === key);
      const message = named("message");
      if (message && named("values")) take(message.initializer);
      const title = named("title");
      if (title && named("type") && message) {
        take(title.initializer);
        take(message.initializer);
      }
    }
    // A permission's refusal (core/src/permissions.ts), the message of its 403 or 404.
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === "refusal") take(node.initializer);
    // A helper's default message: `notFound = (message = "Not found") => …`.
    if (ts.isParameter(node) && MESSAGE_PARAMETER.test(node.name.getText(source))) take(node.initializer);
    // A message kept in a constant (`…_MESSAGE`) or a table of them (`…_MESSAGES = { key: "…" }`).
    if (ts.isVariableDeclaration(node) && /_MESSAGES?$/.test(node.name.getText(source))) take(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The server's messages: `{ messages: Map<text, "file:line">, problems: string[] }`. `skipped`
 * lists files not converted yet (scripts/check-translations.config.mjs).
 */
export function serverMessages(skipped = new Set()) {
  const messages = new Map();
  const problems = [];
  for (const [dir, zod] of [
    ["server/src", false],
    ["core/src", true],
  ]) {
    const files = filesUnder(dir);
    const helpers = zod ? messageHelpers(files) : new Map();
    for (const file of files) {
      // The catalogue itself, and the demo data (stored as it was written, like what owners write).
      if (skipped.has(file) || file.startsWith("server/src/i18n/") || file.startsWith("server/src/db/")) continue;
      for (const found of messagesIn(file, zod, helpers)) {
        if (found.pieces) {
          problems.push(`${file}:${found.line}: a message built from pieces: ${found.pieces.slice(0, 100)}`);
        } else if (!messages.has(found.text)) {
          messages.set(found.text, `${file}:${found.line}`);
        }
      }
    }
  }
  return { messages, problems };
}

export const SERVER_CATALOGUE = "server/src/i18n/hi.ts";

/** The catalogue's files: hi.ts and the parts it spreads in (hi-*.ts beside it). */
function catalogueFiles(file) {
  const dir = path.dirname(file);
  const parts = readdirSync(dir).filter((name) => /^hi-[\w-]+\.ts$/.test(name) && !/\.test\.ts$/.test(name));
  return [file, ...parts.map((name) => path.join(dir, name))];
}

/** English → Hindi of the server's catalogue (TypeScript objects: their entries read from the AST). */
export function serverHindi(file = SERVER_CATALOGUE) {
  const hindi = new Map();
  for (const part of catalogueFiles(file)) {
    const source = ts.createSourceFile(part, readFileSync(part, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      // A key is quoted unless it is one word ("Morning"), as the formatter writes it.
      const named = ts.isPropertyAssignment(node) && (ts.isStringLiteral(node.name) || ts.isIdentifier(node.name));
      if (named && ts.isStringLiteral(node.initializer)) {
        hindi.set(node.name.text, node.initializer.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return hindi;
}

/**
 * What `npm run lint` reports: each server message with no Hindi in `hindi`, each message built
 * from pieces, and each `skipped` file that no longer exists.
 */
export function missingServerHindi(skipped = new Set(), hindi = serverHindi()) {
  const { messages, problems } = serverMessages(skipped);
  const found = [...problems];
  for (const [english, at] of messages) {
    if (!hindi.get(english)) found.push(`${at}: no Hindi in ${SERVER_CATALOGUE} for ${JSON.stringify(english)}`);
  }
  for (const listed of skipped) {
    try {
      statSync(listed);
    } catch {
      found.push(`${listed}: listed in SERVER_NOT_YET_TRANSLATED but not found`);
    }
  }
  return found;
}

// `node scripts/server-messages.mjs` lists them, one a line.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { messages, problems } = serverMessages();
  for (const [text, at] of messages) console.log(`${at}\t${text}`);
  for (const problem of problems) console.error(problem);
}
