import type { Booking, PaymentOrder } from "@crease/core";
import { expect } from "vitest";
import type { TestContext } from "./app";
import { callApi, sandboxPay } from "./factories";

/**
 * A slot ordered as checkout orders it (`order`: venueId, date, slot, and any add-ons or coupon),
 * paid in the sandbox and verified, as the account whose cookie is given: the confirmed booking.
 */
export async function bookAndPay(
  ctx: Pick<TestContext, "app">,
  cookie: string,
  order: { venueId: number; date: string; slot: string } & Record<string, unknown>,
): Promise<Booking> {
  const created = await callApi(ctx, "POST", "/api/payment/create-order", cookie, { addOns: [], ...order });
  expect(created.statusCode, created.body).toBe(200);
  const { verify } = await sandboxPay(ctx, cookie, (created.json() as PaymentOrder).orderId);
  const verified = await verify();
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json() as Booking;
}
