import type { User } from "@crease/core/users";
import { useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { cancelOrder, loadRazorpay, useSandboxPay } from "@/features/checkout";
import { messageOf } from "@/lib/api-client";
import { creditKey, type TopUpOrder, useStartTopUp } from "../api/venue-credit";
import { useVerifyTopUp } from "../api/verify-top-up";

/** The Razorpay modal's brand colour, as the checkout's (docs/product/payments-and-refunds.md). */
const THEME_COLOUR = "#6d28d9";

/**
 * A credit top-up paid as a booking is (docs/product/credit.md): the server opens an order for the
 * pack, the provider collects (the sandbox sheet or Razorpay's modal), verify confirms it, and the
 * balance is read again from the server, never added up here.
 */
export function useTopUp({ venueId, venueName, user }: { venueId: number; venueName: string; user: User | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const start = useStartTopUp();
  const sandboxPay = useSandboxPay();
  const verify = useVerifyTopUp();
  const [order, setOrder] = useState<TopUpOrder | null>(null);
  const [step, setStep] = useState<"idle" | "paying" | "failing">("idle");
  const [pendingPack, setPendingPack] = useState<number | null>(null);
  /** A double tap must not open two orders. */
  const busy = useRef(false);

  const reset = useCallback(() => {
    busy.current = false;
    setOrder(null);
    setStep("idle");
    setPendingPack(null);
  }, []);

  const fail = useCallback(
    (description: string) => toast({ title: t`Top-up failed`, description, variant: "destructive" }),
    [t],
  );

  const complete = useCallback(
    async (paid: TopUpOrder, payment: { paymentId: string; signature: string }) => {
      try {
        await verify.mutateAsync({ orderId: paid.orderId, ...payment });
      } catch (error) {
        fail(messageOf(error, t`The payment went through but could not be verified. Please contact support.`));
        reset();
        return;
      }
      await queryClient.invalidateQueries({ queryKey: creditKey });
      toast({
        title: t`Credit added`,
        description: t`Your new balance is shown on the venue page.`,
        variant: "success",
      });
      reset();
    },
    [verify, queryClient, fail, reset, t],
  );

  const closedWithoutPaying = useCallback(
    (opened: TopUpOrder) => {
      cancelOrder(opened.orderId);
      toast({ title: t`Top-up not completed`, description: t`No money was taken.` });
      reset();
    },
    [reset, t],
  );

  const topUp = useCallback(
    async (pack: number) => {
      if (busy.current) return;
      busy.current = true;
      setPendingPack(pack);
      let opened: TopUpOrder;
      try {
        opened = await start.mutateAsync({ venueId, pack });
      } catch (error) {
        fail(messageOf(error, t`Couldn't start the top-up. Please try again.`));
        reset();
        return;
      }
      setOrder(opened);
      if (opened.provider !== "razorpay") return; // the sandbox sheet shows itself from `order`
      try {
        await loadRazorpay();
      } catch {
        fail(t`Payment system failed to load. Please check your internet connection and try again.`);
        reset();
        return;
      }
      const Razorpay = window.Razorpay;
      if (!Razorpay) {
        fail(t`Payment system failed to load. Please check your internet connection and try again.`);
        reset();
        return;
      }
      const checkout = new Razorpay({
        key: opened.key,
        amount: opened.amount,
        currency: opened.currency ?? "INR",
        order_id: opened.orderId,
        name: "Crease",
        description: opened.description || t`Venue credit at ${venueName}`,
        theme: { color: THEME_COLOUR },
        prefill: { name: user?.fullName ?? "", email: user?.email ?? "", contact: user?.phone ?? "" },
        handler: (response) =>
          void complete(opened, { paymentId: response.razorpay_payment_id, signature: response.razorpay_signature }),
        modal: { ondismiss: () => closedWithoutPaying(opened) },
      });
      checkout.on("payment.failed", (response) => {
        fail(response.error?.description || t`An unexpected error occurred. Please try again.`);
      });
      checkout.open();
    },
    [start, venueId, venueName, user, complete, closedWithoutPaying, fail, reset, t],
  );

  const sandboxSucceed = useCallback(async () => {
    if (!order || step !== "idle") return;
    setStep("paying");
    try {
      const payment = await sandboxPay.mutateAsync({ orderId: order.orderId, outcome: "success" });
      await complete(order, payment);
    } catch (error) {
      fail(messageOf(error, t`An unexpected error occurred. Please try again.`));
      reset();
    }
  }, [order, step, sandboxPay, complete, fail, reset, t]);

  const sandboxDecline = useCallback(async () => {
    if (!order || step !== "idle") return;
    setStep("failing");
    try {
      await sandboxPay.mutateAsync({ orderId: order.orderId, outcome: "failure" });
    } catch {
      // Declined, as asked: said below.
    }
    fail(t`The payment was declined. No credit was added.`);
    cancelOrder(order.orderId);
    reset();
  }, [order, step, sandboxPay, fail, reset, t]);

  const sandboxDismiss = useCallback(() => {
    if (step !== "idle" || !order) return;
    closedWithoutPaying(order);
  }, [order, step, closedWithoutPaying]);

  return {
    topUp,
    pendingPack,
    order,
    sandbox: {
      open: order?.provider === "sandbox",
      step,
      succeed: () => void sandboxSucceed(),
      decline: () => void sandboxDecline(),
      dismiss: sandboxDismiss,
    },
  };
}
