import {
  addDays,
  MAX_ADD_ON_RUPEES,
  MAX_PRICE_RUPEES,
  type PaymentOrder,
  RUPEE_FIELD_MESSAGES,
  todayInIst,
  type Venue,
} from "@crease/core";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { loginAs, useTestApp } from "../../../test/app";
import { registerForGst } from "../../../test/factories";
import { uploadImages } from "../../../test/uploads";
import { bookings, venues } from "../../db/schema";

const ctx = useTestApp();
type Who = Awaited<ReturnType<typeof loginAs>>;
let owner: Who;
let player: Who;
let images: string[];

beforeAll(async () => {
  [owner, player] = await Promise.all([loginAs(ctx, "owner"), loginAs(ctx, "player")]);
  images = (await uploadImages(ctx, owner.cookie, 1)).map((i) => i.url);
  // The dearest booking is a GST-registered supplier's: 18% on top of every maximum (decision 041).
  await registerForGst(ctx.database.db, owner.user.id);
});

const call = (method: "POST", url: string, who: Who, payload: unknown) =>
  ctx.app.inject({ method, url, payload: payload as object, headers: { cookie: who.cookie } });

const listing = {
  name: "Most Expensive Ground",
  venueType: "ground",
  description: "A ground priced at every maximum the listing form allows.",
  address: "Plot 1, Marine Drive",
  city: "Mumbai",
  state: "Maharashtra",
  postalCode: "400020",
  country: "India",
  location: "",
  amenities: ["Parking"],
  reschedulingRules: "Reschedule free up to 24 hours before.",
  cancellationRules: "Free cancellation up to 48 hours before.",
  paymentType: "full",
};

const top = String(MAX_PRICE_RUPEES);
const topAddOn = String(MAX_ADD_ON_RUPEES);
const others = Array.from({ length: 20 }, (_, i) => ({ name: `Extra ${i + 1}`, price: topAddOn }));
const groundAtMaxima = {
  morningPrice: top,
  afternoonPrice: top,
  eveningPrice: top,
  nightPrice: top,
  addOns: {
    umpireFees: topAddOn,
    redBalls: topAddOn,
    whiteBalls: topAddOn,
    groundsmen: topAddOn,
    scoreboard: topAddOn,
    others,
  },
};

describe("the largest prices a venue may have", () => {
  it("list, and their most expensive booking is ordered and stored to the paisa", async () => {
    const created = await call("POST", "/api/venues", owner, { ...listing, images });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as Venue).id;
    const details = await call("POST", `/api/venues/${id}/ground-details`, owner, groundAtMaxima);
    expect(details.statusCode, details.body).toBe(201);
    await ctx.database.db.update(venues).set({ status: "approved" }).where(eq(venues.id, id));

    const keys = [
      "umpireFees",
      // Red or white balls, not both: 24 add-ons is the most one booking can carry.
      "redBalls",
      "groundsmen",
      "scoreboard",
      ...others.map((_, i) => `other:extra-${i + 1}`),
    ];
    const date = addDays(todayInIst(), 5);
    const res = await call("POST", "/api/payment/create-order", player, {
      venueId: id,
      date,
      slot: "night",
      addOns: keys,
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = res.json() as PaymentOrder;
    const subtotal = (MAX_PRICE_RUPEES + 24 * MAX_ADD_ON_RUPEES) * 100;
    const total = subtotal + Math.round(subtotal * 0.18);
    expect(order.amount).toBe(total);
    const [row] = await ctx.database.db.select().from(bookings).where(eq(bookings.id, order.bookingId));
    expect(row).toMatchObject({ totalPaise: total, addOnsPaise: 24 * MAX_ADD_ON_RUPEES * 100 });
  });

  it("refuse one paisa more with a message, and store nothing", async () => {
    const created = await call("POST", "/api/venues", owner, { ...listing, name: "One Paisa Too Many", images });
    const id = (created.json() as Venue).id;
    const over = `${MAX_PRICE_RUPEES}.01`;
    const slot = await call("POST", `/api/venues/${id}/ground-details`, owner, { ...groundAtMaxima, nightPrice: over });
    expect(slot.statusCode).toBe(400);
    expect(slot.json().message).toBe(RUPEE_FIELD_MESSAGES.nightPrice);
    expect(slot.json().message).toContain(`₹${MAX_PRICE_RUPEES.toLocaleString("en-IN")},`);
    const addOn = await call("POST", `/api/venues/${id}/ground-details`, owner, {
      ...groundAtMaxima,
      addOns: { ...groundAtMaxima.addOns, others: [{ name: "Gold bats", price: `${MAX_ADD_ON_RUPEES}.01` }] },
    });
    expect(addOn.statusCode).toBe(400);
    expect(addOn.json().message).toBe(RUPEE_FIELD_MESSAGES.addOn);
    expect(addOn.json().message).toContain(`₹${MAX_ADD_ON_RUPEES.toLocaleString("en-IN")},`);
  });
});
