import { describe, expect, it } from "vitest";
import { languageFromAcceptLanguage, resolveLanguage } from "./language";

describe("resolveLanguage: ?lang > cookie > account > Accept-Language > English", () => {
  it("follows the address first", () => {
    expect(resolveLanguage({ query: "hi", cookie: "en", account: "en", acceptLanguage: "en" })).toBe("hi");
    expect(resolveLanguage({ query: "en", cookie: "hi", account: "hi", acceptLanguage: "hi" })).toBe("en");
  });
  it("then the cookie, over the account and the browser", () => {
    expect(resolveLanguage({ cookie: "hi", account: "en", acceptLanguage: "en" })).toBe("hi");
    expect(resolveLanguage({ query: "fr", cookie: "en", account: "hi", acceptLanguage: "hi" })).toBe("en");
  });
  it("then the account, over the browser", () => {
    expect(resolveLanguage({ account: "hi", acceptLanguage: "en-IN" })).toBe("hi");
    expect(resolveLanguage({ cookie: "xx", account: "en", acceptLanguage: "hi" })).toBe("en");
  });
  it("then the browser's first language Crease speaks", () => {
    expect(resolveLanguage({ acceptLanguage: "hi-IN,hi;q=0.9,en;q=0.8" })).toBe("hi");
    expect(resolveLanguage({ acceptLanguage: "en-GB,hi;q=0.5" })).toBe("en");
    expect(resolveLanguage({ acceptLanguage: "ta-IN,hi;q=0.7,en;q=0.3" })).toBe("hi");
    expect(resolveLanguage({ acceptLanguage: ["mr-IN", "hi-IN", "en"] })).toBe("hi");
  });
  it("else English", () => {
    expect(resolveLanguage({})).toBe("en");
    expect(resolveLanguage({ acceptLanguage: "ta,fr;q=0.9" })).toBe("en");
    expect(resolveLanguage({ acceptLanguage: "hi;q=0" })).toBe("en");
  });
});

describe("languageFromAcceptLanguage", () => {
  it("ranks by q, then by order", () => {
    expect(languageFromAcceptLanguage("en;q=0.5, hi;q=0.8")).toBe("hi");
    expect(languageFromAcceptLanguage("*")).toBeUndefined();
    expect(languageFromAcceptLanguage(undefined)).toBeUndefined();
  });
});
