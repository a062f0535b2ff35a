import { msg } from "@lingui/core/macro";

/**
 * The ten static pages of docs/product/screens.md (the footer's links), in one list so every page can point
 * to its neighbours with the same titles and one-line summaries.
 */
export const STATIC_PAGES = {
  "help-center": {
    to: "/help-center",
    title: msg`Help Center`,
    summary: msg`Answers to common questions about booking, payments and venues.`,
  },
  "cancellation-policy": {
    to: "/cancellation-policy",
    title: msg`Cancellation Policy`,
    summary: msg`When you get a full refund, when a fee applies, and how long refunds take.`,
  },
  "safety-guidelines": {
    to: "/safety-guidelines",
    title: msg`Safety Guidelines`,
    summary: msg`Warming up, protective gear, heat, lightning and what to do in an emergency.`,
  },
  "trust-and-safety": {
    to: "/trust-and-safety",
    title: msg`Trust & Safety`,
    summary: msg`How we verify venues, protect payments and keep reviews honest.`,
  },
  "owner-guidelines": {
    to: "/owner-guidelines",
    title: msg`Owner Guidelines`,
    summary: msg`What a great listing needs and what we expect from every venue.`,
  },
  "payout-information": {
    to: "/payout-information",
    title: msg`Payout Information`,
    summary: msg`The platform fee, the weekly payout schedule and how you get paid.`,
  },
  "safety-rules": {
    to: "/safety-rules",
    title: msg`Safety Rules`,
    summary: msg`The safety standards every venue on Crease must keep.`,
  },
  "contact-us": {
    to: "/contact-us",
    title: msg`Contact Us`,
    summary: msg`Send our support team a message. We reply within 24 hours.`,
  },
  "terms-of-service": {
    to: "/terms-of-service",
    title: msg`Terms of Service`,
    summary: msg`The agreement between you and Crease when you use the platform.`,
  },
  "privacy-policy": {
    to: "/privacy-policy",
    title: msg`Privacy Policy`,
    summary: msg`What personal data we collect, why, how long we keep it and your rights.`,
  },
} as const;

export type StaticPageId = keyof typeof STATIC_PAGES;
