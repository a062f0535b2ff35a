import type { PublicSplit } from "@crease/core/contracts/splits";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarDays, CheckCircle2, MapPin, Users } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { useAuth } from "@/features/auth";
import { SandboxPaymentSheet, useCheckoutPayment } from "@/features/checkout";
import { isApiError, messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { loginPathFor } from "@/lib/safe-redirect";
import { createShareOrder, publicSplitKey, usePublicSplit } from "../api/splits";

/** What the viewer can do here: pay, sign in first, or nothing (and why). */
function PayArea({ token, split }: { token: string; split: PublicSplit }) {
  const { t } = useLingui();
  const format = useFormat();
  const { user } = useAuth();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [opening, setOpening] = useState(false);
  const share = format.rupees(split.shareAmount);
  const payment = useCheckoutPayment({
    user,
    onBooked: () => void queryClient.invalidateQueries({ queryKey: publicSplitKey(token) }),
    onPriceChanged: () => {},
    onSlotTaken: () => {},
    onRefused: (message) => toast({ title: t`Could not pay your share`, description: message, variant: "destructive" }),
    successText: () => ({ title: t`Share paid`, description: t`Thanks! The organiser gets your share back.` }),
  });
  const pay = async () => {
    setOpening(true);
    try {
      const order = await createShareOrder(token);
      void payment.payOrder(order);
    } catch (error) {
      toast({
        title: t`Could not pay your share`,
        description: messageOf(error, t`Please try again.`),
        variant: "destructive",
      });
      void queryClient.invalidateQueries({ queryKey: publicSplitKey(token) });
    } finally {
      setOpening(false);
    }
  };
  if (split.you === "paid") {
    return (
      <p
        className="flex items-center gap-2 rounded-xl bg-pitch-50 px-4 py-3 font-semibold text-pitch-900"
        data-testid="split-you-paid"
      >
        <CheckCircle2 className="size-5" aria-hidden="true" />
        <Trans>You have paid your share. See you on the field!</Trans>
      </p>
    );
  }
  if (split.you === "organiser") {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700">
        <Trans>You organised this split. Share this page's link with your teammates.</Trans>
      </p>
    );
  }
  if (split.status === "closed" || split.sharesLeft === 0) {
    return (
      <p className="rounded-xl bg-slate-50 px-4 py-3 text-slate-700" data-testid="split-no-more">
        {split.status === "closed" ? t`This split is closed: it takes no more shares.` : t`Every share is paid.`}
      </p>
    );
  }
  if (!user) {
    return (
      <Button asChild size="lg" className="w-full">
        <Link to={loginPathFor(location.pathname)}>
          <Trans>Sign in to pay your share</Trans>
        </Link>
      </Button>
    );
  }
  return (
    <>
      <Button size="lg" className="w-full" onClick={() => void pay()} loading={opening || payment.processing}>
        <Trans>Pay my share: {share}</Trans>
      </Button>
      <SandboxPaymentSheet
        order={payment.order}
        open={payment.sandbox.open}
        step={payment.sandbox.step}
        totalPaise={payment.order?.amount ?? 0}
        date={split.date}
        slot={split.slot}
        onPay={() => void payment.sandbox.succeed()}
        onFail={() => void payment.sandbox.decline()}
        onClose={payment.sandbox.dismiss}
      />
    </>
  );
}

/**
 * A split link's page (docs/product/split-payments.md): the game, the share and who has paid (first
 * names only); a teammate signs in and pays their share through the usual payment window.
 */
export function SplitPage({ token }: { token: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const split = usePublicSplit(token);
  if (split.isPending) {
    return (
      <p className="py-16 text-center text-slate-600" role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  }
  if (split.isError || !split.data) {
    const gone = isApiError(split.error) && (split.error.status === 404 || split.error.status === 400);
    return (
      <p className="py-16 text-center text-slate-700" role="alert">
        {gone
          ? t`This split link is not valid. Ask the organiser to send it again.`
          : messageOf(split.error, t`Please try again.`)}
      </p>
    );
  }
  const s = split.data;
  const organiser = s.organiserFirstName;
  const teammates = s.shares - 1;
  return (
    <div className="container-page flex justify-center py-8 sm:py-14">
      <div className="w-full max-w-lg space-y-5 rounded-3xl border border-slate-200/80 bg-white p-6 shadow-card sm:p-8">
        <div>
          <p className="text-sm font-semibold text-brand-700">
            <Trans>{organiser} is splitting the cost</Trans>
          </p>
          <h1 className="mt-1 text-2xl font-bold text-slate-900">{s.venueName}</h1>
        </div>
        <ul className="space-y-2 text-slate-700">
          <li className="flex items-start gap-2">
            <CalendarDays className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
            <span>
              {format.date(s.date, "weekday-day-month")} · {words.slot(s.slot)} · {s.courtName}
            </span>
          </li>
          {s.venueAddress ? (
            <li className="flex items-start gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
              <span>{s.venueAddress}</span>
            </li>
          ) : null}
        </ul>
        <div className="rounded-2xl bg-brand-50 px-5 py-4 text-center">
          <p className="text-sm text-brand-900">
            <Trans>Your share</Trans>
          </p>
          <p className="text-3xl font-black text-brand-900 tabular-nums" data-testid="split-share">
            {format.rupees(s.shareAmount)}
          </p>
        </div>
        <PayArea token={token} split={s} />
        <section aria-labelledby="split-paid-heading">
          <h2 id="split-paid-heading" className="flex items-center gap-2 font-semibold text-slate-900">
            <Users className="size-4 text-slate-500" aria-hidden="true" />
            <Trans>
              {s.paidCount} of {teammates} paid
            </Trans>
          </h2>
          {s.payers.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2">
              {s.payers.map((payer) => (
                <li
                  key={payer.paidAt}
                  className="rounded-full bg-pitch-50 px-3 py-1 text-sm font-medium text-pitch-900"
                >
                  {payer.firstName}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </div>
  );
}
