/**
 * Booking states. `held` is ours (DECISIONS.md): a slot reserved for ten minutes while the
 * player pays; `expired` is a hold that ran out. The rest are SPEC.md §4.
 */
export const BOOKING_STATUSES = ["held", "confirmed", "completed", "cancelled", "disputed", "expired"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Statuses that occupy a slot. The database's unique index uses exactly this list. */
export const SLOT_OCCUPYING_STATUSES = ["held", "confirmed", "completed", "disputed"] as const;

export const PAYMENT_STATUSES = ["pending", "paid", "partial", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const HOLD_MINUTES = 10;

/** Status colours (SPEC.md §4). */
export const STATUS_COLOURS: Record<string, "green" | "blue" | "red" | "amber" | "purple" | "grey"> = {
  confirmed: "green",
  completed: "blue",
  cancelled: "red",
  pending: "amber",
  held: "amber",
  disputed: "purple",
  approved: "green",
  rejected: "red",
  suspended: "grey",
};

export function statusColour(status: string): string {
  return STATUS_COLOURS[status] ?? "grey";
}

/** A booked add-on on the wire. */
export interface BookingAddOn {
  key: string;
  name: string;
  /** Rupees as a numeric string. */
  price: string;
}

/**
 * A booking as the API returns it: SPEC.md §3's fields (amount is the total, rupees as a numeric
 * string) plus the price breakdown, what was paid online, the refund, and the balance to pay at
 * the venue for partial-payment bookings.
 */
export interface Booking {
  id: number;
  venueId: number;
  venueName: string;
  venue: {
    id: number;
    name: string;
    venueType: string;
    address: string;
    city: string;
    state: string;
    avgRating: string;
    reviewCount: number;
    images: string[];
    upiQrCodeUrl: string | null;
  };
  userId: number;
  userName: string;
  date: string;
  slot: string;
  status: BookingStatus;
  paymentStatus: PaymentStatus;
  /** Total incl. GST. */
  amount: string;
  basePrice: string;
  addOnsPrice: string;
  gst: string;
  /** Taken online. */
  paidOnline: string;
  /** Still to pay at the venue (partial-payment venues). */
  balanceDue: string;
  addOns: BookingAddOn[];
  refundAmount: string;
  /**
   * From the booking's refund: `pending` until the provider accepts it (refused attempts are
   * retried, so `failed` is no longer sent; it stays in the type for older clients).
   */
  refundStatus: "none" | "pending" | "processed" | "failed";
  holdExpiresAt: string | null;
  confirmedAt: string | null;
  cancelledAt: string | null;
  createdAt: string;
}
