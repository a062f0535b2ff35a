// Which domain owns which tables, and where a server file names one it does not own (issue 45,
// decision 047). Run over the tree by check-table-owners.mjs; its rules are pinned by
// table-owners.test.ts.
import ts from "typescript";
import { sqlTexts } from "./sql-texts.mjs";

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
// The schema, migrations and seeds write the tables' history and fixtures; tests set up rows.
const ALLOWED = [/^server\/src\/db\/(schema|migrations|seed)\//, /\.test\.ts$/, /^server\/src\/test\//];

/** Whether the check reads this file at all. */
export function tableOwnersApplyTo(rel) {
  return rel.endsWith(".ts") && !ALLOWED.some((re) => re.test(rel));
}

/** SQL text without its comments, so a comment that mentions a table is not a read of it. */
function withoutComments(text) {
  return text.replace(/--[^\n]*/g, " ").replace(/\/\*[\s\S]*?\*\//g, " ");
}

/** Each place the file `rel` (its text `code`) names a table another domain owns, as "rel:line: …". */
export function tableOwnerProblems(rel, code) {
  const source = ts.createSourceFile(rel, code, ts.ScriptTarget.Latest, true);
  const foreign = OWNERS.filter((o) => !o.owners.some((dir) => rel.startsWith(dir)));
  const lineOf = (node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const problems = [];
  for (const { node, text } of sqlTexts(source)) {
    const sqlText = withoutComments(text);
    for (const owner of foreign) {
      for (const table of owner.tables) {
        // The table's name as a whole identifier, not qualified by an alias (`o.refunds` is a
        // column) and not part of a longer name (`bookings_count`, `bk_bookings`).
        if (new RegExp(`(^|[^a-z0-9_.])${table}([^a-z0-9_]|$)`, "i").test(sqlText)) {
          problems.push(`${rel}:${lineOf(node)}: names the table ${table}: read it through ${owner.reads}`);
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
          problems.push(`${rel}:${lineOf(spec)}: imports the table ${name}: read it through ${owner.reads}`);
        }
      }
    }
  });
  return problems;
}
