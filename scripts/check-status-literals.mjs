#!/usr/bin/env node
// The lifecycle owns every move (core/src/booking-lifecycle.ts): server SQL names a booking's
// status or payment status only through server/src/db/booking-status-sql.ts, which builds the
// conditions from core's constants and lifecycle table. This check reads every sql`` template
// (and sql.raw("...") string) in server/src and fails on:
//  - a booking status literal ('held', 'confirmed', 'completed', 'cancelled', 'expired',
//    'disputed') anywhere in SQL: those words are bookings' alone;
//  - a payment status literal ('pending', 'paid', 'partial', 'refunded') in a template that
//    mentions payment_status (elsewhere those words are other tables' statuses: a venue or an
//    edit 'pending', a payout or an order 'paid', a refund 'pending');
//  - an `update bookings` outside the bookings domain (server/src/domains/bookings/): other
//    domains ask it to move a booking;
//  - an `insert into jobs` outside the job queue (server/src/lib/jobs.ts): jobs are queued with
//    `enqueueJob`, so the queue alone knows its table.
// Allowed: the status module itself; the schema (its CHECKs and index predicates), migrations and
// seeds (they write history and fixtures, not moves); tests.
// It also fails on a booking-status literal compared in TypeScript outside core, in server/src and
// web/src (`status === "confirmed"`, `case "held":`, `["confirmed", "completed"].includes(s)`):
// code asks core's constants and predicates instead. How comparisons are found and told apart
// from other values with the same words: scripts/status-comparisons.mjs. Run by `npm run lint`.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { sqlTexts } from "./sql-texts.mjs";
import { comparisonsAllowedIn, statusComparisons } from "./status-comparisons.mjs";

const ROOT = "server/src";
const ALLOWED = [
  /^server\/src\/db\/booking-status-sql\.ts$/,
  /^server\/src\/db\/(schema|migrations|seed)\//,
  /\.test\.ts$/,
];
const BOOKING = /'(held|confirmed|completed|cancelled|expired|disputed)'/g;
const PAYMENT = /'(pending|paid|partial|refunded)'/g;

function filesUnder(dir, pattern = /\.ts$/) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full, pattern) : pattern.test(name) ? [full] : [];
  });
}

const problems = [];
for (const file of filesUnder(ROOT)) {
  const rel = file.split(path.sep).join("/");
  if (ALLOWED.some((re) => re.test(rel))) continue;
  const source = ts.createSourceFile(rel, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  for (const { node, text } of sqlTexts(source)) {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const hits = [...text.matchAll(BOOKING)].map((m) => m[0]);
    if (/payment_status/.test(text)) hits.push(...[...text.matchAll(PAYMENT)].map((m) => m[0]));
    if (hits.length > 0) {
      problems.push(`${rel}:${line}: status literal ${hits.join(", ")}: use server/src/db/booking-status-sql.ts`);
    }
    if (/\bupdate\s+bookings\b/i.test(text) && !rel.startsWith("server/src/domains/bookings/")) {
      problems.push(`${rel}:${line}: updates bookings outside the bookings domain: ask it for the move`);
    }
    if (/\binsert\s+into\s+jobs\b/i.test(text) && rel !== "server/src/lib/jobs.ts") {
      problems.push(`${rel}:${line}: inserts into jobs by hand: use enqueueJob (server/src/lib/jobs.ts)`);
    }
  }
}
for (const file of [...filesUnder("server/src"), ...filesUnder("web/src", /\.tsx?$/)]) {
  const rel = file.split(path.sep).join("/");
  if (comparisonsAllowedIn(rel) || rel.endsWith(".d.ts")) continue;
  for (const { line, word, text } of statusComparisons(rel, readFileSync(file, "utf8"))) {
    problems.push(
      `${rel}:${line}: compares the booking status '${word}' (${text}): use core's BOOKING_STATUS or its predicates`,
    );
  }
}
if (problems.length > 0) {
  console.error(
    `Status literals in server SQL or compared outside core (the lifecycle table owns them):\n${problems.join("\n")}`,
  );
  process.exit(1);
}
console.log(
  "Status literals: server SQL names booking and payment statuses only through booking-status-sql.ts; no booking status is compared outside core.",
);
