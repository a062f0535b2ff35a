#!/usr/bin/env node
// Bookings publish their reads (issue 45, decision 047). A domain's tables are named in SQL by
// that domain alone; every other domain reads them through the owner's query module
// (server/src/domains/bookings/reads/, server/src/domains/payments/reads/), which returns rows or
// hands out a published relation with the columns it promises. This check reads every sql``
// template (and sql.raw("...") string) in server/src, and every import of the Drizzle table
// objects, and fails where a table is named outside its owners:
//  - bookings, booking_series, court_overlap_claims: the bookings domain;
//  - payment_orders (the charges) and refunds: the payments domain and the refunds domain (which
//    moves refunds; refunds follow the charge, decision 044).
// Allowed everywhere: the schema, migrations and seeds (they write the tables' history and
// fixtures), tests, and the backup tools. Run by `npm run lint`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sqlTexts } from "./sql-texts.mjs";

const ROOT = "server/src";
const OWNERS = [
  {
    tables: ["bookings", "booking_series", "court_overlap_claims"],
    objects: ["bookings", "bookingSeries", "courtOverlapClaims"],
    owners: ["server/src/domains/bookings/"],
    reads: "server/src/domains/bookings/reads/",
  },
  {
    tables: ["payment_orders", "refunds"],
    objects: ["paymentOrders", "refunds"],
    owners: ["server/src/domains/payments/", "server/src/domains/refunds/"],
    reads: "server/src/domains/payments/reads/",
  },
];
const ALLOWED = [/^server\/src\/db\/(schema|migrations|seed)\//, /\.test\.ts$/, /^server\/src\/test\//];

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.ts$/.test(name) ? [full] : [];
  });
}

/** SQL text without its comments, so a comment that mentions a table is not a read of it. */
function withoutComments(text) {
  return text.replace(/--[^\n]*/g, " ").replace(/\/\*[\s\S]*?\*\//g, " ");
}

const problems = [];
for (const file of filesUnder(ROOT)) {
  const rel = file.split(path.sep).join("/");
  if (ALLOWED.some((re) => re.test(rel))) continue;
  const source = ts.createSourceFile(rel, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const foreign = OWNERS.filter((o) => !o.owners.some((dir) => rel.startsWith(dir)));
  for (const { node, text } of sqlTexts(source)) {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const sqlText = withoutComments(text);
    for (const owner of foreign) {
      for (const table of owner.tables) {
        // A table is named where it follows a word that takes one (from, join, update, into,
        // table) or stands alone as an identifier; a column such as `bookings_count` is not it.
        if (new RegExp(`(^|[^a-z_.])${table}([^a-z_]|$)`, "i").test(sqlText)) {
          problems.push(`${rel}:${line}: names the table ${table}: read it through ${owner.reads}`);
        }
      }
    }
  }
  ts.forEachChild(source, (node) => {
    if (!ts.isImportDeclaration(node) || !/db\/schema/.test(node.moduleSpecifier.text)) return;
    const names = node.importClause?.namedBindings;
    if (!names || !ts.isNamedImports(names)) return;
    for (const spec of names.elements) {
      const name = (spec.propertyName ?? spec.name).text;
      for (const owner of foreign) {
        if (owner.objects.includes(name)) {
          const line = source.getLineAndCharacterOfPosition(spec.getStart(source)).line + 1;
          problems.push(`${rel}:${line}: imports the table ${name}: read it through ${owner.reads}`);
        }
      }
    }
  });
}
if (problems.length > 0) {
  console.error(`Tables named outside the domain that owns them (decision 047):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  "Table owners: bookings and payment tables are named only by their domains; others read through their query modules.",
);
