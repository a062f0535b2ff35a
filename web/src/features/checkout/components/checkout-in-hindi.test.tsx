// @vitest-environment happy-dom
import type { GroundDetails } from "@crease/core/contracts/venues";
import type { PaymentOrder } from "@crease/core/payments";
import { priceBooking } from "@crease/core/pricing";
import type { User } from "@crease/core/users";
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentProps } from "react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { BookingSummaryCard } from "./booking-summary-card";
import { PayCard } from "./pay-card";
import { PaymentMethodCard } from "./payment-method-card";
import { SandboxPaymentSheet } from "./sandbox-payment-sheet";

/**
 * Issue 24: a Hindi-speaking player meets no English sentence at checkout. What the owner wrote
 * (the venue's name, its add-ons), the player's own email, the order's id and the words Indian apps
 * keep in Latin letters (UPI, GST, QR, AM/PM) may stay as they are; any other Latin word fails.
 */
const LATIN_ALLOWED = new Set(["Crease", "UPI", "GST", "QR", "AM", "PM", "IST"]);
const VENUE = "Shivaji Park Ground";
const ADD_ON = "Umpire Service";
const EMAIL = "player@crease.demo";
const ORDER_ID = "order_sandbox_42";

/** Every text and attribute a person reads or hears in the document, with the owner's words taken out. */
function englishLeft(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) found.push(node.textContent.trim());
  }
  for (const element of document.body.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.push(value);
    }
  }
  return found.filter((text) => {
    const rest = [VENUE, ADD_ON, EMAIL, ORDER_ID].reduce((left, own) => left.replaceAll(own, ""), text);
    return (rest.match(/[A-Za-z]{2,}/g) ?? []).some((word) => !LATIN_ALLOWED.has(word));
  });
}

const details: GroundDetails = {
  venueId: 7,
  venueType: "ground",
  morningPrice: "8000.00",
  afternoonPrice: "7000.00",
  eveningPrice: "10000.00",
  nightPrice: "12000.00",
  addOns: [{ key: "umpireFees", name: ADD_ON, price: "1500.00" }],
};
const price = priceBooking(details, "evening", ["umpireFees"], {
  paymentType: "partial",
  partialPaymentAmount: "2000",
  gstRatePercent: 18,
});
const user = { id: 1, fullName: "Priya Sharma", email: EMAIL, role: "player" } as User;
const order = {
  orderId: ORDER_ID,
  amount: price.payNowPaise,
  venueName: VENUE,
  provider: "sandbox",
  holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
} as PaymentOrder;

function payCard(props: Partial<ComponentProps<typeof PayCard>>) {
  return (
    <PayCard
      price={price}
      slot="evening"
      partial
      pricesUpdated={false}
      priceChangedTo={null}
      slotTaken={false}
      refusal={null}
      onRetryAfterRefusal={() => {}}
      venueHref="/venues/7"
      session="signed-in"
      user={user}
      loginHref="/login"
      processing={false}
      order={order}
      blocked={null}
      onPay={() => {}}
      {...props}
    />
  );
}

beforeAll(() => showLanguage("hi", ["screens"]));
afterAll(() => showLanguage("en"));
afterEach(cleanup);

describe("the checkout in Hindi", () => {
  it("says the booking, every price line, the payment methods and the sandbox sheet in Hindi", () => {
    render(
      <MemoryRouter>
        <BookingSummaryCard
          venueId={7}
          venueName={VENUE}
          venueType="ground"
          place={null}
          cover={null}
          date="2026-11-28"
          slot="evening"
          addOns={price.addOns}
        />
        {payCard({ pricesUpdated: true })}
        <PaymentMethodCard partial />
        <SandboxPaymentSheet
          order={order}
          open
          step="idle"
          totalPaise={price.totalPaise}
          date="2026-11-28"
          slot="evening"
          onPay={() => {}}
          onFail={() => {}}
          onClose={() => {}}
        />
      </MemoryRouter>,
    );
    expect(screen.getByText("बुकिंग की जानकारी")).toBeTruthy();
    expect(screen.getAllByText("शनिवार, 28 नवंबर 2026")).toHaveLength(2);
    expect(screen.getByTestId("price-total").textContent).toBe("₹13,570");
    expect(screen.getAllByRole("button", { name: "₹2,000 का पेमेंट करें", hidden: true }).length).toBe(2);
    expect(englishLeft()).toEqual([]);
  });

  it("says a taken slot, a changed price and the signed-out state in Hindi", () => {
    render(
      <MemoryRouter>
        {payCard({ slotTaken: true, priceChangedTo: "15000.00", session: "signed-out", user: null })}
      </MemoryRouter>,
    );
    expect(screen.getByText("यह स्लॉट अब उपलब्ध नहीं है")).toBeTruthy();
    expect(englishLeft()).toEqual([]);
  });
});
