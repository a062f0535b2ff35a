/**
 * Venue credit (docs/product/credit.md): an owner's prepaid credit, sold in packs ("pay ₹2,000,
 * play ₹2,200"), spent only at that owner's venues. The wire shapes of its calls, and the rules
 * that are pure arithmetic: how much credit a booking takes, how a refund splits between credit
 * and the original payment.
 */
import { z } from "zod";
import { bookingSchema } from "./contracts/bookings";
import { VENUE_PAYMENT_METHODS } from "./desk";
import { indianMobileSchema } from "./phone-sign-in";

export const CREDIT_ENTRY_KINDS = ["top_up", "bonus", "spend", "refund", "expiry", "desk_top_up"] as const;
export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

/** At most this many packs per owner: a short list a player reads at a glance. */
export const MAX_CREDIT_PACKS = 6;
/** The dearest pack, and the largest desk top-up, in rupees: a venue's advance, not a bank account. */
export const MAX_CREDIT_PACK_RUPEES = 100_000;

/** What a rupee amount's refusals say, per field (whole sentences, so each has its Hindi). */
interface AmountMessages {
  format: string;
  min: string;
  max: string;
}
const PAY_MESSAGES: AmountMessages = {
  format: "pay must be rupees like 2000.00",
  min: "pay must be at least ₹1",
  max: "pay can be at most ₹1,00,000",
};
const GET_MESSAGES: AmountMessages = {
  format: "get must be rupees like 2200.00",
  min: "get must be at least ₹1",
  max: "get can be at most ₹1,00,000",
};
const AMOUNT_MESSAGES: AmountMessages = {
  format: "amount must be rupees like 500.00",
  min: "amount must be at least ₹1",
  max: "amount can be at most ₹1,00,000",
};

/** Rupees as a number or a string ("2000.00"), in paise. */
const rupeeAmount = (messages: AmountMessages) =>
  z
    .union([z.number(), z.string()], { error: messages.format })
    .transform((value) => (typeof value === "string" ? value.trim() : value))
    .refine(
      (value) => (typeof value === "number" ? Number.isFinite(value) : /^\d+(\.\d{1,2})?$/.test(value)),
      messages.format,
    )
    .transform((value) => Math.round(Number(value) * 100))
    .refine((paise) => paise >= 100, messages.min)
    .refine((paise) => paise <= MAX_CREDIT_PACK_RUPEES * 100, messages.max);

/** A pack as the owner writes it: rupees; the server keeps paise. */
export const creditPackInputSchema = z
  .object({ pay: rupeeAmount(PAY_MESSAGES), get: rupeeAmount(GET_MESSAGES) })
  .refine((pack) => pack.get >= pack.pay, {
    message: "A pack gives at least what it costs: get must be at least pay",
    path: ["get"],
  });

/** `PUT /api/owner/credit`. */
export const creditOfferInputSchema = z.object({
  enabled: z.boolean({ error: "enabled must be true or false" }),
  packs: z
    .array(creditPackInputSchema, { error: "packs must be a list of { pay, get }" })
    .max(MAX_CREDIT_PACKS, "At most 6 packs"),
  expiryMonths: z
    .number({ error: "expiryMonths must be a number of months" })
    .int("expiryMonths must be whole months")
    .min(1, "expiryMonths must be at least 1")
    .max(60, "expiryMonths can be at most 60")
    .nullable()
    .optional(),
});
export type CreditOfferInput = z.infer<typeof creditOfferInputSchema>;

/** A pack on the wire: rupee strings. */
export const creditPackSchema = z.object({ pay: z.string(), get: z.string() });
export type CreditPack = z.infer<typeof creditPackSchema>;

/** `GET`/`PUT /api/owner/credit`: the owner's offer. */
export const creditOfferSchema = z.object({
  enabled: z.boolean(),
  packs: z.array(creditPackSchema),
  expiryMonths: z.number().int().nullable(),
});
export type CreditOffer = z.infer<typeof creditOfferSchema>;

/** `GET /api/venues/{id}/credit`: the offer at this venue and the signed-in player's balance with its owner. */
export const venueCreditSchema = z.object({
  enabled: z.boolean(),
  packs: z.array(creditPackSchema),
  expiryMonths: z.number().int().nullable(),
  /** Rupees; "0.00" for a visitor. */
  balance: z.string(),
  expiresAt: z.string().nullable(),
});
export type VenueCredit = z.infer<typeof venueCreditSchema>;

/** `POST /api/venues/{id}/credit/top-up`. */
export const creditTopUpSchema = z.object({
  pack: z
    .number({ error: "pack must be the number of a pack" })
    .int("pack must be the number of a pack")
    .min(0, "pack must be the number of a pack")
    .max(MAX_CREDIT_PACKS - 1, "There is no such pack"),
});
export type CreditTopUpInput = z.infer<typeof creditTopUpSchema>;

