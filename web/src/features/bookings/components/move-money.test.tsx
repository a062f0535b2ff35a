// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { CouponLine, MoveMoney } from "./move-money";

/** The Reschedule dialog's sentence for what a move settles (docs/product/bookings.md#reschedule). */
afterEach(cleanup);
afterAll(() => showLanguage("en", ["public", "screens"]));

const partCredit = { due: "0.00", refund: "236.00", refundToCredit: "60.00" };
const allCredit = { due: "0.00", refund: "236.00", refundToCredit: "236.00" };
const online = { due: "0.00", refund: "236.00", refundToCredit: "0.00" };
const dearer = { due: "236.00", refund: "0.00", refundToCredit: "0.00" };
const same = { due: "0.00", refund: "0.00", refundToCredit: "0.00" };

const text = (quote: typeof same) => {
  const { container } = render(<MoveMoney quote={quote} />);
  const said = container.textContent;
  cleanup();
  return said;
};

describe("what a move settles, on screen", () => {
  it("in English: credit's share back to credit now, the rest to the payment", async () => {
    await showLanguage("en", ["public", "screens"]);
    expect(text(partCredit)).toBe(
      "₹60 goes back to your venue credit now, and ₹176 to your payment (5-7 business days).",
    );
    expect(text(allCredit)).toBe("₹236 goes back to your venue credit now.");
    expect(text(online)).toBe("₹236 comes back to you (5-7 business days).");
    expect(text(dearer)).toBe("Pay ₹236 more now to move it.");
    expect(text(same)).toBe("Nothing to pay: the move is free.");
  });

  it("in Hindi", async () => {
    await showLanguage("hi", ["public", "screens"]);
    expect(text(partCredit)).toBe("₹60 अभी आपके वेन्यू क्रेडिट में वापस आएँगे, और ₹176 आपके भुगतान में (5-7 कामकाजी दिन)।");
    expect(text(allCredit)).toBe("₹236 अभी आपके वेन्यू क्रेडिट में वापस आएँगे।");
  });
});

describe("the booking's coupon on the new slot, on its own line", () => {
  it("says when the coupon no longer applies and what it adds, or that it still applies", async () => {
    await showLanguage("en", ["public", "screens"]);
    const lost = render(<CouponLine coupon={{ code: "FIRST100", applies: false, amount: "590.00" }} />);
    expect(lost.container.textContent).toBe("Coupon FIRST100 no longer applies: +₹590");
    cleanup();
    const kept = render(<CouponLine coupon={{ code: "FIRST100", applies: true, amount: "590.00" }} />);
    expect(kept.container.textContent).toBe("Coupon FIRST100 still applies: −₹590");
    cleanup();
    await showLanguage("hi", ["public", "screens"]);
    const hindi = render(<CouponLine coupon={{ code: "FIRST100", applies: false, amount: "590.00" }} />);
    expect(hindi.container.textContent).toBe("कूपन FIRST100 अब लागू नहीं होता: +₹590");
  });
});
