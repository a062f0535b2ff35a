import { sql } from "drizzle-orm";
import { createUser } from "../factories";
import { all, allowedBy, ctx, ownedBy, type Row, signedIn, w } from "./world";

/** The world's owner offers credit (a pack, no expiry), so the rows that need an offer find one. */
async function ownerOffersCredit() {
  await ctx.database.db.execute(
    sql`insert into credit_offers (owner_id, enabled, packs) values (${w.owner.id}, true, '[{"payPaise":50000,"getPaise":55000}]'::jsonb)
        on conflict (owner_id) do update set enabled = true, packs = excluded.packs`,
  );
}

/** A player the desk can find: an account with this verified mobile (made once). */
let deskPlayer = false;
async function deskPlayerMobile(): Promise<string> {
  if (!deskPlayer) {
    await createUser(ctx.database.db, { role: "player", verifiedPhone: "+919811122233", phone: "+919811122233" });
    deskPlayer = true;
  }
  return "98111 22233";
}

/**
 * A receipt of a desk top-up of the world's player with the world's owner (made once), in a series
 * of its own so the owner's real receipts (the desk row's) number as they would: its id.
 */
let playersReceipt: number | null = null;
async function playersReceiptId(): Promise<number> {
  if (playersReceipt === null) {
    const result = await ctx.database.db.execute(
      sql`with e as (
            insert into credit_entries (owner_id, user_id, kind, amount_paise, money_paise, venue_id, recorded_by, method)
            values (${w.owner.id}, ${w.player.id}, 'desk_top_up', 10000, 10000, ${w.venue.id}, ${w.owner.id}, 'cash')
            returning id
          )
          insert into credit_receipts (owner_id, player_id, series, financial_year, sequence, credit_entry_id, venue_id,
            method, supplier_name, buyer_name, paid_paise, credit_paise)
          select ${w.owner.id}, ${w.player.id}, 'matrix', 2026, 1, e.id, ${w.venue.id}, 'cash', 'Owner',
            'Player', 10000, 10000 from e
          returning id`,
    );
    playersReceipt = Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
  }
  return playersReceipt;
}

/** Venue credit's routes (issue 45, docs/product/credit.md) × the matrix's callers. */
export const CREDIT_ROUTE_ROWS: Row[] = [
  {
    route: "GET /api/owner/credit",
    expect: allowedBy("credit.manage", 200),
    request: () => ({ url: "/api/owner/credit" }),
  },
  {
    route: "PUT /api/owner/credit",
    // Each owner sets their own offer; nobody else has one to set.
    expect: allowedBy("credit.manage", 200),
    request: () => ({ url: "/api/owner/credit", payload: { enabled: true, packs: [{ pay: 500, get: 550 }] } }),
  },
  {
    route: "GET /api/venues/:id/credit",
    // Anyone reads the packs; the balance is the caller's own ("0.00" for a visitor).
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/credit` }),
  },
  {
    route: "POST /api/venues/:id/credit/top-up",
    expect: allowedBy("booking.book", 200),
    request: async () => {
      await ownerOffersCredit();
      return { url: `/api/venues/${w.venue.id}/credit/top-up`, payload: { pack: 0 } };
    },
  },
  {
    route: "GET /api/users/me/credit",
    expect: signedIn(200),
    request: () => ({ url: "/api/users/me/credit" }),
  },
  {
    route: "GET /api/users/me/credit/receipts",
    expect: signedIn(200),
    request: () => ({ url: "/api/users/me/credit/receipts" }),
  },
  {
    route: "GET /api/users/me/credit/receipts/:id/pdf",
    // Only its player reads it here; anyone else's answer is the 404 of no receipt.
    expect: [401, 200, 404, 404, 404, 404, 401],
    request: async () => ({ url: `/api/users/me/credit/receipts/${await playersReceiptId()}/pdf` }),
  },
  {
    route: "GET /api/credit-receipts",
    expect: allowedBy("invoice.list", 200),
    request: () => ({ url: "/api/credit-receipts" }),
  },
  {
    route: "GET /api/credit-receipts/:id/pdf",
    // Its owner and admins; another owner learns nothing of it (404).
    expect: [401, 403, 403, 200, 404, 200, 401],
    request: async () => ({ url: `/api/credit-receipts/${await playersReceiptId()}/pdf` }),
  },
  {
    route: "POST /api/venues/:id/desk/credit",
    // The venue's owner (and admins) take money at its desk; another owner does not see the venue.
    expect: ownedBy("booking.desk", 201, 404),
    request: async () => {
      await ownerOffersCredit();
      return {
        url: `/api/venues/${w.venue.id}/desk/credit`,
        payload: { playerPhone: await deskPlayerMobile(), amount: "100.00", method: "cash" },
      };
    },
  },
];
