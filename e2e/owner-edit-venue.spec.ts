import { expect, expectToastShown, test } from "./fixtures";

/** A 2×2 PNG, as an owner's phone photo. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

test.describe("editing a listing", () => {
  test("an owner changes an add-on's price, removes one, adds one, rewrites a policy and asks for an advance", async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(90_000);
    await loginAs("owner");
    const upload = await page.request.post("/api/uploads", {
      multipart: { files: { name: "pitch.png", mimeType: "image/png", buffer: PNG } },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const [image] = (await upload.json()) as Array<{ url: string }>;
    const name = `Edit Test Box ${Date.now().toString(36)}`;
    const created = await page.request.post("/api/venues", {
      data: {
        name,
        venueType: "box",
        description: "An indoor box with turf, nets on all sides and floodlights.",
        address: "22 Test Road, Andheri West",
        city: "Mumbai",
        state: "Maharashtra",
        postalCode: "400053",
        amenities: ["Parking", "Floodlights"],
        reschedulingRules: "Reschedule free of charge up to 24 hours before the slot.",
        cancellationRules: "Free cancellation up to 24 hours before, 25% fee after that.",
        paymentType: "full",
        images: [image?.url],
        details: {
          startTime: "06:00",
          endTime: "23:00",
          hourlyPrice: 1200,
          teamCapacity: 8,
          addOns: [
            { name: "Bibs", price: 100 },
            { name: "Water", price: 20 },
          ],
        },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const venue = (await created.json()) as { id: number };

    await page.goto("/owner-dashboard?tab=venues");
    await page.getByRole("button", { name: `Edit ${name}` }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Venue" });
    await dialog.getByRole("spinbutton", { name: "Price of Bibs" }).fill("150");
    await dialog.getByRole("button", { name: "Remove Water" }).click();
    await dialog.getByRole("button", { name: "Add an add-on" }).click();
    // A new add-on without a name is refused on the spot, on its own row.
    await dialog.getByRole("spinbutton", { name: "Price of Add-on 2" }).fill("300");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Each add-on needs a name" })).toBeVisible();
    await dialog.getByRole("textbox", { name: "Name of add-on 2" }).fill("Stumps");

    await dialog
      .getByRole("textbox", { name: "Cancellation rules" })
      .fill("Free cancellation up to 48 hours before the slot.");
    await dialog.getByRole("radio", { name: /Advance online, rest at the venue/ }).check();
    await dialog.getByRole("spinbutton", { name: "Advance paid online" }).fill("500");
    await dialog.getByRole("button", { name: "Save changes" }).click();
    // The same rule as the server's: an advance needs the QR code players pay the rest with.
    await expect(
      dialog.getByText("Partial payment amount and UPI QR code are required for partial payment"),
    ).toBeVisible();
    const chooser = page.waitForEvent("filechooser");
    await dialog.getByText("Upload QR code").click();
    await (await chooser).setFiles({ name: "qr.png", mimeType: "image/png", buffer: PNG });
    await expect(dialog.getByRole("img", { name: "Uploaded image" })).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByRole("button", { name: "Save changes" })).toBeEnabled({ timeout: 15_000 });
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expectToastShown(page, "Venue updated");

    const details = await (await page.request.get(`/api/venues/${venue.id}/details`)).json();
    expect(details.addOns.map((a: { name: string; price: string }) => `${a.name} ${a.price}`)).toEqual([
      "Bibs 150.00",
      "Stumps 300.00",
    ]);
    const saved = await (await page.request.get(`/api/venues/${venue.id}`)).json();
    expect(saved.cancellationRules).toBe("Free cancellation up to 48 hours before the slot.");
    expect(saved.paymentType).toBe("partial");
    expect(saved.partialPaymentAmount).toBe("500.00");
    expect(saved.upiQrCodeUrl).toBeTruthy();
  });
});
