import { describe, expect, it } from "vitest";
import { createSandboxProvider, SANDBOX_REMEMBERED_PAYMENTS } from "./sandbox";

const refundOf = (paymentId: string) => ({ paymentId, amountPaise: 50_000, receipt: `refund_${paymentId}`, notes: {} });

describe("sandbox provider", () => {
  it("lists a payment's refunds, as the provider would", async () => {
    const sandbox = createSandboxProvider({});
    const first = await sandbox.refund(refundOf("pay_1"));
    expect((await sandbox.refundsOf("pay_1")).map((r) => r.id)).toEqual([first.id]);
    expect(await sandbox.refundsOf("pay_2")).toEqual([]);
  });

  it("remembers the refunds of a bounded number of payments, the most recently refunded", async () => {
    const sandbox = createSandboxProvider({});
    await sandbox.refund(refundOf("pay_first"));
    for (let n = 0; n < SANDBOX_REMEMBERED_PAYMENTS - 1; n++) await sandbox.refund(refundOf(`pay_${n}`));
    await sandbox.refund(refundOf("pay_0")); // refunded again: now the most recent
    await sandbox.refund(refundOf("pay_last")); // one payment too many
    expect(await sandbox.refundsOf("pay_first")).toEqual([]);
    expect(await sandbox.refundsOf("pay_0")).toHaveLength(2);
    expect(await sandbox.refundsOf("pay_1")).toHaveLength(1);
    expect(await sandbox.refundsOf("pay_last")).toHaveLength(1);
    await sandbox.refund(refundOf("pay_next"));
    expect(await sandbox.refundsOf("pay_1")).toEqual([]); // the oldest went next
  });
});
