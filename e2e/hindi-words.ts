import { expect, type Page } from "@playwright/test";

/**
 * What a Hindi page may still show in Latin letters (issue 24): the brand and a few words Indian
 * apps keep in Latin letters (UPI, GST, AM/PM, km, SMS, CSV, PDF, and the codes of a bank account and
 * a tax number: ID, PAN, IFSC, GSTIN; the kinds of GST: IGST, CGST, SGST), and the networks' names.
 */
export const LATIN_ALLOWED = new Set([
  "Crease",
  "UPI",
  "ID",
  "PAN",
  "IFSC",
  "GSTIN",
  "GST",
  // The GST kinds a tax invoice names (a registered owner's documents, decision 041): the law's own
  // abbreviations, on Hindi invoices too.
  "IGST",
  "CGST",
  "SGST",
  "IST",
  "AM",
  "PM",
  "km",
  "QR",
  "Instagram",
  "Facebook",
  "YouTube",
  "WhatsApp",
  "Twitter",
  "LinkedIn",
  "Telegram",
  "SMS",
  "CSV",
  "PDF",
  // Calendar apps a feed is added to (Profile → Calendar feed), by their names.
  "Google",
  "Apple",
  "Outlook",
  // Invoice and credit note numbers (CR/2026-27/000123, CR/CN/2026-27/000007): codes, the same
  // in every language (docs/product/invoices.md).
  "CR",
  "CN",
]);

/** Everything the app draws in #root that a person reads or hears, as [where, text] pairs. */
export async function visibleWords(page: Page): Promise<Array<[string, string]>> {
  return page.evaluate(() => {
    const root = document.getElementById("root");
    if (!root) return [];
    const found: Array<[string, string]> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || parent.closest("script,style,noscript")) continue;
      // A word marked as English on purpose (the switcher's "English"), and the city grid's
      // place names, which stay as written.
      if (parent.closest('[lang="en"],section[aria-labelledby="cities-heading"] li')) continue;
      found.push([parent.tagName.toLowerCase(), text]);
    }
    for (const element of root.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push([`${element.tagName.toLowerCase()}[${name}]`, value]);
      }
    }
    return found;
  });
}

/** The owners' and places' own words on these pages, read from the API the pages use. */
export async function ownersWords(page: Page, venueIds: number[]): Promise<string[]> {
  const words: string[] = [];
  const add = (value: unknown) => {
    if (typeof value === "string") words.push(value);
    else if (Array.isArray(value)) for (const item of value) add(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) add(item);
  };
  for (const id of venueIds) {
    add((await (await page.request.get(`/api/venues/${id}`)).json()) as unknown);
    const details = await page.request.get(`/api/venues/${id}/details`);
    if (details.ok()) add((await details.json()) as unknown);
    // Court names ("Net 1", "Box A") are the owner's too, written as they chose.
    const courts = await page.request.get(`/api/venues/${id}/courts`);
    if (courts.ok()) add(((await courts.json()) as { name: string }[]).map((c) => c.name));
  }
  add((await (await page.request.get("/api/locations")).json().catch(() => [])) as unknown);
  return words;
}

/**
 * No English sentence on the page but what owners and people wrote: the venues' own words (from
 * the API), place names, and `theirs` (a player's own name or email, say).
 */
export async function expectNoEnglish(page: Page, venueIds: number[], where: string, own: string[] = []) {
  const theirs = [...(await ownersWords(page, venueIds)), ...own.filter(Boolean)];
  const english = (await visibleWords(page)).filter(([, text]) => {
    // A text that is (part of) what an owner wrote, or a place name, stays as written.
    if (theirs.some((own) => own.includes(text) || text.includes(own.trim()))) return false;
    // An email address (a field's example, say) reads the same in every language.
    if (/^[\w.+-]+@[\w-]+(\.[\w-]+)+$/.test(text)) return false;
    // A payment provider's id (a refund's, a payment's) is a code, the same in every language.
    if (/^(rfnd|pay|order)_[A-Za-z0-9]+$/.test(text)) return false;
    const latin = text.match(/[A-Za-z]{2,}/g) ?? [];
    return latin.some((word) => !LATIN_ALLOWED.has(word));
  });
  expect(english, `English on ${where}`).toEqual([]);
}
