/**
 * Hostile input (issue 8): every write route and query parameter fed wrong types, missing fields,
 * huge and deeply nested bodies, SQL fragments, impossible dates and money, unknown slots and ids
 * that are not numbers. Each answer is a 4xx with a readable `message` (never a 500), and the
 * database is unchanged afterwards (row counts of every table in the public schema). Text with
 * HTML, scripts, RTL marks and emoji is stored as text and returned unchanged.
 */
import { addDays, todayInIst } from "@crease/core";
import { describe, expect, it } from "vitest";
import { TEST_PASSWORD } from "./app";
import {
  BAD_DATES,
  BAD_IDS,
  NON_OBJECT_BODIES,
  NULL_MEANS_DEFAULT,
  nested,
  OPTIONAL_FIELDS,
  refused,
  s,
  send,
  unchanged,
  validVenueBody,
  writeRoutes,
  wrongValuesFor,
} from "./hostile-input-helpers";

describe("write routes refuse malformed bodies with a 4xx and change nothing", () => {
  it("bodies that are not JSON objects, empty objects and deeply nested JSON", async () => {
    await unchanged(async () => {
      for (const route of writeRoutes()) {
        if (route.url === "/api/payment/verify") continue; // checked below
        for (const raw of NON_OBJECT_BODIES) await refused(route.method, route.url, route.cookie, raw);
        if (route.url !== "/api/users/me" && route.url !== `/api/venues/${s.venueId}`) {
          await refused(route.method, route.url, route.cookie, {});
        }
        await refused(route.method, route.url, route.cookie, nested(5_000));
      }
      await refused("POST", "/api/payment/verify", s.player, {});
    });
  });

  it("every field with a wrong type, missing, huge or an SQL fragment", async () => {
    await unchanged(async () => {
      for (const route of writeRoutes()) {
        for (const field of Object.keys(route.body)) {
          // amenities may also be comma-separated text (the edit form sends them so).
          const values = wrongValuesFor(route.body[field]).filter(
            (v) =>
              !(field === "amenities" && typeof v === "string" && v.length < 100) &&
              // null means "none yet" / the documented default (06:00, 22:00).
              !(NULL_MEANS_DEFAULT.has(field) && v === null),
          );
          for (const value of values) {
            const body = { ...route.body, [field]: value };
            const res = await send(route.method, route.url, route.cookie, body);
            // Some routes refuse valid bodies too (a wrong password, an unknown order); none may 2xx
            // with a broken field, nor 5xx.
            expect(
              res.statusCode,
              `${route.url} ${field}=${JSON.stringify(value)?.slice(0, 40)} → ${res.body.slice(0, 160)}`,
            ).toBeGreaterThanOrEqual(400);
            expect(res.statusCode, `${route.url} ${field} → ${res.body.slice(0, 160)}`).toBeLessThan(500);
            expect(typeof (res.json() as { message?: unknown }).message).toBe("string");
          }
          const { [field]: _dropped, ...missing } = route.body;
          const optional = OPTIONAL_FIELDS.has(`${route.url} ${field}`) || NULL_MEANS_DEFAULT.has(field);
          if (Object.keys(missing).length > 0 && !optional) {
            await refused(route.method, route.url, route.cookie, missing);
          }
        }
      }
    });
  });

  it("a body over the 1 MB limit is a 413 on every JSON write route", async () => {
    await unchanged(async () => {
      for (const route of writeRoutes()) {
        const res = await refused(route.method, route.url, route.cookie, {
          ...route.body,
          padding: "x".repeat(1_100_000),
        });
        expect(res.statusCode, route.url).toBe(413);
      }
    });
  });

  it("negative, fractional and absurd money", async () => {
    await unchanged(async () => {
      const future = addDays(todayInIst(), 31);
      for (const amount of [-1, -9440, 0.001, 9440.005, "1e5", "-5", "9,440", 1e308, "Infinity", "NaN"]) {
        await refused("POST", "/api/payment/create-order", s.player, {
          venueId: s.venueId,
          date: future,
          slot: "morning",
          addOns: [],
          amount,
        });
      }
      for (const price of [-1, -0.5, 0.001, 100.999, "abc", "1e3", "--5", 1e12, "  ", Number.MAX_SAFE_INTEGER]) {
        await refused("POST", `/api/venues/${s.venueId}/ground-details`, s.owner, {
          morningPrice: price,
          afternoonPrice: 7000,
          eveningPrice: 10000,
          nightPrice: 12000,
        });
        await refused("POST", `/api/venues/${s.netsId}/nets-details`, s.owner, {
          startTime: "06:00",
          endTime: "22:00",
          hourlyPrice: price,
          pitchType: "artificial",
        });
        await refused("POST", "/api/venues", s.owner, {
          ...validVenueBody(),
          paymentType: "partial",
          partialPaymentAmount: price,
          upiQrCodeUrl: s.image,
        });
      }
      await refused("POST", `/api/venues/${s.venueId}/ground-details`, s.owner, {
        morningPrice: 8000,
        afternoonPrice: 7000,
        eveningPrice: 10000,
        nightPrice: 12000,
        addOns: [{ name: "Umpire", price: -100 }],
      });
    });
  });

  it("impossible dates, slots that do not exist and times off the clock", async () => {
    await unchanged(async () => {
      for (const date of [...BAD_DATES, addDays(todayInIst(), -1)]) {
        await refused("POST", "/api/payment/create-order", s.player, { venueId: s.venueId, date, slot: "morning" });
      }
      // Not yesterday: a payout run for a past Tuesday is a legitimate catch-up.
      for (const date of BAD_DATES) await refused("POST", "/api/payouts/run", s.admin, { date });
      const future = addDays(todayInIst(), 32);
      for (const slot of ["brunch", "MORNING", "06:00-07:00", "25:00-26:00", "morning ", "", "night;--", "__proto__"]) {
        await refused("POST", "/api/payment/create-order", s.player, { venueId: s.venueId, date: future, slot });
      }
      for (const slot of ["morning", "06:30-07:30", "23:00-24:00", "05:00-06:00", "06:00-08:00", "6:00-7:00"]) {
        await refused("POST", "/api/payment/create-order", s.player, { venueId: s.netsId, date: future, slot });
      }
      await refused("POST", "/api/payment/create-order", s.player, {
        venueId: s.venueId,
        date: future,
        slot: "morning",
        addOns: ["no-such-add-on", "redBalls"],
      });
      for (const [startTime, endTime] of [
        ["25:00", "26:00"],
        ["10:00", "08:00"],
        ["22:00", "07:00"],
        ["06:15", "22:00"],
        ["6", "22"],
        ["06:00", "06:30"],
      ]) {
        await refused("POST", `/api/venues/${s.netsId}/nets-details`, s.owner, {
          startTime,
          endTime,
          hourlyPrice: 1000,
          pitchType: "artificial",
        });
      }
      await refused("POST", "/api/payouts/run", s.admin, { date: "2025-01-08" }); // a Wednesday
    });
  });

  it("ids in the path that are not numbers, or numbers out of range", async () => {
    await unchanged(async () => {
      for (const id of BAD_IDS) {
        await refused("GET", `/api/venues/${id}`);
        await refused("GET", `/api/venues/${id}/details`);
        await refused("GET", `/api/venues/${id}/availability`);
        await refused("GET", `/api/venues/${id}/reviews`);
        await refused("GET", `/api/venues/${id}/reviews/eligibility`);
        await refused("GET", `/api/venues/${id}/status-history`, s.owner);
        await refused("PATCH", `/api/venues/${id}`, s.owner, { name: "Renamed" });
        await refused("POST", `/api/venues/${id}/ground-details`, s.owner, { morningPrice: 1 });
        await refused("POST", `/api/venues/${id}/reviews`, s.player, { rating: 5 });
        await refused("DELETE", `/api/favorites/${id}`, s.player);
        await refused("GET", `/api/bookings/${id}`, s.player);
        await refused("PATCH", `/api/bookings/${id}`, s.player, { status: "cancelled" });
        await refused("POST", `/api/notifications/${id}/read`, s.player);
        await refused("PATCH", `/api/users/${id}`, s.admin, { role: "owner" });
        await refused("POST", `/api/contact-messages/${id}/read`, s.admin);
        await refused("GET", `/api/payouts/${id}`, s.admin);
        await refused("POST", `/api/payouts/${id}/mark-paid`, s.admin, { reference: "UTR1" });
      }
      for (const venueId of ["1", -1, 0, 1.5, 2 ** 31, 1e308, null]) {
        await refused("POST", "/api/favorites", s.player, { venueId });
        await refused("POST", "/api/payment/create-order", s.player, {
          venueId,
          date: addDays(todayInIst(), 33),
          slot: "morning",
        });
      }
    });
  });

  it("unknown fields on strict bodies and prototype keys", async () => {
    await unchanged(async () => {
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, { name: "Renamed", ownerId: 1 });
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, { venueType: "nets" });
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, { status: "approved" });
      await refused("PATCH", "/api/users/1", s.admin, { role: "owner", passwordHash: "x" });
      await refused("PUT", "/api/users/me/notification-preferences", s.player, {
        bookingUpdates: true,
        reminders: true,
        venueNews: false,
        admin: true,
      });
      await refused("POST", "/api/auth/register", undefined, {
        fullName: "Sneaky Admin",
        email: "sneaky@example.in",
        phone: "9876543210",
        password: TEST_PASSWORD,
        role: "admin",
      });
      await refused(
        "POST",
        "/api/payment/create-order",
        s.player,
        `{"venueId":${s.venueId},"date":"2026-02-30","slot":"morning","__proto__":{"isAdmin":true}}`,
      );
      await refused("PATCH", `/api/venues/${s.venueId}`, s.owner, '{"constructor":{"prototype":{"x":1}}}');
    });
  });

  it("images and QR codes must be URLs this server issued", async () => {
    await unchanged(async () => {
      for (const url of [
        "https://evil.example/x.png",
        "javascript:alert(1)",
        "data:image/png;base64,AAAA",
        "/uploads/venues/../../secret.webp",
        "/uploads/venues/nope.webp",
        "/etc/passwd",
        `${s.image}?x=1`,
      ]) {
        await refused("POST", "/api/venues", s.owner, { ...validVenueBody(), images: [url] });
        await refused("POST", "/api/venues", s.owner, {
          ...validVenueBody(),
          paymentType: "partial",
          partialPaymentAmount: 500,
          upiQrCodeUrl: url,
        });
      }
    });
  });

  it("uploads: not multipart, wrong field, empty", async () => {
    await unchanged(async () => {
      await refused("POST", "/api/uploads", s.owner, { files: ["x"] });
      await refused("POST", "/api/uploads", s.owner, "hello", { "content-type": "text/plain" });
      await refused("POST", "/api/uploads", s.owner, "--x--\r\n", {
        "content-type": "multipart/form-data; boundary=x",
      });
      await refused("POST", "/api/uploads", s.owner, "garbage", { "content-type": "multipart/form-data" });
    });
  });
});

/** Fields where null or absence means the default. */
