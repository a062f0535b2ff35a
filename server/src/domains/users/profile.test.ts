import { describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";

const ctx = useTestApp();

function call(method: "GET" | "PUT" | "POST", url: string, cookie?: string, payload?: unknown) {
  return ctx.app.inject({ method, url, payload: payload as object, headers: cookie ? { cookie } : {} });
}

describe("notification preferences", () => {
  it("start from the defaults and keep what the user saves", async () => {
    const player = await loginAs(ctx, "player");
    const url = "/api/users/me/notification-preferences";
    expect((await call("GET", url, player.cookie)).json()).toEqual({
      bookingUpdates: true,
      reminders: true,
      venueNews: false,
      whatsappBookings: false,
    });
    const saved = await call("PUT", url, player.cookie, { bookingUpdates: true, reminders: false, venueNews: true });
    expect(saved.statusCode).toBe(200);
    expect((await call("GET", url, player.cookie)).json()).toEqual({
      bookingUpdates: true,
      reminders: false,
      venueNews: true,
      whatsappBookings: false,
    });
  });

  it("refuse visitors and bad bodies", async () => {
    const player = await loginAs(ctx, "player");
    const url = "/api/users/me/notification-preferences";
    expect((await call("GET", url)).statusCode).toBe(401);
    const bad = await call("PUT", url, player.cookie, { bookingUpdates: "yes", reminders: true, venueNews: true });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("bookingUpdates must be true or false");
    expect(
      (await call("PUT", url, player.cookie, { bookingUpdates: true, reminders: true, venueNews: true, spam: true }))
        .statusCode,
    ).toBe(400);
  });
});

describe("Become a Host", () => {
  it("turns a player into an owner who can then list venues", async () => {
    const player = await loginAs(ctx, "player");
    const res = await call("POST", "/api/users/me/become-owner", player.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe("owner");
    expect((await call("GET", "/api/auth/me", player.cookie)).json().role).toBe("owner");
    const again = await call("POST", "/api/users/me/become-owner", player.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Your account can already list venues");
  });

  it("is not for admins or visitors", async () => {
    const admin = await loginAs(ctx, "admin");
    expect((await call("POST", "/api/users/me/become-owner", admin.cookie)).statusCode).toBe(409);
    expect((await call("POST", "/api/users/me/become-owner")).statusCode).toBe(401);
  });
});
