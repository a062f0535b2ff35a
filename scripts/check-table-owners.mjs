#!/usr/bin/env node
// Bookings publish their reads (issue 45, decision 047). A domain's tables are named in SQL by
// that domain alone; every other domain reads them through the owner's query module
// (server/src/domains/bookings/reads/, server/src/domains/payments/reads/), which returns rows or
// hands out a published relation with the columns it promises, and writes them through the
// owner's functions or steps. This check reads every sql`` template (and sql.raw("...") string)
// in server/src, and every import of the Drizzle table objects, and fails where a table is named
// outside its owners (the rules: scripts/table-owners.mjs):
//  - bookings, booking_series, court_overlap_claims: the bookings domain;
//  - payment_orders (the charges) and refunds: the payments domain and the refunds domain (which
//    moves refunds; refunds follow the charge, decision 044).
// Run by `npm run lint`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { tableOwnerProblems, tableOwnersApplyTo } from "./table-owners.mjs";

function filesUnder(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const problems = filesUnder("server/src")
  .map((file) => file.split(path.sep).join("/"))
  .filter(tableOwnersApplyTo)
  .flatMap((rel) => tableOwnerProblems(rel, readFileSync(rel, "utf8")));
if (problems.length > 0) {
  console.error(`Tables named outside the domain that owns them (decision 047):\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  "Table owners: bookings and payment tables are named only by their domains; others read through their query modules.",
);
