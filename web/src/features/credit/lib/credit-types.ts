/**
 * Venue credit as the web reads it: core's wire shapes (core/src/credit.ts), plus the figures the
 * owner's screen shows when the server sends them. Amounts are rupee strings ("2200.00").
 */
import type { CreditOffer, MyCredit } from "@crease/core/credit";

export type { CreditEntry, CreditEntryKind, CreditPack, VenueCredit } from "@crease/core/credit";

/** What the owner saves: `expiryMonths` null when credit never lapses. */
export type CreditOfferBody = Omit<CreditOffer, "expiryMonths"> & { expiryMonths?: number | null };

/** The owner's offer with, when the server gives them, the credit sold, spent and still outstanding. */
export type OwnerCredit = CreditOffer & { sold?: string; spent?: string; outstanding?: string };

/** The player's credit at one owner. */
export type CreditAccount = MyCredit[number];
