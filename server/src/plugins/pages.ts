import {
  BOOKING_CONFIRMED_PAGE,
  BOOKING_CONFIRMED_PAGE_INFO,
  DEFAULT_DESCRIPTION,
  isId,
  type Language,
  type PageInfo,
  pageTitle,
  SPLIT_PAGE,
  SPLIT_PAGE_INFO,
  STATIC_PAGES,
  type User,
  VENUE_PAGE,
} from "@crease/core";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor, VenuesService } from "../domains/venues/service";
import { translate } from "../i18n";
import { createDrawnPages, sendServed } from "../lib/drawn-pages";
import { pageLanguage, rememberAskedLanguage } from "../lib/language";
import { type PageHead, titleIn, venueHead, withHead } from "../lib/page-head";
import type { PageRenderer } from "../lib/page-renderer";
import type { ReadCache } from "../lib/read-cache";
import { sitemapXml } from "../lib/sitemap";

/** The address without `?lang=`: the language is drawn from apart, so both ways share one copy. */
function withoutLanguage(url: string): string {
  if (!url.includes("lang=")) return url;
  const address = new URL(url, "http://page.local");
  address.searchParams.delete("lang");
  return `${address.pathname}${address.search}`;
}

/**
 * The app's pages as served (docs/product/screens.md): each known address answers 200 with the
 * built index.html carrying its own head (title, description, canonical, Open Graph, JSON-LD) and,
 * for a public page, its content drawn with the answers it needs (decision 015); an unknown
 * address or a venue that does not exist answers 404 with the same app, which shows its
 * "Page not found". Also /robots.txt and /sitemap.xml. Every word of ours on a page, head
 * included, is in the visitor's language (decision 022).
 */
