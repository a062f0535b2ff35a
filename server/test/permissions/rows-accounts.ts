import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { favorites, notifications, users } from "../../src/db/schema";
import { codeSentTo, freshNumber } from "../../src/domains/auth/phone-test-helpers";
import { loginAs, nextTestAddress, TEST_PASSWORD, uniqueEmail } from "../app";

import {
  all,
  call,
  ctx,
  hiddenVenue,
  nextSerial,
  playersNotification,
  type Row,
  resetToken,
  signedIn,
  w,
} from "./world";

export const ACCOUNT_ROWS: Row[] = [
  // ---- health and config ----
  { route: "GET /api/health", expect: all(200), request: () => ({ url: "/api/health" }) },
  { route: "GET /api/ping", expect: all(200), request: () => ({ url: "/api/ping" }) },
  { route: "GET /api/openapi.json", expect: all(200), request: () => ({ url: "/api/openapi.json" }) },
  { route: "GET /api/config", expect: all(200), request: () => ({ url: "/api/config" }) },

  // ---- auth ----
  {
    route: "POST /api/auth/register",
    expect: all(201),
    request: () => ({
      url: "/api/auth/register",
      payload: { fullName: "New Person", email: uniqueEmail("reg"), phone: "9876543210", password: TEST_PASSWORD },
    }),
  },
  {
    route: "POST /api/auth/login",
    // Signing in ends the session the browser came with, so each caller is a fresh account.
    freshActor: true,
    expect: all(200),
    request: async () => {
      const email = uniqueEmail("login");
      await call("POST", "/api/auth/register", undefined, {
        fullName: "Login Person",
        email,
        phone: "9876543210",
        password: TEST_PASSWORD,
      });
      return { url: "/api/auth/login", payload: { email, password: TEST_PASSWORD } };
    },
  },
  {
    route: "POST /api/auth/otp/request",
    expect: all(202),
    request: () => ({ url: "/api/auth/otp/request", payload: { phone: freshNumber() } }),
  },
  {
    route: "POST /api/auth/otp/verify",
    // Signing in ends the session the browser came with; a new number makes a new account.
    freshActor: true,
    expect: all(200),
    request: async () => {
      const phone = freshNumber();
      await call("POST", "/api/auth/otp/request", undefined, { phone }, nextTestAddress());
      return {
        url: "/api/auth/otp/verify",
        payload: { phone, code: await codeSentTo(ctx, phone), name: "Phone Person" },
      };
    },
  },
  {
    route: "POST /api/auth/login/verify",
    freshActor: true,
    expect: all(200),
    request: async (actor) => {
      const email = `sf${nextSerial()}.${process.pid}@example.in`;
      const phone = freshNumber();
      await ctx.app.services.auth.ensureAdmin(email, TEST_PASSWORD);
      await ctx.database.db
        .update(users)
        .set({ verifiedPhone: `+91${phone}` })
        .where(eq(users.email, email));
      const res = await call(
        "POST",
        "/api/auth/login",
        undefined,
        { email, password: TEST_PASSWORD },
        nextTestAddress(),
      );
      const pending = /crease_pending_sign_in=[^;]+/.exec(String(res.headers["set-cookie"]))?.[0] ?? "";
      const cookie = [actor.cookie, pending].filter(Boolean).join("; ");
      return { url: "/api/auth/login/verify", headers: { cookie }, payload: { code: await codeSentTo(ctx, phone) } };
    },
  },
  {
    route: "POST /api/users/me/phone",
    freshActor: true,
    expect: signedIn(200),
    request: async () => {
      const phone = freshNumber();
      await call("POST", "/api/auth/otp/request", undefined, { phone }, nextTestAddress());
      const code = await codeSentTo(ctx, phone);
      return { url: "/api/users/me/phone", payload: { phone, code, password: TEST_PASSWORD } };
    },
  },
  { route: "POST /api/auth/logout", freshActor: true, expect: all(204), request: () => ({ url: "/api/auth/logout" }) },
  { route: "GET /api/auth/me", expect: signedIn(200), request: () => ({ url: "/api/auth/me" }) },
  { route: "GET /api/auth/session", expect: all(200), request: () => ({ url: "/api/auth/session" }) },
  {
    route: "POST /api/auth/forgot-password",
    expect: all(200),
    request: () => ({ url: "/api/auth/forgot-password", payload: { email: uniqueEmail("forgot") } }),
  },
  {
    route: "GET /api/auth/verify-reset-token",
    expect: all(200),
    request: async () => {
      const { email } = await loginAs(ctx, "player");
      return { url: `/api/auth/verify-reset-token?token=${encodeURIComponent(await resetToken(email))}` };
    },
  },
  {
    route: "POST /api/auth/reset-password",
    expect: all(200),
    request: async () => {
      const { email } = await loginAs(ctx, "player");
      return {
        url: "/api/auth/reset-password",
        payload: { token: await resetToken(email), password: "another-pass-1" },
      };
    },
  },
  {
    route: "POST /api/auth/change-password",
    freshActor: true,
    expect: signedIn(200),
    request: () => ({
      url: "/api/auth/change-password",
      payload: { currentPassword: TEST_PASSWORD, newPassword: "another-pass-1" },
    }),
  },
  {
    route: "GET /api/users/me/notification-preferences",
    expect: signedIn(200),
    request: () => ({ url: "/api/users/me/notification-preferences" }),
  },
  {
    route: "PUT /api/users/me/notification-preferences",
    expect: signedIn(200),
    request: () => ({
      url: "/api/users/me/notification-preferences",
      payload: { bookingUpdates: true, reminders: false, venueNews: true },
    }),
  },
  {
    route: "POST /api/users/me/calendar-feed",
    expect: signedIn(200),
    request: () => ({ url: "/api/users/me/calendar-feed" }),
  },
  {
    route: "DELETE /api/users/me/calendar-feed",
    expect: signedIn(204),
    request: () => ({ url: "/api/users/me/calendar-feed" }),
  },
  {
    // The feed's token is its only key: no session helps, an unknown token is a 404 for everyone.
    route: "GET /api/calendar/:token.ics",
    expect: [404, 404, 404, 404, 404, 404, 404],
    request: () => ({ url: `/api/calendar/${"x".repeat(43)}.ics` }),
  },
  {
    route: "POST /api/users/me/become-owner",
    freshActor: true,
    expect: [401, 200, 200, 409, 409, 409, 401],
    request: () => ({ url: "/api/users/me/become-owner" }),
  },
  {
    route: "PATCH /api/users/me",
    expect: signedIn(200),
    request: () => ({ url: "/api/users/me", payload: { fullName: "Renamed Person" } }),
  },

  // ---- discovery ----
  { route: "GET /api/venues", expect: all(200), request: () => ({ url: "/api/venues" }) },
  {
    route: "GET /api/venues",
    case: "status filter (admins only)",
    expect: [403, 403, 403, 403, 403, 200, 403],
    request: () => ({ url: "/api/venues?status=pending" }),
  },
  {
    route: "GET /api/venues",
    case: "an owner's own list in every status",
    expect: [403, 403, 403, 200, 403, 200, 403],
    request: () => ({ url: `/api/venues?ownerId=${w.owner.id}&status=pending` }),
  },
  {
    route: "GET /api/venues/compare",
    expect: all(200),
    request: () => ({ url: `/api/venues/compare?ids=${w.venue.id},${w.pending.id}` }),
  },
  { route: "GET /api/venues/:id", expect: all(200), request: () => ({ url: `/api/venues/${w.venue.id}` }) },
  {
    route: "GET /api/venues/:id",
    case: "pending venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.pending.id}` }),
  },
  {
    route: "GET /api/venues/:id",
    case: "rejected venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.rejected.id}` }),
  },
  {
    route: "GET /api/venues/:id",
    case: "suspended venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.suspendedVenue.id}` }),
  },
  {
    route: "GET /api/venues/:id/details",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/details` }),
  },
  {
    route: "GET /api/venues/:id/details",
    case: "suspended venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.suspendedVenue.id}/details` }),
  },
  {
    route: "GET /api/venues/:id/availability",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/availability` }),
  },
  {
    route: "GET /api/venues/:id/availability",
    case: "pending venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.pending.id}/availability` }),
  },
  {
    route: "GET /api/venues/:id/courts",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/courts` }),
  },
  {
    route: "GET /api/venues/:id/courts",
    case: "pending venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.pending.id}/courts` }),
  },
  {
    route: "GET /api/venues/:id/reviews",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/reviews` }),
  },
  {
    route: "GET /api/venues/:id/reviews",
    case: "rejected venue",
    expect: hiddenVenue,
    request: () => ({ url: `/api/venues/${w.rejected.id}/reviews` }),
  },
  {
    route: "GET /api/venues/:id/reviews/eligibility",
    expect: all(200),
    request: () => ({ url: `/api/venues/${w.venue.id}/reviews/eligibility` }),
  },
  {
    route: "POST /api/venues/:id/reviews",
    // Only the player with a completed booking there may review.
    expect: [401, 201, 403, 403, 403, 403, 401],
    request: () => ({ url: `/api/venues/${w.venue.id}/reviews`, payload: { rating: 5, comment: "Lovely pitch" } }),
  },
  { route: "GET /api/locations", expect: all(200), request: () => ({ url: "/api/locations?q=pun" }) },
  { route: "GET /api/geocode", expect: all(200), request: () => ({ url: "/api/geocode?q=Pune" }) },
  {
    route: "POST /api/contact",
    expect: all(201),
    request: () => ({
      url: "/api/contact",
      payload: { name: "Asha", email: "asha@example.in", subject: "Question", message: "How do refunds work here?" },
    }),
  },

  // ---- favourites ----
  { route: "GET /api/favorites", expect: signedIn(200), request: () => ({ url: "/api/favorites" }) },
  {
    route: "POST /api/favorites",
    // The player has saved it already: 200 with the same favourite.
    expect: [401, 200, 201, 201, 201, 201, 401],
    request: () => ({ url: "/api/favorites", payload: { venueId: w.venue.id } }),
  },
  {
    route: "DELETE /api/favorites/:venueId",
    // Everyone else removes only their own (absent) favourite; the player's stays.
    expect: [401, 204, 204, 204, 204, 204, 401],
    request: async (_actor, role) => {
      if (role === "player") await call("POST", "/api/favorites", w.player.cookie, { venueId: w.nets.id });
      return { url: `/api/favorites/${role === "player" ? w.nets.id : w.venue.id}` };
    },
    after: async () => {
      const rows = await ctx.database.db.select().from(favorites).where(eq(favorites.userId, w.player.id!));
      expect(rows.map((r) => r.venueId)).toContain(w.venue.id);
    },
  },

  // ---- notifications ----
  { route: "GET /api/notifications", expect: signedIn(200), request: () => ({ url: "/api/notifications" }) },
  {
    route: "POST /api/notifications/:id/read",
    expect: [401, 204, 404, 404, 404, 404, 401],
    request: async () => {
      const id = await playersNotification();
      return { url: `/api/notifications/${id}/read` };
    },
    after: async (role, status) => {
      if (status === 204) return;
      const rows = await ctx.database.db.select().from(notifications).where(eq(notifications.userId, w.player.id!));
      expect(rows.at(-1)?.readAt, `${role} marked the player's notification read`).toBeNull();
    },
  },
  {
    route: "POST /api/notifications/read-all",
    expect: signedIn(204),
    request: () => ({ url: "/api/notifications/read-all" }),
  },
  {
    route: "DELETE /api/notifications",
    freshActor: true,
    expect: signedIn(204),
    request: () => ({ url: "/api/notifications" }),
  },
];
