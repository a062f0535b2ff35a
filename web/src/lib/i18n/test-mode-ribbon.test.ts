// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from "vitest";
import { chooseLanguage, showLanguage } from ".";

afterAll(() => showLanguage("en"));

describe("the test-mode ribbon when the visitor switches language", () => {
  it("says the ribbon the server wrote again in the language chosen, and leaves a page without one alone", async () => {
    // As the server writes it (server/src/plugins/web.ts), outside the app's #root.
    document.body.innerHTML =
      '<div class="test-mode-ribbon" role="note">Test mode: no real money</div><div id="root"></div>';
    await chooseLanguage("hi");
    expect(document.querySelector(".test-mode-ribbon")?.textContent).toBe("टेस्ट मोड: कोई असली पैसा नहीं कटेगा");
    expect(document.documentElement.lang).toBe("hi");
    await chooseLanguage("en");
    expect(document.querySelector(".test-mode-ribbon")?.textContent).toBe("Test mode: no real money");

    document.body.innerHTML = '<div id="root"></div>';
    await chooseLanguage("hi");
    expect(document.querySelector(".test-mode-ribbon")).toBeNull();
  });
});
