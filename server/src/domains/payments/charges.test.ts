import { AppError } from "@crease/core";
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../test/app";
import { createUser } from "../../../test/factories";
import type { Database } from "../../db/client";
import { queryRows } from "../../db/rows";
import { bookingsRepo } from "../bookings/repo";
import { type Charge, type Charges, createCharges } from "./charges";
import type { PaymentProvider } from "./providers/provider";
import { createSandboxProvider } from "./providers/sandbox";

// A charge that is not a booking's (docs/product/payments-and-refunds.md#charges) is settled by its
// purpose's handler exactly once: verify and the webhook at once, a replay, a second payment and a
// payment after the charge closed each leave the money in exactly one place.

let database: Database;
let drop: () => Promise<void>;
let charges: Charges;
let player: number;
let owner: number;
const paid: { charge: Charge; paymentId: string }[] = [];
/** Charges the test's handler calls closed (what it sold was withdrawn). */
const closed = new Set<string>();
let providerCalls = 0;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  const sandbox = createSandboxProvider({});
  // A provider whose ids come from its API (Razorpay's way): openCharge must ask it.
  const provider: PaymentProvider = {
    ...sandbox,
    newOrderId: undefined,
    async createOrder(input) {
      providerCalls++;
      return sandbox.createOrder(input);
    },
  };
  charges = createCharges({ db: database.db, provider, log: pino({ level: "silent" }) });
  charges.registerPurpose("credit_top_up", {
    async paid(tx, charge, paymentId) {
      // In the settling transaction: a row only this payment's settlement can write.
      await tx.execute(sql`update payment_orders set subject_id = subject_id || ':done' where id = ${charge.id}`);
      paid.push({ charge, paymentId });
      return { credited: charge.amountPaise };
    },
    async late(_tx, charge) {
      return closed.has(charge.id) ? "withdrawn" : null;
    },
    invoiceLines: () => null,
  });
  player = (await createUser(database.db, { role: "player" })).id;
  owner = (await createUser(database.db, { role: "owner" })).id;
});
afterAll(async () => drop?.());

const lines = {
  basePaise: 200000,
  addOnsPaise: 0,
  discountPaise: 0,
  gstPaise: 0,
  totalPaise: 200000,
  amountPaise: 200000,
};
const open = () =>
  charges.openCharge({
    purpose: "credit_top_up",
    payerId: player,
    ownerId: owner,
    subjectId: "pack:0",
    lines,
    receipt: "credit_test",
    notes: {},
    description: "Venue credit",
  });

async function refundsOf(orderId: string) {
  return queryRows<{ reason: string; amount_paise: number; booking_id: number | null }>(
    database.db,
    sql`select reason, amount_paise, booking_id from refunds where order_id = ${orderId} order by id`,
  );
}

describe("charges that are not a booking's", () => {
  it("opens through the provider and records the purpose, supplier and lines", async () => {
    const before = providerCalls;
    const order = await open();
    expect(providerCalls).toBe(before + 1);
    expect(order.amount).toBe(200000);
    const [row] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select purpose, owner_id, user_id, booking_id, subject_id, amount_paise, total_paise, status
          from payment_orders where id = ${order.orderId}`,
    );
    expect(row).toMatchObject({
      purpose: "credit_top_up",
      owner_id: owner,
      user_id: player,
      booking_id: null,
      subject_id: "pack:0",
      status: "created",
    });
    expect(Number(row?.amount_paise)).toBe(200000);
  });

  it("settles once when verify and the webhook come at once, and a replay changes nothing", async () => {
    const { orderId } = await open();
    const count = paid.length;
    const [a, b] = await Promise.all([
      charges.settle(orderId, "pay_race_1", player),
      charges.settle(orderId, "pay_race_1", null),
    ]);
    expect(paid.length).toBe(count + 1);
    expect([a.result, b.result].filter((r) => r !== null)).toEqual([{ credited: 200000 }]);
    expect(a).toMatchObject({ orderId, purpose: "credit_top_up", status: "paid", amount: 200000 });
    const replay = await charges.settle(orderId, "pay_race_1", player);
    expect(replay.result).toBeNull();
    expect(paid.length).toBe(count + 1);
    const [row] = await queryRows<{ subject_id: string; status: string }>(
      database.db,
      sql`select subject_id, status from payment_orders where id = ${orderId}`,
    );
    expect(row).toEqual({ subject_id: "pack:0:done", status: "paid" });
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it("refunds a second payment of a paid charge as a duplicate, once", async () => {
    const { orderId } = await open();
    await charges.settle(orderId, "pay_first", player);
    for (let i = 0; i < 2; i++) {
      const error = await charges.settle(orderId, "pay_second", null).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(409);
    }
    expect(await refundsOf(orderId)).toEqual([{ reason: "duplicate_payment", amount_paise: 200000, booking_id: null }]);
  });

  it("gives a payment back when its purpose says the charge closed, and never runs paid", async () => {
    const { orderId } = await open();
    closed.add(orderId);
    const count = paid.length;
    const error = await charges.settle(orderId, "pay_late", player).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(409);
    expect(paid.length).toBe(count);
    expect(await refundsOf(orderId)).toEqual([{ reason: "late_payment", amount_paise: 200000, booking_id: null }]);
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from payment_orders where id = ${orderId}`,
    );
    expect(row?.status).toBe("refunded");
  });

  it("answers 404 for another player's charge and settles nothing", async () => {
    const { orderId } = await open();
    const other = (await createUser(database.db, { role: "player" })).id;
    const error = await charges.settle(orderId, "pay_other", other).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(404);
    const [row] = await queryRows<{ status: string }>(
      database.db,
      sql`select status from payment_orders where id = ${orderId}`,
    );
    expect(row?.status).toBe("created");
  });

  it("is left alone by a booking's confirming statement, which hands it on by its purpose", async () => {
    const { orderId } = await open();
    // What verify and the webhook run first for any paid order (one statement, decision 025).
    const result = await bookingsRepo(database.db).confirmPaid(orderId, "pay_statement", null);
    expect(result).toEqual({ outcome: "charge" });
    const [row] = await queryRows<{ status: string; payment_id: string | null }>(
      database.db,
      sql`select status, payment_id from payment_orders where id = ${orderId}`,
    );
    expect(row).toEqual({ status: "created", payment_id: null });
  });

  it("refuses a handler for a booking's purpose, and a second one for a purpose", () => {
    const handler = { paid: async () => null, invoiceLines: () => null };
    expect(() => charges.registerPurpose("booking", handler)).toThrow();
    expect(() => charges.registerPurpose("credit_top_up", handler)).toThrow();
  });
});
