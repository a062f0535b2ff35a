import { type CreditEntryKind, creditMoneyPart, creditToUse } from "@crease/core";
import { sql } from "drizzle-orm";
import { statusIn } from "../../db/booking-status-sql";
import type { Db } from "../../db/client";
import { isoOf, queryRows } from "../../db/rows";
import type { CreditPackPaise } from "../../db/schema/credit";
import { enqueueJob } from "../../lib/jobs";
import { bookingRows } from "../bookings/reads/booking-rows";

/** The job that expires what is left of one balance when its time comes (docs/product/credit.md). */
export const CREDIT_EXPIRY_JOB = "credit.expire";

export interface CreditOfferRecord {
  ownerId: number;
  enabled: boolean;
  packs: CreditPackPaise[];
  expiryMonths: number | null;
}

export interface CreditBalanceRecord {
  ownerId: number;
  userId: number;
  balancePaise: number;
  expiresAt: string | null;
}

export interface CreditEntryRecord {
  ownerId: number;
  kind: CreditEntryKind;
  amountPaise: number;
  bookingId: number | null;
  at: string;
}

/** An entry that adds to a balance: an online top-up and its bonus, a desk top-up, a refund. */
export interface CreditAddition {
  kind: "top_up" | "bonus" | "desk_top_up" | "refund";
  amountPaise: number;
  bookingId?: number | null;
  chargeId?: string | null;
  venueId?: number | null;
  recordedBy?: number | null;
  method?: "cash" | "upi" | null;
  /** A refund of a cheaper slot's difference when the booking moved: once, apart from its cancellation's. */
  reschedule?: boolean;
  /**
   * The money part of the amount (docs/product/credit.md, "Tax and money"); by default a bonus has
   * none and everything else is all money. A refund passes core's `creditRefundParts`.
   */
  moneyPaise?: number;
}

/** What a spend took: its amount and the money part of it (the rest was bonus). */
export interface CreditSpent {
  spentPaise: number;
  moneyPaise: number;
}

const moneyOf = (e: CreditAddition) => e.moneyPaise ?? (e.kind === "bonus" ? 0 : e.amountPaise);

/**
 * Takes `spendPaise` from a balance row the caller locked and read (`held`), money in proportion
 * (core's `creditMoneyPart`), with its `spend` entry; the CHECKs stop anything below zero.
 */
async function takeSpend(
  tx: Db,
  pair: { ownerId: number; userId: number },
  bookingId: number,
  spendPaise: number,
  held: { balancePaise: number; moneyPaise: number },
): Promise<CreditSpent> {
  if (spendPaise <= 0) return { spentPaise: 0, moneyPaise: 0 };
  const moneyPaise = creditMoneyPart(spendPaise, held);
  await tx.execute(
    sql`update credit_balances set balance_paise = balance_paise - ${spendPaise}, money_paise = money_paise - ${moneyPaise},
          updated_at = now()
        where owner_id = ${pair.ownerId} and user_id = ${pair.userId}`,
  );
  await tx.execute(
    sql`insert into credit_entries (owner_id, user_id, kind, amount_paise, money_paise, booking_id)
        values (${pair.ownerId}, ${pair.userId}, 'spend', ${-spendPaise}, ${-moneyPaise}, ${bookingId})`,
  );
  return { spentPaise: spendPaise, moneyPaise };
}

const packsOf = (value: unknown): CreditPackPaise[] =>
  (typeof value === "string" ? JSON.parse(value) : (value as CreditPackPaise[] | null)) ?? [];

