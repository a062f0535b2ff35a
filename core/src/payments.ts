/**
 * The payment calls (docs/product/payments-and-refunds.md#checkout): the booking intent the client
 * sends, what the order answer carries, and the Razorpay-protocol verify body.
 */
import { z } from "zod";
import { bookingHoursFields, HOURS_MESSAGES } from "./booking-hours";
import { seriesOrderFields } from "./series";
import { slotChoiceFields } from "./slot-choice";

export const PAYMENT_PROVIDERS = ["sandbox", "razorpay"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const createOrderSchema = z
  .object({
    ...slotChoiceFields,
    /** One slot; leave it out when sending `slots` (several hours in one booking). */
    slot: slotChoiceFields.slot.optional(),
    /** Several hours (consecutive slots of `date`) and several courts in one booking, one payment (issue 46). */
    ...bookingHoursFields,
    /** What the client expects to pay in total (rupees, incl. GST); refused when it differs. */
    amount: z
      .union([
        z
          .number()
          .refine(
            (n) => Number.isFinite(n) && n >= 0 && Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
            "amount must be rupees like 9440.00",
          ),
        z.string().regex(/^\d+(\.\d{1,2})?$/, "amount must be rupees like 9440.00"),
      ])
      .optional(),
    /** A coupon code (docs/product/offers.md): the server applies it or refuses the order saying why. */
    couponCode: z.string().trim().max(40, "Unknown coupon code").optional(),
    /** Weekly slots (docs/product/weekly-slots.md): the same court and slot for `weeks` weeks from `date`, less `skipDates`. */
    ...seriesOrderFields,
    /** Pay from the player's venue credit with this venue's owner first (docs/product/credit.md); the rest online. */
    useCredit: z.boolean({ error: "useCredit must be true or false" }).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.slot !== undefined && input.slots !== undefined)
      ctx.addIssue({ code: "custom", path: ["slots"], message: HOURS_MESSAGES.slotOrSlots });
    if (input.slot === undefined && input.slots === undefined)
      ctx.addIssue({ code: "custom", path: ["slot"], message: "Please select a date and time slot" });
    if (input.courtId !== undefined && input.courtIds !== undefined)
      ctx.addIssue({ code: "custom", path: ["courtIds"], message: HOURS_MESSAGES.courtOrCourts });
  });
export type CreateOrderInput = z.infer<typeof createOrderSchema>;

/** The create-order answer: docs/product/payments-and-refunds.md's orderId, key, amount (paise, as Razorpay takes it), currency. */
export const paymentOrderSchema = z.object({
  orderId: z.string(),
  key: z.string(),
  /** Paise to collect now. */
  amount: z.number().int(),
  currency: z.literal("INR"),
  provider: z.enum(PAYMENT_PROVIDERS),
  bookingId: z.number().int(),
  /** A weekly booking's series, whose bookings this order pays all at once; null for one booking. */
  seriesId: z.number().int().nullable().optional(),
  /** Several hours in one booking (issue 46): the slots held, in the order they are played, and the courts. */
  slots: z.array(z.string()).optional(),
  courtIds: z.array(z.number().int()).optional(),
  holdExpiresAt: z.string(),
  /** For the payment modal. */
  venueName: z.string(),
  description: z.string(),
  /** With `useCredit`: what venue credit paid, rupees ("0.00" when none). */
  creditUsed: z.string().optional(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const verifyPaymentSchema = z.object({
  orderId: z.string({ error: "orderId is required" }).min(1, "orderId is required").max(64),
  paymentId: z.string({ error: "paymentId is required" }).min(1, "paymentId is required").max(64),
  signature: z.string({ error: "signature is required" }).min(1, "signature is required").max(256),
});
export type VerifyPaymentInput = z.infer<typeof verifyPaymentSchema>;

/** What a charge is for (docs/product/payments-and-refunds.md#charges); next: pass, membership, entry fee, open-game spot. */
export const CHARGE_PURPOSES = ["booking", "series", "reschedule", "split_share", "credit_top_up"] as const;

/**
 * `POST /api/payment/verify` for a charge that is not a booking's (a credit top-up): the paid
 * charge, and what its purpose made of it. A booking's charge answers the booking, as before.
 */
export const chargePaidSchema = z.object({
  orderId: z.string(),
  purpose: z.enum(CHARGE_PURPOSES),
  status: z.literal("paid"),
  /** In paise, as create-order's `amount`. */
  amount: z.number().int(),
  paymentId: z.string(),
  /** The purpose's own answer (a credit top-up: the new balance); null when the same payment is verified again. */
  result: z.unknown(),
});
export type ChargePaidAnswer = z.infer<typeof chargePaidSchema>;

export const sandboxPaySchema = z.object({
  orderId: z.string({ error: "orderId is required" }).min(1).max(64),
  outcome: z.enum(["success", "failure"], { error: 'outcome must be "success" or "failure"' }),
});

/** `POST /api/payment/cancel`: the player closed the payment window without paying. */
export const cancelOrderSchema = z.object({
  orderId: z.string({ error: "orderId is required" }).min(1, "orderId is required").max(64),
});

/** The sandbox's answer to a successful payment: what Razorpay's checkout hands the page. */
export const sandboxPaymentSchema = z.object({ orderId: z.string(), paymentId: z.string(), signature: z.string() });
export type SandboxPayment = z.infer<typeof sandboxPaymentSchema>;

export const updateBookingSchema = z.object({
  status: z.enum(["completed", "cancelled"], { error: "status must be completed or cancelled" }),
  reason: z.string().trim().max(500, "Keep the reason under 500 characters").optional(),
  /** A player's cancellation: refund to the original payment (5-7 working days, the default) or to venue credit at once. */
  refundTo: z.enum(["original", "credit"], { error: 'refundTo must be "original" or "credit"' }).optional(),
});

/** An order of one slot (the checkout and a weekly booking): `slot` is there. */
export type OneSlotOrderInput = CreateOrderInput & { slot: string };
