import { expect, test } from "./fixtures";

function istDate(offsetDays = 0): string {
  return new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

test("a slot booked by one player flips to Booked on another player's open page, and the owner's bell rings", async ({
  page,
  browser,
  loginAs,
}) => {
  test.setTimeout(120_000); // three sessions, two live pages and a walk from the bell to the booking
  // The owner: the demo owner, signed in on a page of their own.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const ownerLogin = await ownerPage.request.post("/api/auth/login", {
    data: { email: "owner@crease.demo", password: "demo1234" },
  });
  expect(ownerLogin.status()).toBe(200);
  const owner = (await ownerLogin.json()) as { id: number };

  // One of their approved grounds with a slot free 25 days ahead (IST).
  const venues = (await (await ownerPage.request.get(`/api/venues?ownerId=${owner.id}&venueType=ground`)).json()) as {
    id: number;
    status: string;
  }[];
  const date = istDate(25);
  let target: { id: number; slot: string } | null = null;
  for (const venue of venues.filter((v) => v.status === "approved")) {
    const availability = (await (
      await page.request.get(`/api/venues/${venue.id}/availability?from=${date}&days=1`)
    ).json()) as { days: { slots: { slot: string; status: string }[] }[] };
    const free = availability.days[0]?.slots.find((s) => s.status === "available");
    if (free) {
      target = { id: venue.id, slot: free.slot };
      break;
    }
  }
  if (!target) throw new Error("the demo owner has no free ground slot 25 days ahead");

  // The watcher: another player with the venue page open on that date and slot.
  await loginAs("player");
  await page.goto(`/venues/${target.id}?date=${date}&slot=${target.slot}`);
  const status = page.getByRole("status").filter({ hasText: "Slot status" });
  await expect(status).toContainText("Available");
  await expect(page.getByText("Live updates connected")).toBeVisible();

  await ownerPage.goto("/");
  await expect(ownerPage.getByText("Live updates connected")).toBeVisible();

  // The booker pays through the sandbox, from a session of their own.
  const bookerContext = await browser.newContext();
  const booker = bookerContext.request;
  const tag = Date.now().toString(36);
  const account = {
    fullName: `Rahul ${tag}`,
    email: `booker-${tag}@example.com`,
    phone: "9876543210",
    password: "pitch-ready-1",
  };
  expect((await booker.post("/api/auth/register", { data: account })).status()).toBe(201);
  const login = await booker.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  const orderResponse = await booker.post("/api/payment/create-order", {
    data: { venueId: target.id, date, slot: target.slot, addOns: [] },
  });
  expect(orderResponse.status(), await orderResponse.text()).toBe(200);
  const order = (await orderResponse.json()) as { orderId: string };
  const paid = await (
    await booker.post("/api/payment/sandbox/pay", { data: { orderId: order.orderId, outcome: "success" } })
  ).json();
  expect((await booker.post("/api/payment/verify", { data: paid })).status()).toBe(200);

  // Without a reload: the watcher's slot turns Booked, and the owner's bell lists the booking.
  await expect(status).toContainText("Booked");
  await expect(page.getByText("Venue Update").first()).toBeVisible();
  const bell = ownerPage.getByRole("button", { name: /^Notifications, \d+\+? unread$/ });
  // The owner is told who booked, with the mobile number for this booking (the venue may need to call).
  // The live notification also shows as a toast, which on a slow machine may be gone by this line;
  // the bell's list, open without a reload, is what must keep it.
  const booked = `${account.fullName} (+91 98765 43210) booked`;
  await bell.click();
  await expect(ownerPage.getByRole("dialog").getByText(booked)).toBeVisible();

  // A reload keeps it: notifications are stored, not only sent.
  await ownerPage.reload();
  await ownerPage.getByRole("button", { name: /^Notifications/ }).click();
  const note = ownerPage.getByRole("dialog").getByRole("listitem").filter({ hasText: booked });
  await expect(note).toBeVisible();
  // Its title leads to that booking, shown above the owner's bookings.
  await note.getByRole("link", { name: "New booking" }).click();
  await expect(ownerPage).toHaveURL(/\/owner\/dashboard\?tab=bookings&booking=\d+$/);
  await expect(ownerPage.getByRole("region", { name: /^Booking #\d+$/ }).getByText(account.fullName)).toBeVisible();

  await ownerContext.close();
  await bookerContext.close();
});