/** SQL only: venue credit's offers, balances and entries. */
export function creditRepo(db: Db) {
  return {
    async offerOf(ownerId: number): Promise<CreditOfferRecord | null> {
      const [row] = await queryRows<{ enabled: boolean; packs: unknown; expiry_months: number | null }>(
        db,
        sql`select enabled, packs, expiry_months from credit_offers where owner_id = ${ownerId}`,
      );
      return row ? { ownerId, enabled: row.enabled, packs: packsOf(row.packs), expiryMonths: row.expiry_months } : null;
    },

    async saveOffer(offer: CreditOfferRecord): Promise<void> {
      await db.execute(
        sql`insert into credit_offers (owner_id, enabled, packs, expiry_months, updated_at)
            values (${offer.ownerId}, ${offer.enabled}, ${JSON.stringify(offer.packs)}::jsonb, ${offer.expiryMonths}::int, now())
            on conflict (owner_id) do update set enabled = excluded.enabled, packs = excluded.packs,
              expiry_months = excluded.expiry_months, updated_at = now()`,
      );
    },

    /** The owner of a listed venue (credit is the owner's, spent at any of their venues). */
    async ownerOfVenue(venueId: number): Promise<number | null> {
      const [row] = await queryRows<{ owner_id: number }>(db, sql`select owner_id from venues where id = ${venueId}`);
      return row ? Number(row.owner_id) : null;
    },

    async balanceOf(ownerId: number, userId: number): Promise<CreditBalanceRecord> {
      const [row] = await queryRows<{ balance_paise: number; expires_at: unknown }>(
        db,
        sql`select balance_paise, expires_at from credit_balances where owner_id = ${ownerId} and user_id = ${userId}`,
      );
      return {
        ownerId,
        userId,
        balancePaise: Number(row?.balance_paise ?? 0),
        expiresAt: row?.expires_at ? isoOf(row.expires_at) : null,
      };
    },

    /**
     * Adds entries to a player's balance with an owner, in the caller's transaction: each entry
     * and the balance move together. An entry already recorded (the same charge's top-up, the
     * same booking's refund: the unique indexes) adds nothing, so a replay credits nothing twice.
     * `extendMonths`: a top-up sets the expiry to now + that many months and queues the job that
     * expires what is left then. Returns what was added.
     */
    async add(
      tx: Db,
      pair: { ownerId: number; userId: number },
      entries: CreditAddition[],
      extendMonths: number | null = null,
    ): Promise<number> {
      let added = 0;
      let money = 0;
      for (const e of entries) {
        const rows = await queryRows<{ amount_paise: number; money_paise: number }>(
          tx,
          sql`insert into credit_entries (owner_id, user_id, kind, amount_paise, money_paise, booking_id, charge_id, venue_id,
                recorded_by, method, reschedule)
              values (${pair.ownerId}, ${pair.userId}, ${e.kind}, ${e.amountPaise}, ${moneyOf(e)}, ${e.bookingId ?? null}::int,
                ${e.chargeId ?? null}::text, ${e.venueId ?? null}::int, ${e.recordedBy ?? null}::int, ${e.method ?? null}::text,
                ${e.reschedule ?? false})
              on conflict do nothing returning amount_paise, money_paise`,
        );
        added += rows.reduce((sum, r) => sum + Number(r.amount_paise), 0);
        money += rows.reduce((sum, r) => sum + Number(r.money_paise), 0);
      }
      if (added === 0) return 0;
      const [row] = await queryRows<{ expires_at: unknown }>(
        tx,
        sql`insert into credit_balances (owner_id, user_id, balance_paise, money_paise, expires_at, updated_at)
            values (${pair.ownerId}, ${pair.userId}, ${added}, ${money},
              case when ${extendMonths}::int is null then null else now() + make_interval(months => ${extendMonths}::int) end, now())
            on conflict (owner_id, user_id) do update set balance_paise = credit_balances.balance_paise + excluded.balance_paise,
              money_paise = credit_balances.money_paise + excluded.money_paise,
              expires_at = case when ${extendMonths}::int is null then credit_balances.expires_at else excluded.expires_at end,
              updated_at = now()
            returning expires_at`,
      );
      if (extendMonths !== null && row?.expires_at) {
        await enqueueJob(tx, CREDIT_EXPIRY_JOB, pair, new Date(isoOf(row.expires_at)));
      }
      return added;
    },

    /**
     * Spends credit on a held booking, in the caller's transaction: as much as the balance has,
     * up to `maxPaise`, money and bonus in proportion (core's `creditMoneyPart`). The caller (the
     * bookings domain's credit-checkout.ts) has locked the hold and checked it may spend, and marks
     * it in the same transaction. The balance row is locked before it is read (a spend racing
     * another waits for it and reads what is left; the CHECKs stop anything below zero), and a
     * booking spends at most once (credit_entries_one_spend).
     * Returns what was spent (0: no credit, or the booking already spent).
     */
    async spendOnHold(
      tx: Db,
      pair: { ownerId: number; userId: number },
      bookingId: number,
      maxPaise: number,
    ): Promise<CreditSpent> {
      const [balance] = await queryRows<{ balance_paise: number; money_paise: number }>(
        tx,
        sql`select balance_paise, money_paise from credit_balances
            where owner_id = ${pair.ownerId} and user_id = ${pair.userId} and balance_paise > 0
              and not exists (select 1 from credit_entries ce where ce.booking_id = ${bookingId} and ce.kind = 'spend')
            for update`,
      );
      if (!balance) return { spentPaise: 0, moneyPaise: 0 };
      const held = { balancePaise: Number(balance.balance_paise), moneyPaise: Number(balance.money_paise) };
      return takeSpend(tx, pair, bookingId, creditToUse(held.balancePaise, maxPaise), held);
    },

    /**
     * Takes exactly `amountPaise` for a booking the desk makes (payment "credit"), in the caller's
     * transaction, money and bonus in proportion: null, taking nothing, when the balance is short.
     */
    async spendExactly(
      tx: Db,
      pair: { ownerId: number; userId: number },
      bookingId: number,
      amountPaise: number,
    ): Promise<CreditSpent | null> {
      const [balance] = await queryRows<{ balance_paise: number; money_paise: number }>(
        tx,
        sql`select balance_paise, money_paise from credit_balances
            where owner_id = ${pair.ownerId} and user_id = ${pair.userId} and balance_paise >= ${amountPaise}
            for update`,
      );
      if (!balance) return null;
      const held = { balancePaise: Number(balance.balance_paise), moneyPaise: Number(balance.money_paise) };
      return takeSpend(tx, pair, bookingId, amountPaise, held);
    },

    /**
     * Gives back the credit spent on holds that ended unpaid (expired or abandoned): one `refund`
     * entry per booking, at most once (credit_entries_one_refund), each balance moved in the same
     * statement. Safe to run at any time and again. Returns how many holds gave credit back.
     */
    async giveBackUnpaidHolds(): Promise<number> {
      const rows = await queryRows<{ booking_id: number }>(
        db,
        sql`with ended as (
              select bk.id, ce.owner_id, ce.user_id, -ce.amount_paise as amount, -ce.money_paise as money from ${bookingRows()} bk
              join credit_entries ce on ce.booking_id = bk.id and ce.kind = 'spend'
              where ${statusIn(sql`bk.status`, "expired")}
                and not exists (select 1 from credit_entries r where r.booking_id = bk.id and r.kind = 'refund')
              limit 500
            ), given as (
              insert into credit_entries (owner_id, user_id, kind, amount_paise, money_paise, booking_id)
              select owner_id, user_id, 'refund', amount, money, id from ended
              on conflict do nothing returning owner_id, user_id, amount_paise, money_paise, booking_id
            ), per_pair as (
              select owner_id, user_id, sum(amount_paise)::int as amount, sum(money_paise)::int as money
              from given group by owner_id, user_id
            ), moved as (
              update credit_balances cb set balance_paise = cb.balance_paise + p.amount, money_paise = cb.money_paise + p.money,
                updated_at = now()
              from per_pair p where cb.owner_id = p.owner_id and cb.user_id = p.user_id
            )
            select booking_id from given`,
      );
      return rows.length;
    },

    /**
     * Expires what is left of one balance whose time has come, once: the balance is set to zero
     * by a guarded update and an `expiry` entry records what it held. A balance a later top-up
     * extended is not due yet, and is left alone.
     */
    async expireDue(pair: { ownerId: number; userId: number }): Promise<number> {
      const [row] = await queryRows<{ amount: number }>(
        db,
        sql`with old as (
              select balance_paise as amount, money_paise as money from credit_balances
              where owner_id = ${pair.ownerId} and user_id = ${pair.userId} and expires_at <= now() and balance_paise > 0
              for update
            ), gone as (
              update credit_balances set balance_paise = 0, money_paise = 0, updated_at = now()
              from old where owner_id = ${pair.ownerId} and user_id = ${pair.userId} and balance_paise = old.amount
              returning old.amount, old.money
            ), entry as (
              insert into credit_entries (owner_id, user_id, kind, amount_paise, money_paise)
              select ${pair.ownerId}, ${pair.userId}, 'expiry', -amount, -money from gone
            )
            select amount from gone`,
      );
      return Number(row?.amount ?? 0);
    },

    /** Every balance the player has (or had), with the owner's venue names and the entries. */
    async ofPlayer(userId: number) {
      const balances = await queryRows<{
        owner_id: number;
        balance_paise: number;
        expires_at: unknown;
        venue_names: unknown;
      }>(
        db,
        sql`select cb.owner_id, cb.balance_paise, cb.expires_at,
              coalesce((select json_agg(v.name order by v.name) from venues v where v.owner_id = cb.owner_id), '[]'::json) as venue_names
            from credit_balances cb where cb.user_id = ${userId} order by cb.owner_id`,
      );
      const entries = await queryRows<{
        owner_id: number;
        kind: CreditEntryKind;
        amount_paise: number;
        booking_id: number | null;
        at: unknown;
      }>(
        db,
        sql`select owner_id, kind, amount_paise, booking_id, at from credit_entries where user_id = ${userId}
            order by at desc, id desc limit 500`,
      );
      return balances.map((b) => ({
        ownerId: Number(b.owner_id),
        venueNames: (typeof b.venue_names === "string" ? JSON.parse(b.venue_names) : b.venue_names) as string[],
        balancePaise: Number(b.balance_paise),
        expiresAt: b.expires_at ? isoOf(b.expires_at) : null,
        entries: entries
          .filter((e) => Number(e.owner_id) === Number(b.owner_id))
          .map(
            (e): CreditEntryRecord => ({
              ownerId: Number(e.owner_id),
              kind: e.kind,
              amountPaise: Number(e.amount_paise),
              bookingId: e.booking_id === null ? null : Number(e.booking_id),
              at: isoOf(e.at),
            }),
          ),
      }));
    },

    /** The account with this verified mobile number (+91XXXXXXXXXX), for the desk. */
    async playerByPhone(phone: string): Promise<{ id: number; name: string } | null> {
      const [row] = await queryRows<{ id: number; name: string }>(
        db,
        sql`select id, full_name as name from users where verified_phone = ${phone} and status = 'active'`,
      );
      return row ? { id: Number(row.id), name: row.name } : null;
    },
  };
}

export type CreditRepo = ReturnType<typeof creditRepo>;
