import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";

/** An owner's payout account as stored: masked forms in clear, the rest sealed. */
export interface PayoutAccountRecord {
  ownerId: number;
  method: "bank" | "upi";
  holderName: string | null;
  ifsc: string | null;
  accountLast4: string | null;
  upiMasked: string | null;
  panMasked: string;
  gstinMasked: string | null;
  sealed: string;
  updatedAt: string;
  payoutsHeldUntil: string;
}

/** Who a payout account mail goes to. */
export interface AccountOwner {
  id: number;
  fullName: string;
  email: string | null;
  language: string;
  status: string;
  passwordHash: string | null;
}

const ACCOUNT_SELECT = sql`select owner_id as "ownerId", method, holder_name as "holderName", ifsc,
    account_last4 as "accountLast4", upi_masked as "upiMasked", pan_masked as "panMasked",
    gstin_masked as "gstinMasked", sealed, updated_at as "updatedAt", payouts_held_until as "payoutsHeldUntil"
  from payout_accounts`;

const recordOf = (row: PayoutAccountRecord): PayoutAccountRecord => ({
  ...row,
  updatedAt: isoOf(row.updatedAt),
  payoutsHeldUntil: isoOf(row.payoutsHeldUntil),
});

/** Drizzle only: owners' payout accounts. */
export function payoutAccountsRepo(db: Db) {
  return {
    async byOwner(ownerId: number): Promise<PayoutAccountRecord | undefined> {
      const [row] = await queryRows<PayoutAccountRecord>(db, sql`${ACCOUNT_SELECT} where owner_id = ${ownerId}`);
      return row ? recordOf(row) : undefined;
    },

    /** Inserts or replaces the owner's account; the hold starts again from `at`. */
    async save(
      account: Omit<PayoutAccountRecord, "updatedAt" | "payoutsHeldUntil">,
      at: Date,
      heldUntil: Date,
    ): Promise<PayoutAccountRecord> {
      const [row] = await queryRows<PayoutAccountRecord>(
        db,
        sql`insert into payout_accounts (owner_id, method, holder_name, ifsc, account_last4, upi_masked, pan_masked,
              gstin_masked, sealed, updated_at, payouts_held_until)
            values (${account.ownerId}, ${account.method}, ${account.holderName}, ${account.ifsc}, ${account.accountLast4},
              ${account.upiMasked}, ${account.panMasked}, ${account.gstinMasked}, ${account.sealed},
              ${at.toISOString()}::timestamptz, ${heldUntil.toISOString()}::timestamptz)
            on conflict (owner_id) do update set method = excluded.method, holder_name = excluded.holder_name,
              ifsc = excluded.ifsc, account_last4 = excluded.account_last4, upi_masked = excluded.upi_masked,
              pan_masked = excluded.pan_masked, gstin_masked = excluded.gstin_masked, sealed = excluded.sealed,
              updated_at = excluded.updated_at, payouts_held_until = excluded.payouts_held_until
            returning owner_id as "ownerId", method, holder_name as "holderName", ifsc, account_last4 as "accountLast4",
              upi_masked as "upiMasked", pan_masked as "panMasked", gstin_masked as "gstinMasked", sealed,
              updated_at as "updatedAt", payouts_held_until as "payoutsHeldUntil"`,
      );
      return recordOf(row as PayoutAccountRecord);
    },

    async owner(ownerId: number): Promise<AccountOwner | undefined> {
      const [row] = await queryRows<AccountOwner>(
        db,
        sql`select id, full_name as "fullName", email, language, status, password_hash as "passwordHash"
            from users where id = ${ownerId}`,
      );
      return row;
    },

    /** The owner's venues, any status: their prices follow the owner's GST registration. */
    async venueIds(ownerId: number): Promise<number[]> {
      const rows = await queryRows<{ id: number }>(db, sql`select id from venues where owner_id = ${ownerId}`);
      return rows.map((row) => Number(row.id));
    },

    /** The owner a payout is for, or undefined when there is no such payout. */
    async payoutOwner(payoutId: number): Promise<number | undefined> {
      const [row] = await queryRows<{ ownerId: number }>(
        db,
        sql`select owner_id as "ownerId" from payouts where id = ${payoutId}`,
      );
      return row?.ownerId;
    },
  };
}

export type PayoutAccountsRepo = ReturnType<typeof payoutAccountsRepo>;
