/**
 * The app's pages as the web serves them and search engines see them (docs/product/screens.md):
 * which addresses exist, their titles and descriptions, and which ones a search engine may list.
 * The server answers an address not listed here with 404 and the app's "Page not found"; the web's
 * router holds the same addresses (a test keeps the two equal) and its tab titles come from here.
 */

export const SITE_NAME = "Crease";
export const DEFAULT_TITLE = "Crease · Book cricket grounds, nets and box cricket";
export const DEFAULT_DESCRIPTION =
  "Crease: book cricket grounds, practice nets and box cricket across India with instant confirmation and secure payments.";

/** "Log in · Crease" in the browser tab; the home page's own title without a page name. */
export function pageTitle(title: string): string {
  return title ? `${title} · ${SITE_NAME}` : DEFAULT_TITLE;
}

export interface PageInfo {
  /** The page's name in the tab (before " · Crease"); "" for the home page. */
  title: string;
  description: string;
  /** Listed in the sitemap and open to search engines; private pages say noindex. */
  indexable: boolean;
  /**
   * Drawn only in the browser even though public: the server draws every other indexable page
   * (decision 015), but the map's library needs a browser window to load at all.
   */
  browserOnly?: boolean;
}

const privatePage = (title: string): PageInfo => ({ title, description: DEFAULT_DESCRIPTION, indexable: false });

/** Every fixed address of the app. Venue pages are `/venues/<id>` (VENUE_PAGE). */
export const STATIC_PAGES: Record<string, PageInfo> = {
  "/": { title: "", description: DEFAULT_DESCRIPTION, indexable: true },
  "/search": {
    title: "Search venues",
    description:
      "Find cricket grounds, practice nets and box cricket near you: filter by price, rating, date and slot.",
    indexable: true,
  },
  "/map": {
    title: "Venue map",
    description: "Every cricket ground, net and box cricket venue on Crease on one map.",
    indexable: true,
    browserOnly: true,
  },
  "/compare": privatePage("Compare venues"),
  "/login": privatePage("Log in"),
  "/register": privatePage("Create your account"),
  "/forgot-password": privatePage("Forgot password"),
  "/reset-password": privatePage("Reset password"),
  "/checkout": privatePage("Checkout"),
  "/dashboard": privatePage("My dashboard"),
  "/add-venue": privatePage("List your venue"),
  "/owner/dashboard": privatePage("Owner dashboard"),
  "/owner-dashboard": privatePage("Owner dashboard"),
  /** A venue's front desk, `?venue=<id>` (the venue in the query, as every other address here is fixed). */
  "/owner/desk": privatePage("Front desk"),
  "/admin/dashboard": privatePage("Admin dashboard"),
  "/staff-invitation": privatePage("Join a venue's staff"),
  "/cancellation-policy": {
    title: "Cancellation Policy",
    description:
      "Your money back on Crease: a full refund when you cancel more than 24 hours before your slot, 75% inside 24 hours.",
    indexable: true,
  },
  "/safety-guidelines": {
    title: "Safety Guidelines",
    description: "Playing safely at cricket venues booked on Crease.",
    indexable: true,
  },
  "/owner-guidelines": {
    title: "Owner Guidelines",
    description: "How to list and run a cricket venue on Crease.",
    indexable: true,
  },
  "/payout-information": {
    title: "Payout Information",
    description: "How and when venue owners are paid on Crease: weekly payouts every Tuesday.",
    indexable: true,
  },
  "/safety-rules": { title: "Safety Rules", description: "The rules every venue on Crease follows.", indexable: true },
  "/contact-us": { title: "Contact us", description: "Write to the Crease team.", indexable: true },
  "/help-center": {
    title: "Help Center",
    description: "Answers about booking, paying, cancelling and listing venues on Crease.",
    indexable: true,
  },
  "/terms-of-service": { title: "Terms of Service", description: "Crease's terms of service.", indexable: true },
  "/privacy-policy": { title: "Privacy Policy", description: "How Crease handles your data.", indexable: true },
  "/trust-and-safety": {
    title: "Trust & Safety",
    description: "How Crease keeps players' money and bookings safe.",
    indexable: true,
  },
};

/** A venue's page: `/venues/<id>`. */
export const VENUE_PAGE = /^\/venues\/([1-9]\d{0,9})\/?$/;

/**
 * A split link's page: `/split/<token>` (docs/product/split-payments.md), private (a link shared
 * with teammates, never listed): the token is 43 base64url characters.
 */
export const SPLIT_PAGE = /^\/split\/([A-Za-z0-9_-]{43})\/?$/;
export const SPLIT_PAGE_INFO: PageInfo = privatePage("Split the cost");

/** Where checkout leads once paid: `/bookings/<id>/confirmed` (issue 46), the player's own, never listed. */
export const BOOKING_CONFIRMED_PAGE = /^\/bookings\/([1-9]\d{0,9})\/confirmed\/?$/;
export const BOOKING_CONFIRMED_PAGE_INFO: PageInfo = privatePage("Booking confirmed");

export function venuePath(id: number): string {
  return `/venues/${id}`;
}

/** The search page of a city, as the sitemap lists it. */
export function citySearchPath(city: string): string {
  return `/search?location=${encodeURIComponent(city)}`;
}
