import { describe, expect, it } from "vitest";
// @ts-expect-error: the lint scripts are plain ES modules, without types.
import { tableOwnerProblems, tableOwnersApplyTo } from "./table-owners.mjs";

// The check `npm run lint` runs (through check-table-owners.mjs): bookings and payment tables are
// named only by the domains that own them (issue 45, decision 047).
const problems = (rel: string, code: string): string[] => tableOwnerProblems(rel, code);

describe("tables named outside their owners", () => {
  it("fails on another domain's SQL that reads, joins or writes bookings or charges", () => {
    const code = `
      import { sql } from "drizzle-orm";
      const a = sql\`select id from bookings where venue_id = \${1}\`;
      const b = sql\`select 1 from reviews r join payment_orders o on o.id = r.order_id\`;
      const c = sql.raw("delete from refunds where id = 1");
      const d = sql\`insert into booking_series (id) values (1)\`;
    `;
    expect(problems("server/src/domains/reviews/repo.ts", code)).toEqual([
      "server/src/domains/reviews/repo.ts:3: names the table bookings: read it through server/src/domains/bookings/reads/",
      "server/src/domains/reviews/repo.ts:4: names the table payment_orders: read it through server/src/domains/payments/reads/",
      "server/src/domains/reviews/repo.ts:5: names the table refunds: read it through server/src/domains/payments/reads/",
      "server/src/domains/reviews/repo.ts:6: names the table booking_series: read it through server/src/domains/bookings/reads/",
    ]);
  });

  it("fails on importing the Drizzle table objects in another domain", () => {
    const code = `import { bookings, venues } from "../../db/schema";`;
    expect(problems("server/src/domains/venues/repo.ts", code)).toEqual([
      "server/src/domains/venues/repo.ts:1: imports the table bookings: read it through server/src/domains/bookings/reads/",
    ]);
  });

  it("passes the owner's own SQL, a published relation, columns and comments that share a word", () => {
    expect(problems("server/src/domains/bookings/repo.ts", "const a = sql`select * from bookings`;")).toEqual([]);
    expect(problems("server/src/domains/refunds/repo.ts", "const a = sql`select * from refunds`;")).toEqual([]);
    const code = `
      const a = sql\`select count(*) as bookings_count from \${bookingRows()} bk\`;
      const b = sql\`select v.refunds_paise, o.refunds from venues v -- not the bookings table
        /* refunds live elsewhere */\`;
    `;
    expect(problems("server/src/domains/analytics/repo.ts", code)).toEqual([]);
  });

  it("leaves out tests, the schema, migrations and seeds", () => {
    expect(tableOwnersApplyTo("server/src/domains/venues/venues.test.ts")).toBe(false);
    expect(tableOwnersApplyTo("server/src/db/schema/bookings.ts")).toBe(false);
    expect(tableOwnersApplyTo("server/src/db/seed/large.ts")).toBe(false);
    expect(tableOwnersApplyTo("server/src/domains/venues/repo.ts")).toBe(true);
  });
});
