import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The help and policy pages in Hindi on a phone (issue 24): a Hindi-speaking player or owner
 * reads the Help Center and every policy without meeting an English sentence, and the long
 * Devanagari words fit a 390 px screen. Allowed in Latin letters: the brand, the payment and
 * legal abbreviations Indian apps and laws keep (UPI, GST, PAN, DPDP…), app names, and the
 * support addresses.
 */
const LATIN_ALLOWED = new Set([
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
  "CVV",
  "PAN",
  "IFSC",
  "NEFT",
  "IMPS",
  "ORS",
  "HTTPS",
  "IP",
  "DPDP",
  "PCI",
  "DSS",
  "CERT",
  "In",
  "ID",
  "Google",
  "Maps",
  "WhatsApp",
  "Telegram",
  "Instagram",
  "Facebook",
  "YouTube",
]);

/** What #root shows or says that has a Latin word not allowed above, as [where, text] pairs. */
async function englishOn(page: Page): Promise<Array<[string, string]>> {
  const found = await page.evaluate(() => {
    const root = document.getElementById("root");
    if (!root) return [];
    const texts: Array<[string, string]> = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      // The switcher's "English" is marked as English on purpose.
      if (!text || !parent || parent.closest('script,style,noscript,[lang="en"]')) continue;
      texts.push([parent.tagName.toLowerCase(), text]);
    }
    for (const element of root.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
      for (const name of ["aria-label", "title", "placeholder", "alt"]) {
        const value = element.getAttribute(name)?.trim();
        if (value) texts.push([`${element.tagName.toLowerCase()}[${name}]`, value]);
      }
    }
    return texts;
  });
  return found.filter(([, text]) => {
    const words = text.replace(/[\w.]+@crease\.in|crease\.in/g, "").match(/[A-Za-z]{2,}/g) ?? [];
    return words.some((word) => !LATIN_ALLOWED.has(word));
  });
}

/** Nothing wider than the phone: no sideways scrolling, no chip or button cut off. */
async function overflowOn(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide: string[] = [];
    if (document.documentElement.scrollWidth > width) wide.push(`page ${document.documentElement.scrollWidth}px`);
    for (const element of document.querySelectorAll("#root button, #root a, #root th, #root td, #root dd, #root dt")) {
      const box = element.getBoundingClientRect();
      // Inside a sideways-scrolling region (the topic chips, a wide table) is fine, and so is
      // what only a screen reader reads (the skip link until it is focused).
      if (element.closest('[role="region"], ul.overflow-x-auto, .sr-only')) continue;
      if (box.width > 0 && (box.right > width + 1 || element.scrollWidth > element.clientWidth + 1)) {
        wide.push(`${element.tagName.toLowerCase()}: ${element.textContent?.trim().slice(0, 40)}`);
      }
    }
    return wide;
  });
}

const PAGES = [
  { path: "/cancellation-policy", heading: "कैंसलेशन पॉलिसी" },
  { path: "/payout-information", heading: "पेआउट की जानकारी" },
  { path: "/trust-and-safety", heading: "भरोसा और सुरक्षा" },
  { path: "/safety-guidelines", heading: "सुरक्षा दिशानिर्देश" },
  { path: "/safety-rules", heading: "सुरक्षा नियम" },
  { path: "/owner-guidelines", heading: "वेन्यू मालिकों के लिए दिशानिर्देश" },
  { path: "/terms-of-service", heading: "सेवा की शर्तें" },
  { path: "/privacy-policy", heading: "प्राइवेसी पॉलिसी" },
] as const;

test.describe("help and policy pages in Hindi on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the Help Center asks, answers and searches in Hindi", async ({ page }) => {
    await page.goto("/help-center?lang=hi");
    await expect(page.getByRole("heading", { level: 1, name: "सहायता केंद्र" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "बुकिंग और रिज़र्वेशन" })).toBeVisible();
    // Open an answer so its words are on screen too.
    await page.getByRole("button", { name: "बुकिंग कैंसल कैसे करें?" }).click();
    await expect(page.getByText("24 घंटे के अंदर 25% फ़ीस लगती है और 75% रिफ़ंड होता है।")).toBeVisible();
    expect(await englishOn(page)).toEqual([]);
    expect(await overflowOn(page)).toEqual([]);
    await page.screenshot({ path: "test-results/hindi-pages/help-center-390.png", fullPage: true });

    // The search matches the Hindi the reader sees.
    await page.getByRole("searchbox", { name: "सहायता केंद्र में खोजें" }).fill("मंगलवार");
    await expect(page.getByRole("heading", { level: 2, name: "वेन्यू मालिक", exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "बुकिंग और रिज़र्वेशन" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "मुझे पैसे कब और कैसे मिलेंगे?" })).toBeVisible();
    await page.getByRole("searchbox").fill("xyzzy");
    await expect(page.getByRole("heading", { level: 2, name: '"xyzzy" के लिए कोई नतीजा नहीं मिला' })).toBeVisible();
  });

  for (const { path, heading } of PAGES) {
    test(`${path} reads in Hindi`, async ({ page }) => {
      await page.goto(`${path}?lang=hi`);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // The compact contents opened, so its entries are read too.
      await page.getByRole("navigation", { name: "इस पेज पर" }).locator("summary").click();
      expect(await englishOn(page)).toEqual([]);
      expect(await overflowOn(page)).toEqual([]);
      await page.screenshot({ path: `test-results/hindi-pages${path}-390.png`, fullPage: true });
    });
  }

  test("the cancellation policy keeps every rupee and percentage in Hindi", async ({ page }) => {
    await page.goto("/cancellation-policy?lang=hi");
    const table = page.getByRole("region", { name: "कैंसलेशन फ़ीस और रिफ़ंड" });
    await expect(table.getByRole("row", { name: /स्लॉट से 24 घंटे के अंदर/ })).toContainText("25%");
    await expect(table.getByRole("row", { name: /स्लॉट से 24 घंटे के अंदर/ })).toContainText("75%");
    const example = page.getByRole("figure").filter({ hasText: "मैच से 6 घंटे पहले कैंसल किया" });
    await expect(example).toContainText("₹9,440");
    await expect(example).toContainText("−₹2,360");
    await expect(example).toContainText("₹7,080");
  });
});
