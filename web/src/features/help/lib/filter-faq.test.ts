import { afterAll, describe, expect, it } from "vitest";
import { i18n, showLanguage } from "@/lib/i18n";
import { type FaqCategory, faqIn } from "./faq";
import { filterFaq, highlightParts, matchSnippet, normaliseQuery } from "./filter-faq";

const CATEGORIES: FaqCategory[] = [
  {
    id: "booking",
    title: "Booking & Reservations",
    entries: [
      { id: "slots", question: "What are the ground slots?", answer: ["Morning 6–10 AM, afternoon 10 AM–2 PM."] },
      { id: "hold", question: "Is my slot held while I pay?", answer: ["Yes, for 10 minutes."] },
    ],
  },
  {
    id: "owners",
    title: "Venue Owners",
    entries: [{ id: "payouts", question: "When am I paid?", answer: ["Every Tuesday, by bank transfer or UPI."] }],
  },
];

const ids = (categories: FaqCategory[]) => categories.map((c) => [c.id, c.entries.map((e) => e.id)]);

describe("filterFaq", () => {
  it("keeps every category and question when the query is empty or blank", () => {
    expect(filterFaq(CATEGORIES, "")).toEqual(CATEGORIES);
    expect(filterFaq(CATEGORIES, "   ")).toEqual(CATEGORIES);
  });

  it("matches the question, ignoring case", () => {
    expect(ids(filterFaq(CATEGORIES, "SLOT"))).toEqual([["booking", ["slots", "hold"]]]);
  });

  it("matches the answer too", () => {
    expect(ids(filterFaq(CATEGORIES, "tuesday"))).toEqual([["owners", ["payouts"]]]);
    expect(ids(filterFaq(CATEGORIES, "10 minutes"))).toEqual([["booking", ["hold"]]]);
  });

  it("hides categories left without a match", () => {
    const result = filterFaq(CATEGORIES, "upi");
    expect(result.map((c) => c.title)).toEqual(["Venue Owners"]);
  });

  it("returns nothing for a query that matches nothing", () => {
    expect(filterFaq(CATEGORIES, "googly-xyz")).toEqual([]);
  });

  it("ignores surrounding spaces and runs of spaces in the query", () => {
    expect(ids(filterFaq(CATEGORIES, "  bank    transfer "))).toEqual([["owners", ["payouts"]]]);
  });

  it("does not change the categories it was given", () => {
    filterFaq(CATEGORIES, "tuesday");
    expect(CATEGORIES[0]?.entries).toHaveLength(2);
  });
});

describe("the Help Center's own questions", () => {
  const FAQ_CATEGORIES = faqIn(i18n);

  it("has the five categories, each with 5 to 7 questions", () => {
    expect(FAQ_CATEGORIES.map((c) => c.title)).toEqual([
      "Booking & Reservations",
      "Payments & Pricing",
      "Venue Owners",
      "Safety & Security",
      "Using the Platform",
    ]);
    for (const category of FAQ_CATEGORIES) {
      expect(category.entries.length).toBeGreaterThanOrEqual(5);
      expect(category.entries.length).toBeLessThanOrEqual(7);
    }
  });

  it("gives every question a unique id within its category", () => {
    for (const category of FAQ_CATEGORIES) {
      const entryIds = category.entries.map((e) => e.id);
      expect(new Set(entryIds).size).toBe(entryIds.length);
    }
  });

  it("finds the payout day only among the owners' questions", () => {
    expect(filterFaq(FAQ_CATEGORIES, "Tuesday").map((c) => c.title)).toEqual(["Venue Owners"]);
  });
});

describe("the Help Center in Hindi", () => {
  afterAll(() => showLanguage("en"));

  it("asks and answers every question in Hindi, and the search finds Hindi words", async () => {
    await showLanguage("hi", ["screens"]);
    const hindi = faqIn(i18n);
    // Words Indian apps keep in Latin letters, and the support address.
    const allowed = new Set([
      "Crease",
      "UPI",
      "GST",
      "IST",
      "AM",
      "PM",
      "QR",
      "RBI",
      "PIN",
      "OTP",
      "WhatsApp",
      "Telegram",
    ]);
    for (const category of hindi) {
      for (const text of [
        category.title,
        ...category.entries.flatMap((e) => [e.question, ...e.answer, e.link?.label ?? ""]),
      ]) {
        const english = (text.replace("support@crease.in", "").match(/[A-Za-z]{2,}/g) ?? []).filter(
          (word) => !allowed.has(word),
        );
        expect(english, text).toEqual([]);
      }
    }
    expect(filterFaq(hindi, "मंगलवार").map((c) => c.id)).toEqual(["owners"]);
    // The support answer's hours come from core, in Hindi.
    const support = hindi.flatMap((c) => c.entries).find((e) => e.id === "support");
    expect(support?.answer[0]).toContain("सोमवार");
  });
});

describe("normaliseQuery", () => {
  it("trims, collapses spaces and lowercases", () => {
    expect(normaliseQuery("  Rain   DELAY ")).toBe("rain delay");
  });
});

describe("highlightParts", () => {
  it("marks every occurrence, keeping the original case", () => {
    expect(highlightParts("Refunds: a refund in 5–7 days", "REFUND")).toEqual([
      { text: "Refund", match: true },
      { text: "s: a ", match: false },
      { text: "refund", match: true },
      { text: " in 5–7 days", match: false },
    ]);
  });

  it("leaves the text whole when the query is empty or absent", () => {
    expect(highlightParts("Free cancellation", "")).toEqual([{ text: "Free cancellation", match: false }]);
    expect(highlightParts("Free cancellation", "rain")).toEqual([{ text: "Free cancellation", match: false }]);
  });
});

describe("matchSnippet", () => {
  const answer = [
    "Open My Bookings in your dashboard and choose Cancel on the confirmed booking.",
    "Within 24 hours a 25% fee applies and 75% is refunded to the card or UPI account you paid with, in 5–7 business days.",
  ];

  it("cuts whole words around the first match, with ellipses where text was left out", () => {
    expect(matchSnippet(answer, "REFUNDED", 20)).toBe("…applies and 75% is refunded to the card or UPI…");
  });

  it("needs no ellipsis when the paragraph is short enough", () => {
    expect(matchSnippet(answer, "dashboard", 200)).toBe(answer[0]);
  });

  it("is null without a query or a match", () => {
    expect(matchSnippet(answer, "")).toBeNull();
    expect(matchSnippet(answer, "lightning")).toBeNull();
  });
});
