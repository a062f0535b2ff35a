import { expect, test } from "./fixtures";

/**
 * An owner gives the account their payouts go to (docs/product/payouts.md#payout-account): the form
 * refuses a mistyped account, the password is asked again, and the saved account shows masked with
 * the 24-hour hold. At a phone's width and a laptop's.
 */
for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["laptop", { width: 1366, height: 900 }],
] as const) {
  test(`an owner adds a payout account on the Payouts tab (${device})`, async ({ page, loginAs }, testInfo) => {
    test.slow(); // two saves and four pictures
    await page.setViewportSize(viewport);
    const owner = await loginAs("owner");
    await page.goto("/owner/dashboard?tab=payouts");
    // The dashboard is a lazy screen: on a busy machine its first load takes a while.
    await expect(page.getByRole("heading", { name: "Payout account" })).toBeVisible({ timeout: 20_000 });
    await page.getByRole("button", { name: "Add payout account" }).click();

    const dialog = page.getByRole("dialog", { name: "Add payout account" });
    await dialog.getByLabel("Account holder's name").fill("Asha Patel");
    await dialog.getByLabel("Account number", { exact: true }).fill("001234567890");
    await dialog.getByLabel("Account number again").fill("001234567899");
    await dialog.getByLabel("IFSC").fill("hdfc0001234");
    await dialog.getByLabel("PAN").fill("AAPFU0939F");
    await dialog.getByLabel("GSTIN (if registered)").fill("27AAPFU0939F1ZW");
    await dialog.getByLabel("Your Crease password").fill("not-my-password");
    await dialog.getByRole("button", { name: "Save payout account" }).click();
    await expect(dialog.getByText("The two account numbers do not match")).toBeVisible();
    await expect(dialog.getByText(/This GSTIN's last character does not match the rest/)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`payout-account-form-${device}.png`), fullPage: false });

    await dialog.getByLabel("Account number again").fill("001234567890");
    await dialog.getByLabel("GSTIN (if registered)").fill("27AAPFU0939F1ZV");
    await dialog.getByRole("button", { name: "Save payout account" }).click();
    // The server refuses the wrong password; it is shown on the password box.
    await expect(dialog.getByText("The password is not right")).toBeVisible();

    await dialog.getByLabel("Your Crease password").fill(owner.password);
    await dialog.getByRole("button", { name: "Save payout account" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText("****7890")).toBeVisible();
    await expect(page.getByText("27******939F1ZV")).toBeVisible();
    await expect(page.getByText(/Payouts wait until/)).toBeVisible();
    await expect(page.getByText("001234567890")).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`payout-account-saved-${device}.png`), fullPage: true });
  });
}