export const creditEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(CREDIT_ENTRY_KINDS),
  /** Rupees, signed: spends and expiry are negative. */
  amount: z.string(),
  bookingId: z.number().int().optional(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** `GET /api/users/me/credit`: one row per owner the player has credit with. */
export const myCreditSchema = z.array(
  z.object({
    ownerId: z.number().int(),
    venueNames: z.array(z.string()),
    balance: z.string(),
    expiresAt: z.string().nullable(),
    entries: z.array(creditEntrySchema),
  }),
);
export type MyCredit = z.infer<typeof myCreditSchema>;

/** `POST /api/venues/{id}/desk/credit`: money taken at the desk, added to a player's credit. */
export const deskCreditSchema = z.object({
  playerPhone: indianMobileSchema,
  amount: rupeeAmount(AMOUNT_MESSAGES),
  method: z.enum(VENUE_PAYMENT_METHODS, { error: 'method must be "cash" or "upi"' }),
});
export type DeskCreditInput = z.infer<typeof deskCreditSchema>;

/** The desk top-up's answer: the player's balance with the owner afterwards. */
export const deskCreditResultSchema = z.object({
  playerName: z.string(),
  amount: z.string(),
  balance: z.string(),
  expiresAt: z.string().nullable(),
});
export type DeskCreditResult = z.infer<typeof deskCreditResultSchema>;

/** Where a player's cancellation refund goes: back to how they paid, or to credit at once. */
export const REFUND_DESTINATIONS = ["original", "credit"] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** What credit pays of an amount due: as much as it can. */
export const creditToUse = (balancePaise: number, duePaise: number): number =>
  Math.max(0, Math.min(balancePaise, duePaise));

/**
 * A cancellation's refund split between credit and the original payment. To credit: all of it.
 * To the original payment: credit that paid goes back to credit (a card cannot take it), in the
 * share it paid, and the rest to the payment; never more to either than it paid.
 */
export function refundSplit(
  refundPaise: number,
  paid: { onlinePaise: number; creditPaise: number },
  to: RefundDestination,
): { toCreditPaise: number; toOriginalPaise: number } {
  const total = paid.onlinePaise + paid.creditPaise;
  const refund = Math.max(0, Math.min(refundPaise, total));
  if (to === "credit" || paid.onlinePaise === 0) return { toCreditPaise: refund, toOriginalPaise: 0 };
  const toCreditPaise = Math.min(paid.creditPaise, Math.round((refund * paid.creditPaise) / total));
  return { toCreditPaise, toOriginalPaise: Math.min(paid.onlinePaise, refund - toCreditPaise) };
}

/** Round half up of a × b ÷ c, in exact integer arithmetic (BigInt: the product can pass 2^53); 0 when c ≤ 0. */
function proportionPaise(a: number, b: number, c: number): number {
  if (a <= 0 || b <= 0 || c <= 0) return 0;
  return Number((2n * BigInt(a) * BigInt(b) + BigInt(c)) / (2n * BigInt(c)));
}

/**
 * The money part of a spend of venue credit (docs/product/credit.md, "Tax and money"): a balance
 * holds money (what was paid for it) and bonus, and each spend takes money in proportion, round
 * half up of spend × money ÷ balance. Kept within what the balance's money and bonus allow, so
 * neither part of what is left goes below zero.
 */
export function creditMoneyPart(spendPaise: number, balance: { balancePaise: number; moneyPaise: number }): number {
  const spend = Math.max(0, Math.min(spendPaise, balance.balancePaise));
  const money = Math.max(0, Math.min(balance.moneyPaise, balance.balancePaise));
  const bonus = balance.balancePaise - money;
  const part = proportionPaise(spend, money, balance.balancePaise);
  return Math.max(spend - bonus, Math.min(part, money, spend));
}

/**
 * What a refund gives back to credit, as money and bonus in the proportion the booking was paid:
 * of a refund of R out of what was paid (online P, credit C of which bonus B), the bonus part is
 * round half up of R × B ÷ (P + C), never more than the credit's bonus nor than what goes to
 * credit; the rest of what goes to credit is money (online money a player took as credit is money).
 */
export function creditRefundParts(
  refundPaise: number,
  toCreditPaise: number,
  paid: { onlinePaise: number; creditPaise: number; creditBonusPaise: number },
): { moneyPaise: number; bonusPaise: number } {
  const toCredit = Math.max(0, toCreditPaise);
  const bonus = Math.min(
    proportionPaise(refundPaise, paid.creditBonusPaise, paid.onlinePaise + paid.creditPaise),
    Math.max(0, paid.creditBonusPaise),
    toCredit,
  );
  return { moneyPaise: toCredit - bonus, bonusPaise: bonus };
}

/** `POST /api/payment/create-order` with `useCredit` when credit paid it all: 201, the booking confirmed, no order. */
export const creditPaidOrderSchema = z.object({
  orderId: z.null(),
  creditUsed: z.string(),
  booking: bookingSchema,
});
export type CreditPaidOrder = z.infer<typeof creditPaidOrderSchema>;
