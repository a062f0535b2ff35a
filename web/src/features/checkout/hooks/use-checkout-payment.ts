import type { Booking } from "@crease/core/contracts/bookings";
import { paiseToRupeeString } from "@crease/core/money";
import type { PaymentOrder } from "@crease/core/payments";
import type { PricedAddOn } from "@crease/core/pricing";
import type { User } from "@crease/core/users";
import { t } from "@lingui/core/macro";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { markConfirmedHere, verifyingHere } from "@/features/notifications";
import { isApiError, messageOf } from "@/lib/api-client";
import { cancelOrder } from "../api/cancel-order";
import { type CreateOrderAnswer, useCreateOrder } from "../api/create-order";
import { useSandboxPay } from "../api/sandbox-pay";
import { useVerifyPayment } from "../api/verify-payment";
import { loadRazorpay } from "../lib/razorpay";

/** What is being paid for, priced by the page from the venue's own details. */
export interface PaymentRequest {
  venueId: number;
  /** The court chosen at a venue with several. */
  courtId?: number;
  date: string;
  slot: string;
  addOns: PricedAddOn[];
  totalPaise: number;
  /** Less than the total at partial-payment venues. */
  payNowPaise: number;
  /** A coupon the server accepted for this booking (docs/product/offers.md); the total is its price. */
  couponCode?: string;
  /** A weekly booking: how many weeks and the dates skipped (the total is the server's quote). */
  weeks?: number;
  skipDates?: string[];
  /** Pay from the player's venue credit first (docs/product/credit.md); the server says how much it took. */
  useCredit?: boolean;
}

interface Options {
  user: User | null;
  /** The booking is confirmed: refresh what shows it and leave the page. */
  onBooked: (booking: Booking) => void;
  /** 409 with `errors.amount`: the server's total (rupees) is not the one shown. */
  onPriceChanged: (totalRupees: string) => void;
  /** 409 without it: someone else holds or has booked the slot. */
  onSlotTaken: () => void;
  /**
   * 429 or 422: this account may not hold the slot now (too many holds or checkouts, or it let
   * the slot go a moment ago), or the date is past the venue's window. The message says when.
   */
  onRefused: (message: string) => void;
  /** The order refused the coupon (used up or no longer valid): the server's words, by the coupon field. */
  onCouponRefused?: (message: string) => void;
  /**
   * What the success toast says (a reschedule's payment moves a booking, a share books none).
   * Without it there is no toast: checkout's `onBooked` opens the confirmation screen, which says
   * so itself (issue 46: a toast on top of it said it twice).
   */
  successText?: () => { title: string; description: string };
}

/** The Razorpay modal's brand colour (docs/product/payments-and-refunds.md: purple). */
const THEME_COLOUR = "#6d28d9";

function fail(title: string, description: string) {
  toast({ title, description, variant: "destructive" });
}

function failedToLoad() {
  fail(t`Payment Error`, t`Payment system failed to load. Please check your internet connection and try again.`);
}

/**
 * The player closed the payment window: a choice, not an error, so no red toast. Nothing was
 * taken, and Pay again is a retry of the same hold, not a new checkout (docs/product/bookings.md).
 */
function closedWithoutPaying() {
  toast({
    title: t`Payment not completed`,
    description: t`No money was taken. Press Pay when you are ready to try again.`,
  });
}

function paymentFailedText(error: unknown): string {
  if (isApiError(error) && error.status === 401) return t`Please log in to complete the payment`;
  if (isApiError(error)) return error.serverMessage ?? error.message;
  if (error instanceof Error && error.message) return error.message;
  return t`An unexpected error occurred. Please try again.`;
}

/**
 * The checkout sequence (docs/product/payments-and-refunds.md#checkout): create the order (which
 * holds the slot), let the provider collect (the app's own sandbox sheet, or Razorpay's modal),
 * verify (which answers with the confirmed booking), then hand it to `onBooked`. Every failure says what happened in a
 * toast and puts the page back to "ready", so the player can simply try again.
 */
