/**
 * The ten static pages of docs/product/screens.md (the footer's links), in one list so every page can point
 * to its neighbours with the same titles and one-line summaries.
 */
export const STATIC_PAGES = {
  "help-center": {
    to: "/help-center",
    title: "Help Center",
    summary: "Answers to common questions about booking, payments and venues.",
  },
  "cancellation-policy": {
    to: "/cancellation-policy",
    title: "Cancellation Policy",
    summary: "When you get a full refund, when a fee applies, and how long refunds take.",
  },
  "safety-guidelines": {
    to: "/safety-guidelines",
    title: "Safety Guidelines",
    summary: "Warming up, protective gear, heat, lightning and what to do in an emergency.",
  },
  "trust-and-safety": {
    to: "/trust-and-safety",
    title: "Trust & Safety",
    summary: "How we verify venues, protect payments and keep reviews honest.",
  },
  "owner-guidelines": {
    to: "/owner-guidelines",
    title: "Owner Guidelines",
    summary: "What a great listing needs and what we expect from every venue.",
  },
  "payout-information": {
    to: "/payout-information",
    title: "Payout Information",
    summary: "The platform fee, the weekly payout schedule and how you get paid.",
  },
  "safety-rules": {
    to: "/safety-rules",
    title: "Safety Rules",
    summary: "The safety standards every venue on Crease must keep.",
  },
  "contact-us": {
    to: "/contact-us",
    title: "Contact Us",
    summary: "Send our support team a message. We reply within 24 hours.",
  },
  "terms-of-service": {
    to: "/terms-of-service",
    title: "Terms of Service",
    summary: "The agreement between you and Crease when you use the platform.",
  },
  "privacy-policy": {
    to: "/privacy-policy",
    title: "Privacy Policy",
    summary: "What personal data we collect, why, how long we keep it and your rights.",
  },
} as const;

export type StaticPageId = keyof typeof STATIC_PAGES;
