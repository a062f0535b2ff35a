import { formatRupees, rupeesToPaise } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { WalletCards } from "lucide-react";
import { Link, useLocation } from "react-router";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useAuth } from "@/features/auth";
import { SandboxPaymentSheet } from "@/features/checkout";
import { cn } from "@/lib/cn";
import { loginPathFor } from "@/lib/safe-redirect";
import { useVenueCredit } from "../api/venue-credit";
import { useTopUp } from "../hooks/use-top-up";
import { PackBonus } from "./pack-bonus";

/**
 * "Venue credit" on a venue page (docs/product/credit.md): shown when the venue's owner offers
 * credit, or the player still holds some there. The player's balance at this owner and the packs
 * to top up with, each paid through the usual payment sheet; the new balance is the server's.
 */
export function VenueCreditCard({
  venueId,
  venueName,
  className,
}: {
  venueId: number;
  venueName: string;
  className?: string;
}) {
  const { t } = useLingui();
  const { user, status } = useAuth();
  const location = useLocation();
  const credit = useVenueCredit(venueId);
  const topUp = useTopUp({ venueId, venueName, user });
  if (!credit.data) return null;
  const { enabled, packs, balance } = credit.data;
  const holds = rupeesToPaise(balance) > 0;
  if (!enabled && !holds) return null;
  const signedIn = status === "signed-in";
  const isPlayer = user?.role === "player";

  return (
    <Card className={cn("p-5", className)} data-testid="venue-credit">
      <div className="flex items-start justify-between gap-3">
        <div className="flex items-center gap-2.5">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-pitch-50 text-pitch-700 ring-1 ring-pitch-100">
            <WalletCards className="size-5" aria-hidden="true" />
          </span>
          <h2 className="text-lg font-semibold text-slate-900">
            <Trans>Venue credit</Trans>
          </h2>
        </div>
        {signedIn && isPlayer ? (
          <div className="text-right">
            <p className="text-xs font-medium text-slate-600">
              <Trans>Your balance</Trans>
            </p>
            <p className="text-xl font-extrabold text-pitch-800 tabular-nums" data-testid="credit-balance">
              {formatRupees(balance)}
            </p>
          </div>
        ) : null}
      </div>
      <p className="mt-2 text-sm text-slate-600">
        <Trans>Top up once and pay for bookings at this owner's venues, all or part of the price.</Trans>
      </p>

      {enabled && packs.length > 0 ? (
        <ul className="mt-4 grid gap-2.5 sm:grid-cols-2">
          {packs.map((pack, index) => {
            const pay = formatRupees(pack.pay);
            const get = formatRupees(pack.get);
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a pack is named by its place in the owner's list
                key={index}
                className="flex items-center justify-between gap-3 rounded-xl border border-slate-200 px-3.5 py-3"
              >
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    <Trans>
                      Pay {pay}, get {get}
                    </Trans>
                  </p>
                  <p className="mt-1">
                    <PackBonus pack={pack} />
                  </p>
                </div>
                {signedIn && isPlayer ? (
                  <Button
                    size="sm"
                    variant="pitch"
                    className="h-11"
                    loading={topUp.pendingPack === index}
                    disabled={topUp.pendingPack !== null}
                    onClick={() => void topUp.topUp(index)}
                    aria-label={t`Top up: pay ${pay}, get ${get}`}
                  >
                    <Trans>Top up</Trans>
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}

      {status === "signed-out" ? (
        <Link
          to={loginPathFor(location.pathname + location.search)}
          className={buttonClasses("outline", "md", "mt-4 w-full")}
        >
          <Trans>Log in to top up</Trans>
        </Link>
      ) : null}

      <SandboxPaymentSheet
        order={topUp.order ? { ...topUp.order, venueName } : null}
        open={topUp.sandbox.open}
        step={topUp.sandbox.step}
        totalPaise={topUp.order?.amount ?? 0}
        title={t`Pay for venue credit at ${venueName}`}
        verifiedNote={t`Verified by Crease before your credit is added`}
        onPay={topUp.sandbox.succeed}
        onFail={topUp.sandbox.decline}
        onClose={topUp.sandbox.dismiss}
      />
    </Card>
  );
}
