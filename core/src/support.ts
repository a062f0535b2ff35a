/**
 * When the support team answers (IST), said the same way on every page that mentions support:
 * Contact Us, the home page, the Help Center and Trust & Safety. One table, so no page promises
 * round-the-clock help while another gives office hours.
 */
export const SUPPORT_HOURS = [
  { days: "Monday – Friday", hours: "9 AM – 6 PM" },
  { days: "Saturday", hours: "10 AM – 4 PM" },
  { days: "Sunday", hours: "Closed" },
] as const;

/** The hours in one line: "Monday – Friday 9 AM – 6 PM and Saturday 10 AM – 4 PM (IST)". */
export const SUPPORT_HOURS_TEXT = "Monday – Friday 9 AM – 6 PM and Saturday 10 AM – 4 PM (IST)";

/** Every message gets an answer within this many hours. */
export const SUPPORT_REPLY_HOURS = 24;
