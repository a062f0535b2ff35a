import { z } from "zod";
import { BOOKING_SOURCES, BOOKING_STATUSES, PAYMENT_STATUSES } from "../bookings";
import { MAX_ID } from "../ids";
import { isCalendarDate } from "../slots";

/** A booked add-on on the wire. */
export const bookingAddOnSchema = z.object({ key: z.string(), name: z.string(), price: z.string() });
export type BookingAddOn = z.infer<typeof bookingAddOnSchema>;

/**
 * A booking as the API returns it: docs/product/bookings.md's fields (amount is the total, rupees as a numeric
 * string) plus the price breakdown, what was paid online, the refund, and the balance to pay at
 * the venue for partial-payment bookings.
 */
export const bookingSchema = z.object({
  id: z.number().int(),
  venueId: z.number().int(),
  venueName: z.string(),
  venue: z.object({
    id: z.number().int(),
    name: z.string(),
    venueType: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    avgRating: z.string(),
    reviewCount: z.number().int(),
    images: z.array(z.string()),
    upiQrCodeUrl: z.string().nullable(),
    /** Google Maps for the venue: its coordinates, else a search for its address (directions on the day). */
    mapUrl: z.string(),
    /** The venue's public contact number, "+919876543210" (the one the owner gave for WhatsApp), or null. */
    phone: z.string().nullable(),
  }),
  /** The court played on (docs/product/courts.md). */
  courtId: z.number().int(),
  courtName: z.string(),
  /** `online` (checkout) or `desk` (made at the venue's front desk). */
  source: z.enum(BOOKING_SOURCES),
  /** The player's account; null for a desk booking of a player without one. */
  userId: z.number().int().nullable(),
  /** The player's name: the account's, or as the venue's desk wrote it. */
  userName: z.string(),
  date: z.string(),
  /** The first slot; `slots` has them all. */
  slot: z.string(),
  /**
   * Every slot of the booking in the order they are played (one for a booking of one hour): a
   * booking of several hours is one booking (issue 46). Always sent by this server.
   */
  slots: z.array(z.string()).optional(),
  /** Every court it holds those slots on (one for most bookings); `courtId` is the first. Always sent. */
  courtIds: z.array(z.number().int()).optional(),
  /**
   * When it is played (ISO instants). A slot after midnight of hours that run past it ("01:00-02:00"
   * at a box open 18:00–02:00) keeps the evening's `date` and is played the next morning.
   */
  startsAt: z.string(),
  /** The end of its last slot. */
  endsAt: z.string(),
  status: z.enum(BOOKING_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  /** Total incl. GST. */
  amount: z.string(),
  basePrice: z.string(),
  addOnsPrice: z.string(),
  /** A coupon's discount off base + add-ons, before GST ("0.00" without one; docs/product/offers.md). */
  discount: z.string(),
  /** The coupon the booking was paid with, or null. */
  couponCode: z.string().nullable(),
  gst: z.string(),
  /** Taken online. */
  paidOnline: z.string(),
  /** Paid from the player's venue credit (docs/product/credit.md), rupees; "0.00" when none. */
  paidWithCredit: z.string().optional(),
  /** Taken at the venue by its desk (cash or UPI): a desk booking's price, or an online booking's balance. */
  paidAtVenue: z.string(),
  /** Still to pay at the venue: a partial-payment booking's balance, or a desk booking not yet paid. */
  balanceDue: z.string(),
  addOns: z.array(bookingAddOnSchema),
  refundAmount: z.string(),
  /**
   * From the booking's refund: `pending` until the provider accepts it (refused attempts are
   * retried, so `failed` is no longer sent; it stays in the type for older clients).
   */
  refundStatus: z.enum(["none", "pending", "processed", "failed"]),
  holdExpiresAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Who cancelled: the player, the venue's owner, Crease's admin, or the server (null until cancelled). */
  cancelledBy: z.enum(["player", "owner", "admin", "system"]).nullable(),
  /** What the owner or admin told the player when cancelling (required of them), as they wrote it. */
  cancellationReason: z.string().nullable(),
  /** The weekly booking this date belongs to (docs/product/weekly-slots.md), else null. */
  seriesId: z.number().int().nullable(),
  /** Where it was before the player moved it (once at most; docs/product/bookings.md#reschedule), else null. */
  rescheduledFrom: z
    .object({
      date: z.string(),
      slot: z.string(),
      courtId: z.number().int(),
      courtName: z.string(),
      at: z.string(),
      paid: z.string().describe("The difference paid online for a move to a dearer slot, rupees; 0.00 otherwise"),
    })
    .nullable(),
  createdAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** `POST /api/bookings/{id}/reschedule` (and its quote): the new slot, at the same venue. */
export const rescheduleSchema = z.object({
  date: z.string({ error: "Choose the new date" }).refine(isCalendarDate, "date must be a real date like 2026-01-05"),
  slot: z.string({ error: "Choose the new slot" }).min(1, "Choose the new slot").max(20),
  /** Another court of the same venue; the booking's own court when left out. */
  courtId: z
    .number({ error: "courtId must be a number" })
    .int("courtId must be a whole number")
    .positive("Court not found")
    .max(MAX_ID, "Court not found")
    .optional(),
});
export type RescheduleInput = z.infer<typeof rescheduleSchema>;

/** `POST /api/bookings/{id}/reschedule/quote`: the new slot's price, and what moving settles (rupees). */
export const rescheduleQuoteSchema = z.object({
  date: z.string(),
  slot: z.string(),
  courtId: z.number().int(),
  /** The new slot's total, add-ons kept, incl. GST. */
  amount: z.string(),
  /** What the new price takes online. */
  payNow: z.string(),
  /** Paid online so far. */
  paidOnline: z.string(),
  /** Paid from venue credit so far (docs/product/credit.md). */
  paidWithCredit: z.string(),
  /** To pay now through a new order (202 on reschedule), or "0.00". */
  due: z.string(),
  /** Given back, or "0.00": to credit at once and the rest through the refund job. */
  refund: z.string(),
  /** The part of `refund` that goes back to venue credit, at once (the share credit paid). */
  refundToCredit: z.string(),
  /**
   * The booking's coupon on the new slot (docs/product/offers.md, "Moving a booking"), null when it
   * had none: `applies` kept and re-priced, `amount` what it takes off the new total (GST included);
   * not `applies`, `amount` what the new total is more without it ("Coupon X no longer applies: +₹N").
   */
  coupon: z.object({ code: z.string(), applies: z.boolean(), amount: z.string() }).nullable(),
});
export type RescheduleQuote = z.infer<typeof rescheduleQuoteSchema>;

/** `POST /api/venues/{id}/closures/preview`: the bookings a closure would cancel, and what it would refund (rupees). */
export const closurePreviewSchema = z.object({ bookings: z.array(bookingSchema), refundTotal: z.string() });
/** `POST /api/venues/{id}/closures`: how many bookings it cancelled, and what it refunds in all (rupees). */
export const closureResultSchema = z.object({ cancelled: z.number().int(), refundTotal: z.string() });

/**
 * `GET /api/bookings/holds?venueId=`: the signed-in player's own live holds at a venue (checkout
 * opened, not yet paid), so the venue page shows such a slot as theirs, "Your hold: finish paying",
 * and leads back to its checkout with the add-ons and the coupon the hold was priced with
 * (issue 46). Only ever the asker's own; a weekly booking's dates are not listed.
 */
export const ownHoldSchema = z.object({
  bookingId: z.number().int(),
  courtId: z.number().int(),
  courtName: z.string(),
  date: z.string(),
  slot: z.string(),
  /** The add-on keys the hold was priced with. */
  addOns: z.array(z.string()),
  /** The coupon the hold was priced with, or null. */
  couponCode: z.string().nullable(),
  holdExpiresAt: z.string(),
});
export type OwnHold = z.infer<typeof ownHoldSchema>;
