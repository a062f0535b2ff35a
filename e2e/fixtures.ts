import { test as base, expect, type Page } from "@playwright/test";

export interface TestUser {
  fullName: string;
  email: string;
  phone: string;
  password: string;
  role: "player" | "owner";
}

/** A new, unique account's details (nothing is created until it is registered). */
export function newUser(role: TestUser["role"] = "player", fullName = "Asha Patel"): TestUser {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { fullName, email: `${role}-${tag}@example.com`, phone: "98765 43210", password: "pitch-ready-1", role };
}

/**
 * An HTTP error answer the app expects and handles (a wrong password is a 401, a spent reset token is a 400, a missing venue is a 404). Chromium logs
 * every such answer as a console error; only these API answers are allowed (a 404 outside
 * /api/venues/ or a 5xx still fails the test).
 */
function isExpectedApiAnswer(text: string, url: string | undefined, pageUrl: string): boolean {
  // Map tiles that cannot load (offline): the browser logs each; the map falls back without them.
  if (text.startsWith("Failed to load resource: net::") && url && !/^http:\/\/(localhost|127\.0\.0\.1)[:/]/.test(url)) {
    return true;
  }
  if (!text.startsWith("Failed to load resource: the server responded with a status of ") || !url) return false;
  const path = new URL(url).pathname;
  // An address that does not exist is served as a 404 with the app's "Page not found".
  if (/ status of 404\b/.test(text) && url === pageUrl) return true;
  // A venue that does not exist (or may not be seen) is a 404 that drives the "Venue Not Found" screen.
  if (/ status of 404\b/.test(text)) return path.startsWith("/api/venues/");
  // The sandbox's Fail button is a declined payment: 402, which the checkout explains.
  if (/ status of 402\b/.test(text)) return path === "/api/payment/sandbox/pay";
  return /status of (400|401|403|409|429)\b/.test(text) && path.startsWith("/api/");
}

export const test = base.extend<{
  /** Signs in through the API as a freshly registered user of the given role. */
  loginAs: (role: TestUser["role"]) => Promise<TestUser>;
}>({
  page: async ({ page }, use, testInfo) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const text = message.text();
      if (isExpectedApiAnswer(text, message.location().url, page.url())) return;
      problems.push(`console error: ${text} (${message.location().url ?? "unknown source"})`);
    });
    page.on("pageerror", (error) => problems.push(`uncaught error: ${error.message}`));
    await page.addInitScript(recordToasts);
    // A page the server drew shows its controls before the app has taken it over (decision 015):
    // a test, like a person, acts once it has (a click before that does nothing).
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.startsWith("text/html")) {
        await page.locator("html[data-taken-over]").waitFor({ state: "attached" });
      }
      return response;
    };

    await use(page);

    if (problems.length > 0) {
      await testInfo.attach("browser-errors", { body: problems.join("\n"), contentType: "text/plain" });
    }
    expect(problems, "the browser console must stay free of errors").toEqual([]);
  },

  loginAs: async ({ page }, use) => {
    await use(async (role) => {
      const user = newUser(role);
      const registered = await page.request.post("/api/auth/register", { data: user });
      expect(registered.status(), await registered.text()).toBe(201);
      const loggedIn = await page.request.post("/api/auth/login", {
        data: { email: user.email, password: user.password },
      });
      expect(loggedIn.status(), await loggedIn.text()).toBe(200);
      return user;
    });
  },
});

declare global {
  interface Window {
    /** The texts of every toast shown in the page so far (recordToasts). */
    __toastsShown?: { whole: string; parts: string[] }[];
  }
}

/**
 * Runs in the page before its own scripts: writes down each toast that appears in a notification
 * region (a Radix toast is the list item with a swipe direction: its whole text, and its title
 * and description apart), so a test can hold that one was
 * shown even when a loaded machine reads the screen only after its five seconds are over.
 */
function recordToasts() {
  const shown: { whole: string; parts: string[] }[] = [];
  const seen = new WeakMap<Element, { whole: string; parts: string[] }>();
  window.__toastsShown = shown;
  new MutationObserver(() => {
    for (const toast of document.querySelectorAll('[role="region"] li[data-swipe-direction]')) {
      const leaves = [...toast.querySelectorAll("*")].filter((e) => e.children.length === 0);
      const texts = { whole: toast.textContent ?? "", parts: leaves.map((e) => e.textContent ?? "").filter(Boolean) };
      const known = seen.get(toast);
      if (known) Object.assign(known, texts);
      else {
        seen.set(toast, texts);
        shown.push(texts);
      }
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * Holds that a toast saying `text` was shown since the page loaded, whether or not it is still
 * open: its title or description is `text` when `exact`, else contains it (letter case counts).
 */
export async function expectToastShown(page: Page, text: string, options: { exact?: boolean } = {}) {
  await expect
    .poll(
      async () => {
        const shown = await page.evaluate(() => window.__toastsShown);
        if (!shown) throw new Error("This page has no toast recorder: open it from the test's own page fixture");
        return shown.some((s) => (options.exact ? s.parts.includes(text) : s.whole.includes(text)));
      },
      { message: `a toast saying "${text}"`, timeout: 15_000 },
    )
    .toBe(true);
}

export { expect };
