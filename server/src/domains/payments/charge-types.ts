/**
 * The shapes of a charge (decision 044), apart from charges.ts so its repository can name them
 * without importing the module that uses it; charges.ts exports them again.
 */

/** What a charge is for. Next: pass, membership, entry fee, open-game spot (each a handler). */
export type ChargePurpose = "booking" | "series" | "reschedule" | "split_share" | "credit_top_up";

export type Charge = {
  id: string;
  purpose: ChargePurpose;
  payerId: number;
  /** The supplier: the booking's venue's owner, or the owner whose credit is bought. */
  ownerId: number;
  bookingId: number | null;
  /** The subject of a charge that is not a booking (what it names is the purpose's). */
  subjectId: string | null;
  /** What the provider collects. */
  amountPaise: number;
  totalPaise: number;
  gstPaise: number;
  status: string;
  paymentId: string | null;
};

/** A charge's amount lines in paise: total = base + add-ons − discount + GST; amount ≤ total. */
export type ChargeLines = {
  basePaise: number;
  addOnsPaise: number;
  discountPaise: number;
  gstPaise: number;
  totalPaise: number;
  amountPaise: number;
};