export function useCheckoutPayment({
  user,
  onBooked,
  onPriceChanged,
  onSlotTaken,
  onRefused,
  onCouponRefused,
  successText,
}: Options) {
  const createOrder = useCreateOrder();
  const sandboxPay = useSandboxPay();
  const verifyPayment = useVerifyPayment();

  const [processing, setProcessing] = useState(false);
  /** The open order: its hold is counting down and a payment modal is showing. */
  const [order, setOrder] = useState<PaymentOrder | null>(null);
  const [sandboxStep, setSandboxStep] = useState<"idle" | "paying" | "failing">("idle");
  /** Guards against a double tap starting two orders before React re-renders. */
  const busyRef = useRef(false);

  const reset = useCallback(() => {
    busyRef.current = false;
    setProcessing(false);
    setOrder(null);
    setSandboxStep("idle");
  }, []);

  /** Verify the provider's answer: the answer is the booking it confirmed. */
  const complete = useCallback(
    async (paid: PaymentOrder, payment: { paymentId: string; signature: string }) => {
      let verified: Booking;
      // The server's "Booking confirmed" may arrive before this answer: no toast for it meanwhile.
      const endVerifying = verifyingHere();
      try {
        verified = await verifyPayment.mutateAsync({
          orderId: paid.orderId,
          paymentId: payment.paymentId,
          signature: payment.signature,
        });
      } catch (error) {
        fail(
          t`Payment Verification Failed`,
          messageOf(error, t`Payment completed but verification failed. Please contact support.`),
        );
        reset();
        return;
      } finally {
        endVerifying();
      }
      if (!verified?.id) {
        fail(t`Payment Verification Failed`, t`Failed to verify payment`);
        reset();
        return;
      }

      markConfirmedHere(verified.id);
      if (successText) toast({ ...successText(), variant: "success" });
      busyRef.current = false;
      setOrder(null);
      setSandboxStep("idle");
      onBooked(verified);
    },
    [verifyPayment, onBooked, reset, successText],
  );

  const openRazorpay = useCallback(
    async (opened: PaymentOrder) => {
      try {
        await loadRazorpay();
      } catch {
        failedToLoad();
        reset();
        return;
      }
      const Razorpay = window.Razorpay;
      if (!Razorpay) {
        failedToLoad();
        reset();
        return;
      }
      const venueName = opened.venueName;
      const checkout = new Razorpay({
        key: opened.key,
        amount: opened.amount,
        currency: opened.currency,
        order_id: opened.orderId,
        name: "Crease",
        description: opened.description || t`Booking at ${venueName}`,
        theme: { color: THEME_COLOUR },
        prefill: { name: user?.fullName ?? "", email: user?.email ?? "", contact: user?.phone ?? "" },
        handler: (response) => {
          void complete(opened, { paymentId: response.razorpay_payment_id, signature: response.razorpay_signature });
        },
        modal: {
          ondismiss: () => {
            cancelOrder(opened.orderId);
            closedWithoutPaying();
            reset();
          },
        },
      });
      checkout.on("payment.failed", (response) => {
        // Razorpay keeps its modal open so the player can try another method; say why this one failed.
        fail(t`Payment Failed`, response.error?.description || t`An unexpected error occurred. Please try again.`);
      });
      checkout.open();
    },
    [user, complete, reset],
  );

  /** Opens the payment window for an order: the sandbox sheet (rendered by the page), or Razorpay's modal. */
  const show = useCallback(
    async (opened: PaymentOrder) => {
      setOrder(opened);
      if (opened.provider === "razorpay") {
        try {
          await openRazorpay(opened);
        } catch (error) {
          fail(
            t`Payment Failed`,
            error instanceof Error && error.message ? error.message : t`Failed to initiate payment`,
          );
          reset();
        }
      }
    },
    [openRazorpay, reset],
  );

  /**
   * Pays an order opened elsewhere (a reschedule's difference, 202): the same window, verify and
   * endings as checkout.
   */
  const payOrder = useCallback(
    async (opened: PaymentOrder) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setProcessing(true);
      await show(opened);
    },
    [show],
  );

  /** Pay: create the order for the shown total, then open the provider's modal. */
  const pay = useCallback(
    async (request: PaymentRequest) => {
      if (busyRef.current) return;
      busyRef.current = true;
      setProcessing(true);

      let answer: CreateOrderAnswer;
      // Credit may pay it all, confirming it in this answer: its notification is this tab's news.
      const endVerifying = request.useCredit ? verifyingHere() : () => {};
      try {
        answer = await createOrder.mutateAsync({
          venueId: request.venueId,
          courtId: request.courtId,
          date: request.date,
          slot: request.slot,
          addOns: request.addOns.map((a) => a.key),
          amount: paiseToRupeeString(request.totalPaise),
          couponCode: request.couponCode,
          ...(request.weeks ? { weeks: request.weeks, skipDates: request.skipDates ?? [] } : {}),
          ...(request.useCredit ? { useCredit: true } : {}),
        });
      } catch (error) {
        const newTotal = isApiError(error) ? error.errors?.amount : undefined;
        const couponRefusal = isApiError(error) ? error.errors?.couponCode : undefined;
        if (couponRefusal && onCouponRefused) {
          // Used up or no longer valid since it was applied: said by the coupon, nothing was held.
          onCouponRefused(messageOf(error, couponRefusal));
          reset();
          return;
        }
        if (isApiError(error) && (error.status === 429 || error.status === 422)) {
          // Shown where the Pay button is, with when to try again; no toast on top of it.
          onRefused(messageOf(error, t`You can't hold this slot right now. Please try again later.`));
          reset();
          return;
        }
        if (isApiError(error) && error.status === 409) {
          if (newTotal) onPriceChanged(newTotal);
          else onSlotTaken();
        }
        fail(t`Order Creation Failed`, messageOf(error, t`Failed to create payment order`));
        reset();
        return;
      } finally {
        endVerifying();
      }
      if ("booking" in answer) {
        // Credit paid it all: the booking is confirmed and there is nothing to collect online.
        // The confirmation screen `onBooked` opens says what credit paid: no toast on top of it.
        const booking = answer.booking;
        markConfirmedHere(booking.id);
        busyRef.current = false;
        setProcessing(false);
        onBooked(booking);
        return;
      }
      const opened: PaymentOrder = answer;
      if (!opened.orderId || !opened.key) {
        fail(t`Order Creation Failed`, t`Invalid order data received from server`);
        reset();
        return;
      }

      await show(opened);
    },
    [createOrder, onPriceChanged, onSlotTaken, onRefused, onCouponRefused, onBooked, reset, show],
  );

  /** The sandbox sheet's Pay. */
  const sandboxSucceed = useCallback(async () => {
    if (!order || sandboxStep !== "idle") return;
    setSandboxStep("paying");
    let payment: { paymentId: string; signature: string };
    try {
      payment = await sandboxPay.mutateAsync({ orderId: order.orderId, outcome: "success" });
    } catch (error) {
      fail(t`Payment Failed`, paymentFailedText(error));
      reset();
      return;
    }
    await complete(order, payment);
  }, [order, sandboxStep, sandboxPay, complete, reset]);

  /** The sandbox sheet's Fail: the provider declines (402) and the page says why. */
  const sandboxDecline = useCallback(async () => {
    if (!order || sandboxStep !== "idle") return;
    setSandboxStep("failing");
    try {
      await sandboxPay.mutateAsync({ orderId: order.orderId, outcome: "failure" });
      fail(t`Payment Failed`, t`Failed to initiate payment`);
    } catch (error) {
      fail(t`Payment Failed`, paymentFailedText(error));
    }
    cancelOrder(order.orderId);
    reset();
  }, [order, sandboxStep, sandboxPay, reset]);

  /** Close (or Escape) on the sandbox sheet. */
  const sandboxDismiss = useCallback(() => {
    if (sandboxStep !== "idle") return;
    if (order) cancelOrder(order.orderId);
    closedWithoutPaying();
    reset();
  }, [order, sandboxStep, reset]);

  return {
    pay,
    payOrder,
    processing,
    order,
    sandbox: {
      open: order?.provider === "sandbox",
      step: sandboxStep,
      succeed: sandboxSucceed,
      decline: sandboxDecline,
      dismiss: sandboxDismiss,
    },
  };
}
