import { describe, expect, it } from "vitest";
import { daySheetPayment, type PaidParts } from "./desk";

const parts = (p: Partial<PaidParts>): PaidParts => ({
  onlinePaise: 0,
  creditPaise: 0,
  cashPaise: 0,
  upiPaise: 0,
  duePaise: 0,
  ...p,
});

describe("the day sheet's payment word (docs/product/front-desk.md)", () => {
  it("names one of the contract's words for every mix", () => {
    expect(daySheetPayment(parts({ onlinePaise: 118_000 }))).toBe("online");
    expect(daySheetPayment(parts({ creditPaise: 118_000 }))).toBe("credit");
    // Part credit, part online: online (money came online; the totals still count each part apart).
    expect(daySheetPayment(parts({ creditPaise: 30_000, onlinePaise: 88_000 }))).toBe("online");
    // An advance online, the balance in cash at the desk: what the drawer holds.
    expect(daySheetPayment(parts({ onlinePaise: 30_000, cashPaise: 88_000 }))).toBe("cash");
    expect(daySheetPayment(parts({ upiPaise: 118_000 }))).toBe("upi");
    // Anything still to collect: due, whatever was paid before.
    expect(daySheetPayment(parts({ onlinePaise: 30_000, duePaise: 88_000 }))).toBe("due");
    // A booking a coupon made free: nothing to collect, nothing came through the desk.
    expect(daySheetPayment(parts({}))).toBe("online");
  });
});
