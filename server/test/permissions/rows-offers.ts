import { addDays, todayInIst } from "@crease/core";
import { sql } from "drizzle-orm";
import { allowedBy, ctx, nextSerial, ownedBy, type Row, w } from "./world";

/** A coupon of the world's owner (made once), for the rows that act on one. */
let ownersCoupon = 0;
async function ownersCouponId(): Promise<number> {
  if (ownersCoupon) return ownersCoupon;
  const rows = (await ctx.database.db.execute(
    sql`insert into coupons (code, owner_id, kind, value, valid_from, valid_to, created_by)
        values (${`PERMOWN${nextSerial()}`}, ${w.owner.id}, 'flat', 10000, ${todayInIst()}::date,
          ${addDays(todayInIst(), 30)}::date, ${w.owner.id})
        returning id`,
  )) as unknown as { rows: { id: number }[] };
  ownersCoupon = Number(rows.rows[0]?.id);
  return ownersCoupon;
}

/** A platform coupon any player may apply at the world's venue. */
let platformCode = "";
async function platformCouponCode(): Promise<string> {
  if (platformCode) return platformCode;
  platformCode = `PERMSITE${nextSerial()}`;
  await ctx.database.db.execute(
    sql`insert into coupons (code, kind, value, valid_from, valid_to, created_by)
        values (${platformCode}, 'percent', 10, ${todayInIst()}::date, ${addDays(todayInIst(), 30)}::date, ${w.owner.id})`,
  );
  return platformCode;
}

// ---- offers (docs/product/offers.md): coupons by admins (the platform's) and owners (their own) ----
export const OFFER_ROWS: Row[] = [
  {
    route: "GET /api/coupons",
    expect: allowedBy("coupon.manage", 200),
    request: () => ({ url: "/api/coupons" }),
  },
  {
    route: "POST /api/coupons",
    expect: allowedBy("coupon.manage", 201),
    request: () => ({
      url: "/api/coupons",
      payload: {
        code: `PERM${nextSerial()}`,
        kind: "flat",
        value: 100,
        validFrom: todayInIst(),
        validTo: addDays(todayInIst(), 7),
      },
    }),
  },
  {
    route: "POST /api/coupons/:id/deactivate",
    // Another owner does not learn it exists; an admin may switch off any coupon.
    expect: ownedBy("coupon.manage", 200, 404),
    request: async () => ({ url: `/api/coupons/${await ownersCouponId()}/deactivate` }),
  },
  {
    route: "POST /api/coupons/apply",
    expect: allowedBy("booking.book", 200),
    request: async () => ({
      url: "/api/coupons/apply",
      payload: {
        venueId: w.venue.id,
        date: addDays(todayInIst(), 7),
        slot: "morning",
        couponCode: await platformCouponCode(),
      },
    }),
  },
];
