// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { VenueWhatsAppLinks } from "./venue-whatsapp-links";

afterEach(cleanup);

const share = (name: string, id: number) =>
  `https://wa.me/?text=${encodeURIComponent(`Let's play at ${name} — book it on Crease: https://crease.example/venues/${id}`)}`;

describe("WhatsApp on the venue page", () => {
  it("offers a chat with the venue's number when the owner set one, and a share", () => {
    render(
      <VenueWhatsAppLinks
        venue={{ id: 12, name: "Azad Maidan Nets", whatsappNumber: "+919876543210" }}
        origin="https://crease.example/"
      />,
    );
    const chat = screen.getByRole("link", { name: "Chat with the venue" });
    expect(chat.getAttribute("href")).toBe("https://wa.me/919876543210");
    expect(chat.getAttribute("rel")).toBe("noopener noreferrer");
    expect(chat.getAttribute("target")).toBe("_blank");
    const shareLink = screen.getByRole("link", { name: "Share on WhatsApp" });
    expect(shareLink.getAttribute("href")).toBe(share("Azad Maidan Nets", 12));
  });

  it("has only the share link without a number, and keeps an owner's markup inside the encoded text", () => {
    const name = `Box <img src=x onerror=alert(1)> & "Arena"`;
    const { container } = render(
      <VenueWhatsAppLinks venue={{ id: 3, name, whatsappNumber: null }} origin="https://crease.example" />,
    );
    expect(screen.queryByRole("link", { name: "Chat with the venue" })).toBeNull();
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute("href")).toBe(share(name, 3));
    expect(container.querySelector("img")).toBeNull();
  });

  it("shares in the page's language: Hindi on the Hindi page (issue 44)", async () => {
    await showLanguage("hi", ["venue"]);
    try {
      render(
        <VenueWhatsAppLinks
          venue={{ id: 12, name: "Azad Maidan Nets", whatsappNumber: null }}
          origin="https://crease.example"
        />,
      );
      const shareLink = screen.getByRole("link", { name: "WhatsApp पर शेयर करें" });
      expect(shareLink.getAttribute("href")).toBe(
        `https://wa.me/?text=${encodeURIComponent("चलो Azad Maidan Nets में खेलते हैं — Crease पर बुक करें: https://crease.example/venues/12")}`,
      );
    } finally {
      await showLanguage("en");
    }
  });
});
