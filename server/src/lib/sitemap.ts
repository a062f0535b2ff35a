import { alternateAddresses } from "./page-head";

/** One page the sitemap lists: its address on the site, and when it last changed (a venue). */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

const xml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/"/g, "&quot;");

/**
 * /sitemap.xml: each page at its plain address, with its language versions as search engines
 * read them from a sitemap (`xhtml:link rel="alternate"`): `?lang=en`, `?lang=hi` and the plain
 * address as x-default, the same alternates the page's own head lists (lib/page-head.ts).
 */
export function sitemapXml(appUrl: string, pages: SitemapPage[]): string {
  const entry = ({ path, lastmod }: SitemapPage) => {
    const address = `${appUrl}${path}`;
    const alternates = alternateAddresses(address).map(
      ({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xml(href)}"/>`,
    );
    return [
      `  <url><loc>${xml(address)}</loc>`,
      lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : "",
      ...alternates,
      "</url>",
    ].join("");
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map(entry),
    "</urlset>",
    "",
  ].join("\n");
}
