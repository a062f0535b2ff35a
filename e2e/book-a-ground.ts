import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

export interface Booked {
  id: number;
  venueId: number;
  venueName: string;
  date: string;
  slot: string;
  paidOnline: string;
}

export function istDate(offsetDays = 0): string {
  return new Date(Date.now() + 330 * 60_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Books a free slot at a full-payment ground, at least three days ahead (so cancelling refunds
 * everything), the way the checkout does: order, sandbox payment, verify.
 */
export async function bookAGround(request: APIRequestContext): Promise<Booked> {
  const venues = (await (await request.get("/api/venues?venueType=ground")).json()) as {
    id: number;
    paymentType: string;
  }[];
  const candidates: { venueId: number; date: string; slot: string }[] = [];
  for (const venue of venues.filter((v) => v.paymentType === "full")) {
    const availability = (await (
      await request.get(`/api/venues/${venue.id}/availability?from=${istDate(3)}&days=14`)
    ).json()) as { days: { date: string; slots: { slot: string; status: string }[] }[] };
    for (const day of availability.days) {
      for (const slot of day.slots) {
        if (slot.status === "available") candidates.push({ venueId: venue.id, date: day.date, slot: slot.slot });
      }
    }
    if (candidates.length > 40) break;
  }
  const pick = candidates[Math.floor(Math.random() * candidates.length)];
  if (!pick) throw new Error("No free slot at a full-payment ground");

  const order = await request.post("/api/payment/create-order", { data: { ...pick, addOns: [] } });
  expect(order.status(), await order.text()).toBe(200);
  const { orderId } = (await order.json()) as { orderId: string };
  const paid = await request.post("/api/payment/sandbox/pay", { data: { orderId, outcome: "success" } });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await request.post("/api/payment/verify", { data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
  return (await verified.json()) as Booked;
}
