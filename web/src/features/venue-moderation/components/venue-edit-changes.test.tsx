// @vitest-environment happy-dom
import type { VenueEdit } from "@crease/core/venue-edits";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { VenueEditChanges } from "./venue-edit-changes";

afterEach(cleanup);

const edit = (changes: VenueEdit["changes"]) => ({ venueName: "Azad Maidan Nets", changes });

describe("an admin's review of a pending change", () => {
  it("shows the current and the proposed UPI QR code side by side, with alt texts", () => {
    render(
      <VenueEditChanges
        edit={edit([
          {
            field: "upiQrCodeUrl",
            label: "UPI QR code",
            before: "a QR code",
            after: "a new QR code",
            beforeImage: "/uploads/venues/old-qr.png",
            afterImage: "/uploads/venues/new-qr.png",
          },
        ])}
      />,
    );
    const row = screen.getByRole("row", { name: /UPI QR code/ });
    const [now, proposed] = within(row).getAllByRole("img");
    expect(now).toHaveProperty("alt", "Current UPI QR code of Azad Maidan Nets");
    expect(now?.getAttribute("src")).toBe("/uploads/venues/old-qr.png");
    expect(proposed).toHaveProperty("alt", "Proposed UPI QR code of Azad Maidan Nets");
    expect(proposed?.getAttribute("src")).toBe("/uploads/venues/new-qr.png");
    // Side by side: the Now and Proposed cells of one row.
    expect(now?.closest("td")?.nextElementSibling).toBe(proposed?.closest("td"));
  });

  it("says so when there was no QR code before, and lists other fields as text", () => {
    render(
      <VenueEditChanges
        edit={edit([
          { field: "name", label: "Name", before: "Old Nets", after: "New Nets" },
          {
            field: "upiQrCodeUrl",
            label: "UPI QR code",
            before: "—",
            after: "a new QR code",
            beforeImage: null,
            afterImage: "/uploads/venues/first-qr.png",
          },
        ])}
      />,
    );
    const qr = screen.getByRole("row", { name: /UPI QR code/ });
    expect(within(qr).getByText("No QR code")).toBeTruthy();
    expect(within(qr).getByRole("img", { name: "Proposed UPI QR code of Azad Maidan Nets" })).toBeTruthy();
    const name = screen.getByRole("row", { name: /Name/ });
    expect(within(name).getByText("Old Nets")).toBeTruthy();
    expect(within(name).getByText("New Nets")).toBeTruthy();
  });

  it("in Hindi, names the standard add-ons of a change in Hindi and the owner's own as written", async () => {
    await showLanguage("hi", ["public", "screens"]);
    try {
      render(
        <VenueEditChanges
          edit={edit([
            {
              field: "addOns",
              label: "Add-ons",
              before: "Umpire Service ₹1,500",
              after: "Umpire Service ₹2,000, Extra Red Balls ₹300, Red Balls ₹500",
            },
          ])}
        />,
      );
      const row = screen.getByRole("row", { name: /ऐड-ऑन|Add-ons/ });
      const [now, proposed] = within(row).getAllByRole("cell");
      expect(now?.textContent).toBe("अंपायर सर्विस ₹1,500");
      expect(proposed?.textContent).toBe("अंपायर सर्विस ₹2,000, Extra Red Balls ₹300, रेड बॉल ₹500");
    } finally {
      await showLanguage("en", ["public", "screens"]);
    }
  });
});
