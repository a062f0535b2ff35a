import { expect, test } from "./fixtures";

test.describe("public pages as a visitor, a search engine and a link preview see them", () => {
  test("an unknown address answers 404 and shows the app's not-found screen", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    expect(await page.title()).toBe("Page not found · Crease");
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a visitor's home, search and venue pages log nothing to the console", async ({ page }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") errors.push(message.text());
    });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto("/search?location=Pune");
    await expect(page.getByText(/venues? found/)).toBeVisible();
    await page.goto("/venues/1");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("a venue's page arrives with its name, picture and details, and draws without asking the API for the venue", async ({
    page,
  }) => {
    const venueRequests: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/venues\/1(\/details)?$/.test(new URL(request.url()).pathname)) venueRequests.push(request.url());
    });
    const response = await page.goto("/venues/1");
    const html = (await response?.text()) ?? "";
    const name = /<meta property="og:title" content="([^"]+), [^",]+ · Crease"/.exec(html)?.[1];
    expect(name).toBeTruthy();
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toContain('"@type":"SportsActivityLocation"');
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(/Morning|per hour/).first()).toBeVisible();
    expect(venueRequests).toEqual([]);
  });

  test("the home, search and venue pages arrive with their venues in the HTML (a phone before its script runs, a crawler)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: /Book your next game of cricket/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured Cricket Grounds" })).toBeVisible();
    expect(await page.locator('main a[href^="/venues/"]').count()).toBeGreaterThanOrEqual(3);
    await page.goto("/search?location=Pune");
    await expect(page.getByText(/\d+ venues? found/)).toBeVisible();
    await expect(page.locator('main a[href^="/venues/"]').first()).toBeVisible();
    await page.goto("/venues/1");
    await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
    await expect(
      page
        .getByText(/₹[\d,]+/)
        .filter({ visible: true })
        .first(),
    ).toBeVisible();
    await page.goto("/help-center");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });

  test("a drawn page is taken over by the app: its controls work without a reload", async ({ page }) => {
    await page.goto("/search?location=Pune");
    const count = page.getByText(/\d+ venues? found/);
    await expect(count).toBeVisible();
    const before = await count.textContent();
    await page.getByRole("radio", { name: /nets/i }).check();
    await expect(page).toHaveURL(/venueType=nets/);
    await expect(count).not.toHaveText(before ?? "");
  });

  test("robots.txt and the sitemap are real files that point at each other and list venues", async ({ request }) => {
    const robots = await request.get("/robots.txt");
    expect(robots.headers()["content-type"]).toContain("text/plain");
    expect(await robots.text()).toMatch(/Sitemap: http.+\/sitemap\.xml/);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.headers()["content-type"]).toContain("xml");
    expect(await sitemap.text()).toMatch(/<loc>http[^<]+\/venues\/1<\/loc>/);
  });
});
