import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  formatRupees,
  LANGUAGES,
  type Language,
  pageTitle,
  SITE_NAME,
  type Venue,
} from "@crease/core";
import { translate } from "../i18n";
import type { DrawnPage } from "./page-renderer";

/**
 * What a page says about itself in the HTML as served, before any script runs: title,
 * description, canonical address, Open Graph and Twitter cards (a link shared on WhatsApp shows
 * them), robots, and for a venue its JSON-LD. Pure text building; the pages plugin serves it.
 * Every word of ours is in the page's language (issue 24); a venue's name, place and what its
 * owner wrote stay as written.
 */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute address of the page as search engines should list it. */
  canonical: string;
  indexable: boolean;
  /** Absolute address of the picture a shared link shows. */
  image?: string;
  /** What the picture shows, for those who cannot see it. */
  imageAlt?: string;
  type?: "website" | "place";
  jsonLd?: Record<string, unknown>;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON inside a <script>: no "</script>" or "<!--" can end or change it. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** Longer addresses are not listed by search engines (their practical limit is about 2,000 characters). */
const MAX_LISTED_ADDRESS = 2000;

/** The address of a page in one language: `?lang=hi` added to (or replacing that of) `url`. */
export function inLanguage(url: string, language: Language): string {
  const address = new URL(url);
  address.searchParams.set("lang", language);
  return address.toString();
}

/** "Log in · Crease" in `language`; the home page's own title for "" (the name is ours, not an owner's). */
export function titleIn(language: Language, name: string): string {
  return name ? pageTitle(translate(language, name)) : translate(language, DEFAULT_TITLE);
}

/**
 * Each language's address of the page for search engines (issue 24): `?lang=en`, `?lang=hi`,
 * and the plain address as x-default (it follows the visitor's browser). The page's head and
 * the sitemap list the same ones.
 */
export function alternateAddresses(canonical: string): Array<{ hreflang: string; href: string }> {
  // An address longer than search engines keep (a 16 KB search text) gets none: three more
  // copies of it would only make the page heavier.
  if (canonical.length > MAX_LISTED_ADDRESS) return [];
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: inLanguage(canonical, language) })),
    { hreflang: "x-default", href: canonical },
  ];
}

function alternates(canonical: string): string[] {
  return alternateAddresses(canonical).map(
    ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}" />`,
  );
}

