import { describe, expect, it } from "vitest";
import { formatIndianMobile, normaliseIndianMobile, whatsappChatLink, whatsappShareLink } from "./whatsapp";

describe("Indian mobile numbers", () => {
  it("have one stored form whatever the spelling", () => {
    for (const typed of [
      "9876543210",
      "98765 43210",
      "+91 98765 43210",
      "+91-98765-43210",
      "919876543210",
      "09876543210",
      " 98765.43210 ",
    ]) {
      expect(normaliseIndianMobile(typed), typed).toBe("+919876543210");
    }
  });

  it("refuse what WhatsApp could not reach in India", () => {
    for (const typed of [
      "",
      "0000000000",
      "5876543210",
      "+1 415 555 0100",
      "+44 7911 123456",
      "987654321",
      "98765432101",
      "9876543210123456",
      "98765abcde",
      "+9198765432100",
      "++919876543210x",
    ]) {
      expect(normaliseIndianMobile(typed), typed).toBeNull();
    }
  });

  it("make links and a readable form", () => {
    expect(whatsappChatLink("+919876543210")).toBe("https://wa.me/919876543210");
    expect(formatIndianMobile("+919876543210")).toBe("+91 98765 43210");
    expect(whatsappShareLink(`<b>Hi</b> & "you"`)).toBe("https://wa.me/?text=%3Cb%3EHi%3C%2Fb%3E%20%26%20%22you%22");
  });
});