export function createPages(deps: {
  /** The built index.html in each language (the test-mode ribbon differs: plugins/web.ts). */
  indexHtml: Record<Language, string>;
  appUrl: string;
  venues: VenuesService;
  /** Who is asking, read from the session only when a page needs it (an owner's own venue). */
  actorOf: (request: FastifyRequest) => Promise<User | null>;
  /** Draws public pages on the server, when the web app's server entry was built. */
  renderer: PageRenderer | null;
  cache: ReadCache;
}) {
  const { indexHtml, appUrl, venues } = deps;

  function staticHead(page: PageInfo, path: string, query: URLSearchParams, language: Language): PageHead {
    const city = path === "/search" ? query.get("location")?.trim() : "";
    if (city) {
      // A city's search page is its own page for search engines (the sitemap lists them).
      return {
        title: pageTitle(translate(language, { message: "Cricket venues in {city}", values: { city } })),
        description: translate(language, {
          message:
            "Cricket grounds, practice nets and box cricket in {city}: compare prices and ratings, see free slots and book online on Crease.",
          values: { city },
        }),
        canonical: `${appUrl}/search?location=${encodeURIComponent(city)}`,
        indexable: true,
      };
    }
    return {
      title: titleIn(language, page.title),
      description: translate(language, page.description),
      canonical: `${appUrl}${path}`,
      indexable: page.indexable,
    };
  }

  const notFoundHead = (language: Language): PageHead => ({
    title: titleIn(language, "Page not found"),
    description: translate(language, DEFAULT_DESCRIPTION),
    canonical: `${appUrl}/`,
    indexable: false,
  });

  /**
   * The page's head, whether it is drawn here (public pages the browser need not draw alone),
   * and the API answers it is drawn from that the server already has. The head is made only when
   * needed: a drawn page is served from the read cache, and translating a venue's head at every
   * request was a visible part of its page's profile (docs/performance-diary.md).
   */
  async function headOf(
    request: FastifyRequest,
    actor: () => Promise<Actor>,
    language: Language,
  ): Promise<{
    head: () => PageHead;
    drawn: boolean;
    answers?: Record<string, unknown>;
    browserOnlyName?: string;
  } | null> {
    const url = new URL(request.url, "http://page.local");
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
    const venueId = VENUE_PAGE.exec(path)?.[1];
    if (venueId) {
      // The API's id bounds: past the largest id there is no venue (not an out-of-range query).
      if (!isId(Number(venueId))) return null;
      const visitor = { ip: request.ip, userAgent: request.headers["user-agent"] };
      const found = await venues.page(actor, Number(venueId), visitor);
      if (!found) return null;
      const head = () => venueHead(found.venue, appUrl, language);
      // An owner's own venue not yet approved: drawn in their browser, never listed or drawn here.
      if (!found.isPublic) return { head: () => ({ ...head(), indexable: false, jsonLd: undefined }), drawn: false };
      // The view was noted above: the drawing reads the venue from here, not from the API.
      const answers = { [`/api/venues/${venueId}`]: found.venue, [`/api/venues/${venueId}/details`]: found.details };
      return { head, answers, drawn: true };
    }
    // A split link's page and a booking's confirmation: drawn in the browser (they need the session), never listed.
    const info = SPLIT_PAGE.test(path)
      ? SPLIT_PAGE_INFO
      : BOOKING_CONFIRMED_PAGE.test(path)
        ? BOOKING_CONFIRMED_PAGE_INFO
        : null;
    if (info) {
      return {
        head: () => ({
          title: titleIn(language, info.title),
          description: translate(language, info.description),
          canonical: `${appUrl}/`,
          indexable: false,
        }),
        drawn: false,
      };
    }
    const page = STATIC_PAGES[path];
    if (!page) return null;
    const head = () => staticHead(page, path, url.searchParams, language);
    // A city's search page is as indexable as the search page itself (staticHead).
    const drawn = page.indexable && !page.browserOnly;
    // Drawn only in the browser: without JavaScript it says so (withHead's <noscript>).
    return { head, drawn, browserOnlyName: drawn || !page.title ? undefined : translate(language, page.title) };
  }

  /** The account's language, read from the session only when neither `?lang=` nor the cookie decide. */
  async function accountLanguage(
    request: FastifyRequest,
    actor: () => Promise<User | null>,
  ): Promise<string | undefined> {
    if (pageLanguage(request, "en") === pageLanguage(request, "hi")) return undefined;
    return (await actor())?.language;
  }

  const drawnPages = createDrawnPages({ renderer: deps.renderer, cache: deps.cache });

  return {
    /**
     * GET/HEAD of any address that is not the API, an upload or a built file. A public page
     * (one search engines may list) is drawn here as a visitor sees it; others are drawn in the
     * browser.
     */
    async page(request: FastifyRequest, reply: FastifyReply) {
      // Who is asking, read once and only when needed (an owner's own venue, the account's language).
      let actor: Promise<User | null> | undefined;
      const actorOnce = () => {
        actor ??= deps.actorOf(request);
        return actor;
      };
      const language = pageLanguage(request, await accountLanguage(request, actorOnce));
      const found = await headOf(request, actorOnce, language);
      const head = found?.head ?? (() => notFoundHead(language));
      const html = indexHtml[language];
      rememberAskedLanguage(request, reply);
      const served = found?.drawn
        ? await drawnPages.served(withoutLanguage(request.url), language, found?.answers, (drawn) =>
            withHead(html, head(), drawn, language),
          )
        : null;
      reply
        .status(found ? 200 : 404)
        .type("text/html; charset=utf-8")
        .header("Cache-Control", "no-cache");
      return served
        ? sendServed(request, reply, served)
        : reply.send(withHead(html, head(), null, language, found?.browserOnlyName));
    },

    robots(): string {
      return [
        "User-agent: *",
        "Allow: /",
        "Disallow: /api/",
        "Disallow: /checkout",
        "Disallow: /dashboard",
        "Disallow: /owner/",
        "Disallow: /owner-dashboard",
        "Disallow: /admin/",
        "Disallow: /add-venue",
        "",
        `Sitemap: ${appUrl}/sitemap.xml`,
        "",
      ].join("\n");
    },

    /** Every indexable page, every public venue (with its last change) and every city's search. */
    async sitemap(): Promise<string> {
      const { venues: listed, cities } = await venues.sitemap();
      return sitemapXml(appUrl, [
        ...Object.entries(STATIC_PAGES)
          .filter(([, page]) => page.indexable)
          .map(([path]) => ({ path })),
        ...cities.map((city) => ({ path: `/search?location=${encodeURIComponent(city)}` })),
        ...listed.map((v) => ({ path: `/venues/${v.id}`, lastmod: v.updatedAt })),
      ]);
    },
  };
}
