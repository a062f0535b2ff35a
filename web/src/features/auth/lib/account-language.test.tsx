// @vitest-environment happy-dom
import type { User } from "@crease/core/users";
import { afterEach, describe, expect, it, vi } from "vitest";
import { currentLanguage, showLoadedLanguage } from "@/lib/i18n";
import { agreeOnLanguage, languageAgreement } from "./account-language";

// Issue 46: the server answers a signed-in user in their account's language, so the screen and
// the account are kept in one language.
const user = { id: 7, fullName: "Asha Rao", language: "en" } as User;

afterEach(() => {
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the code reads.
  document.cookie = "lang=; Path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT";
  showLoadedLanguage("en");
});

describe("the screen and the account agree on a language", () => {
  it("the account takes a language chosen in this browser; else the screen takes the account's", () => {
    expect(languageAgreement("en", "en", true)).toBeNull();
    expect(languageAgreement("en", "hi", true)).toEqual({ account: "hi" });
    expect(languageAgreement("hi", "en", false)).toEqual({ screen: "hi" });
  });

  it("a Hindi screen chosen here makes the English account Hindi (its mails and refusals follow)", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the switcher's cookie, as the browser keeps it.
    document.cookie = "lang=hi; Path=/";
    showLoadedLanguage("hi");
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ ...user, language: "hi" }));
    vi.stubGlobal("fetch", fetchMock);
    const changed = await agreeOnLanguage(user);
    expect(changed?.language).toBe("hi");
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/users/me");
    expect(init?.method).toBe("PATCH");
    expect(init?.body).toBe('{"language":"hi"}');
  });

  it("signing in to a Hindi account on a browser with no choice shows Hindi, and asks nothing", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal("fetch", fetchMock);
    expect(await agreeOnLanguage({ ...user, language: "hi" })).toBeNull();
    expect(currentLanguage()).toBe("hi");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