function tags(head: PageHead, language: Language): string {
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}" />`;
  // A Hindi page is its own page for search engines; the English one keeps the plain address.
  const canonical = language === "en" ? head.canonical : inLanguage(head.canonical, language);
  const lines = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta("name", "description", head.description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...(head.indexable ? alternates(head.canonical) : []),
    head.indexable ? "" : meta("name", "robots", "noindex"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:type", head.type === "place" ? "place" : "website"),
    meta("property", "og:title", head.title),
    meta("property", "og:description", head.description),
    meta("property", "og:url", canonical),
    meta("property", "og:locale", language === "hi" ? "hi_IN" : "en_IN"),
    head.image ? meta("property", "og:image", head.image) : "",
    head.image && head.imageAlt ? meta("property", "og:image:alt", head.imageAlt) : "",
    meta("name", "twitter:card", head.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", head.title),
    meta("name", "twitter:description", head.description),
    head.image ? meta("name", "twitter:image", head.image) : "",
    head.image && head.imageAlt ? meta("name", "twitter:image:alt", head.imageAlt) : "",
    head.jsonLd ? `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>` : "",
  ];
  return lines.filter(Boolean).join("\n    ");
}

/**
 * What a page drawn only in the browser (sign-in, the map, compare, the dashboards) shows without
 * JavaScript: what it is, that it needs JavaScript, and the pages that work without it. Replaced
 * by the app as soon as it runs, so only a browser without scripts ever shows it. In the page's
 * language: `name` is the page's own (already in it).
 */
function noScript(name: string, language: Language): string {
  const link = (href: string, text: string) =>
    `<a class="font-semibold text-brand-700 underline" href="${href}">${escapeHtml(translate(language, text))}</a>`;
  // The sentence is the catalogue's (no markup in it); the links go in as its values.
  const stillWorks = translate(language, {
    message:
      "Without JavaScript you can still {findVenues} (every venue as a list, with its address and prices), open any venue's page, and read the {helpCenter}.",
    values: { findVenues: link("/search", "find venues"), helpCenter: link("/help-center", "Help Center") },
  });
  return [
    '<noscript><div class="container-page py-16">',
    `<h1 class="text-2xl font-bold text-slate-900">${escapeHtml(name)}</h1>`,
    `<p class="mt-3 text-slate-600">${escapeHtml(translate(language, "This page needs JavaScript, which is turned off in this browser. Turn it on and reload the page to use it."))}</p>`,
    `<p class="mt-3 text-slate-600">${stillWorks}</p>`,
    "</div></noscript>",
  ].join("");
}

/**
 * The built index.html with this page's head in place of the default title and description and,
 * for a page drawn on the server, its HTML inside #root and the state the browser starts from
 * (read by web/src/lib/page-state.ts).
 */
export function withHead(
  indexHtml: string,
  head: PageHead,
  drawn?: DrawnPage | null,
  language: Language = "en",
  /** A page drawn only in the browser ("Log in", in `language`): what it shows without JavaScript is named after it. */
  browserOnlyName?: string,
): string {
  const withoutDefaults = indexHtml
    // The page's language (decision 022): the browser takes the page over in it.
    .replace(/<html lang="[^"]*"/, `<html lang="${language}"`)
    .replace(/<title>[^<]*<\/title>/, "")
    .replace(/<meta\s+name="description"[^>]*>/, "");
  // Every insertion is a function, never a replacement string: page text (a search address, a
  // venue's name or description) may hold "$&", "$`" or "$'", which a string would expand into
  // copies of the page (docs/SECURITY.md).
  const withTags = withoutDefaults.replace("</head>", () => `    ${tags(head, language)}\n  </head>`);
  if (!drawn) {
    if (!browserOnlyName) return withTags;
    return withTags.replace(
      /(<div id="?root"?>)(<\/div>)/,
      (_, open: string, close: string) => open + noScript(browserOnlyName, language) + close,
    );
  }
  return withTags.replace(
    /(<div id="?root"?>)(<\/div>)/,
    (_, open: string, close: string) =>
      `${open}${drawn.html}${close}\n    <script type="application/json" id="page-state">${scriptJson(drawn.state)}</script>`,
  );
}

/** "₹8,000 – ₹12,000" (ground slots offered) or "₹1,200 an hour", in `language`. */
export function priceRangeOf(venue: Venue, language: Language = "en"): string | null {
  const prices = venue.prices;
  if (!prices) return null;
  if (prices.kind === "hourly") {
    return translate(language, { message: "{price} an hour", values: { price: formatRupees(prices.hourlyPrice) } });
  }
  const offered = [prices.morningPrice, prices.afternoonPrice, prices.eveningPrice, prices.nightPrice]
    .map(Number)
    .filter((p) => p > 0);
  if (offered.length === 0) return null;
  const low = Math.min(...offered);
  const high = Math.max(...offered);
  return low === high ? formatRupees(low) : `${formatRupees(low)} – ${formatRupees(high)}`;
}

const TYPE_WORDS: Record<string, string> = { ground: "Cricket ground", nets: "Practice nets", box: "Box cricket" };

/**
 * A venue page's head in `language`: its kind, place, price and rating in words; its first
 * picture; its JSON-LD (the description ours only when the owner wrote none).
 */
export function venueHead(venue: Venue, appUrl: string, language: Language = "en"): PageHead {
  const canonical = `${appUrl}/venues/${venue.id}`;
  const price = priceRangeOf(venue, language);
  const rating =
    venue.reviewCount > 0
      ? translate(language, {
          message: "Rated {rating}/5 by {count, plural, one {# player} other {# players}}.",
          values: { rating: Number(venue.avgRating).toFixed(1), count: venue.reviewCount },
        })
      : "";
  const kind = translate(language, TYPE_WORDS[venue.venueType] ?? "Cricket venue");
  const description = [
    translate(language, {
      message: "{kind} in {city}, {state}.",
      values: { kind, city: venue.city, state: venue.state },
    }),
    price ? translate(language, { message: "{price}.", values: { price } }) : "",
    rating,
    translate(language, "Book online on Crease."),
  ]
    .filter(Boolean)
    .join(" ");
  const image = venue.images[0] ? new URL(venue.images[0], `${appUrl}/`).toString() : undefined;
  return {
    title: pageTitle(`${venue.name}, ${venue.city}`),
    description,
    canonical,
    indexable: true,
    image,
    imageAlt: image
      ? translate(language, { message: "Photo of {name} in {city}", values: { name: venue.name, city: venue.city } })
      : undefined,
    type: "place",
    jsonLd: {
      "@context": "https://schema.org",
      "@type": "SportsActivityLocation",
      name: venue.name,
      description: venue.description || description,
      url: canonical,
      ...(image ? { image } : {}),
      address: {
        "@type": "PostalAddress",
        streetAddress: venue.address,
        addressLocality: venue.city,
        addressRegion: venue.state,
        postalCode: venue.postalCode,
        addressCountry: "IN",
      },
      ...(venue.latitude !== null && venue.longitude !== null
        ? { geo: { "@type": "GeoCoordinates", latitude: venue.latitude, longitude: venue.longitude } }
        : {}),
      ...(price ? { priceRange: price } : {}),
      ...(venue.reviewCount > 0
        ? {
            aggregateRating: {
              "@type": "AggregateRating",
              ratingValue: Number(venue.avgRating).toFixed(1),
              reviewCount: venue.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
    },
  };
}

export { DEFAULT_DESCRIPTION };
