import { PLATFORM_FEE_PERCENT } from "@crease/core/analytics";
import type { Payout, UpcomingPayout } from "@crease/core/payouts";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Banknote, CalendarClock, Info, ListChecks, Wallet } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState, LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/lib/format";
import { bookingDate, rangeLabel } from "@/lib/period";
import { useLastValue } from "@/lib/use-last-value";
import { usePayout } from "../api/get-payout";
import { usePayouts } from "../api/get-payouts";
import { usePayoutAccount } from "../api/payout-account";
import { PayoutAccountCard } from "./payout-account-card";
import { PayoutLines, PayoutTopUpLines, PayoutTotals } from "./payout-figures";
import { StatementLinks } from "./statement-links";

function PayoutStatus({ status }: { status: Payout["status"] }) {
  return status === "paid" ? (
    <Badge tone="pitch">
      <span className="size-1.5 rounded-full bg-pitch-500" aria-hidden="true" />
      <Trans>Paid</Trans>
    </Badge>
  ) : (
    <Badge tone="blue">
      <span className="size-1.5 rounded-full bg-blue-500" aria-hidden="true" />
      <Trans>Scheduled</Trans>
    </Badge>
  );
}

function PayoutBody({ id }: { id: number }) {
  const payout = usePayout(id);
  const { t } = useLingui();
  const format = useFormat();
  if (payout.isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t`Loading the payout`}>
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  }
  if (payout.isError) {
    return (
      <p className="text-sm text-red-700" role="alert">
        <Trans>An error occurred while loading this payout</Trans>
      </p>
    );
  }
  const p = payout.data;
  const reference = p.reference;
  const sent = p.paidAt ? format.instant(p.paidAt, "day-long-month-year") : null;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <PayoutStatus status={p.status} />
        {reference ? (
          <span>
            <Trans>
              Reference <span className="font-mono text-slate-900">{reference}</span>
            </Trans>
          </span>
        ) : null}
        {sent ? (
          <span>
            <Trans>· sent {sent}</Trans>
          </span>
        ) : null}
      </div>
      <PayoutTotals sums={p} wide />
      <PayoutTopUpLines topUps={p.topUps} />
      <PayoutLines lines={p.bookings} />
      <StatementLinks payoutId={p.id} />
    </div>
  );
}

type Opened = { kind: "upcoming"; upcoming: UpcomingPayout } | { kind: "payout"; payout: Payout };

function PayoutDialog({
  opened: open,
  onOpenChange,
}: {
  opened: Opened | null;
  onOpenChange: (open: boolean) => void;
}) {
  const opened = useLastValue(open);
  const format = useFormat();
  const runDate = opened?.kind === "upcoming" ? opened.upcoming.nextRunDate : opened ? opened.payout.runDate : null;
  const run = runDate ? format.date(runDate, "day-long-month-year") : "";
  const upTo = opened?.kind === "upcoming" ? bookingDate(opened.upcoming.periodEnd, format.language) : "";
  const range =
    opened?.kind === "payout"
      ? rangeLabel({ from: opened.payout.periodStart, to: opened.payout.periodEnd }, format.language)
      : "";
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {opened?.kind === "upcoming" ? (
              <Trans>Next payout · {run}</Trans>
            ) : opened ? (
              <Trans>Payout of {run}</Trans>
            ) : null}
          </DialogTitle>
          <DialogDescription>
            {opened?.kind === "upcoming" ? (
              <Trans>Bookings played up to {upTo} that are not paid out yet.</Trans>
            ) : opened ? (
              <Trans>Bookings dated {range}.</Trans>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {opened?.kind === "upcoming" ? (
          <div className="space-y-4">
            <PayoutTotals sums={opened.upcoming} wide />
            <PayoutTopUpLines topUps={opened.upcoming.topUps} />
            <PayoutLines lines={opened.upcoming.lines} />
          </div>
        ) : opened ? (
          <PayoutBody id={opened.payout.id} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function UpcomingCard({ upcoming, onOpen }: { upcoming: UpcomingPayout; onOpen: () => void }) {
  const carried = Number(upcoming.carriedOver) > 0;
  const format = useFormat();
  // No payout account yet: nothing can be sent, so the card says what is owed and what it waits
  // for, never "reaches your account in 2-3 business days" (issue 46).
  const noAccount = usePayoutAccount().data === null;
  const run = format.date(upcoming.nextRunDate, "day-long-month-year");
  const minimum = format.rupees(upcoming.minimumPayout);
  const net = format.rupees(upcoming.net);
  const upTo = bookingDate(upcoming.periodEnd, format.language);
  const count = upcoming.bookingCount;
  const carriedOver = format.rupees(upcoming.carriedOver);
  const creditSold = Number(upcoming.creditSold ?? 0);
  const sold = format.rupees(upcoming.creditSold ?? "0");
  return (
    <Card className="overflow-hidden">
      <div className="bg-brand-gradient px-5 py-4 text-white">
        <p className="flex items-center gap-2 text-sm font-medium text-white/85">
          <CalendarClock className="size-4" aria-hidden="true" />
          {noAccount && upcoming.willBePaid ? (
            <Trans>Owed to you · waiting for your payout account</Trans>
          ) : (
            <Trans>Next payout · {run} (Tuesday)</Trans>
          )}
        </p>
        {upcoming.bookingCount === 0 && Number(upcoming.net) === 0 ? (
          <>
            <p className="mt-1 text-2xl font-extrabold tracking-tight">
              <Trans>Nothing due yet</Trans>
            </p>
            <p className="mt-0.5 text-sm text-white/85">
              <Trans>Earnings from played bookings are paid here every Tuesday once they reach {minimum}.</Trans>
            </p>
          </>
        ) : upcoming.willBePaid && noAccount ? (
          <>
            <p className="mt-1 text-3xl font-extrabold tracking-tight tabular-nums">{net}</p>
            <p className="mt-0.5 text-sm text-white/85">
              <Plural
                value={count}
                one={`For # booking played up to ${upTo}. Nothing can be sent until you add your payout account below.`}
                other={`For # bookings played up to ${upTo}. Nothing can be sent until you add your payout account below.`}
              />
            </p>
            <p className="mt-1 text-sm text-white/85">
              <Trans>
                Once it is added, this is paid with the Tuesday payout (the next is {run}), not within 24 hours of
                adding the account, and reaches you 2-3 business days later.
              </Trans>
            </p>
          </>
        ) : upcoming.willBePaid ? (
          <>
            <p className="mt-1 text-3xl font-extrabold tracking-tight tabular-nums">{net}</p>
            <p className="mt-0.5 text-sm text-white/85">
              <Plural
                value={count}
                one={`For # booking played up to ${upTo}. It reaches your account in 2-3 business days.`}
                other={`For # bookings played up to ${upTo}. It reaches your account in 2-3 business days.`}
              />
            </p>
          </>
        ) : (
          <>
            <p className="mt-1 text-2xl font-extrabold tracking-tight">
              <Trans>Carried over — below the {minimum} minimum</Trans>
            </p>
            <p className="mt-0.5 text-sm text-white/85">
              <Trans>
                {net} so far. It is paid on the first Tuesday the total reaches {minimum}.
              </Trans>
            </p>
          </>
        )}
      </div>
      <div className="space-y-3 p-5">
        <PayoutTotals sums={upcoming} />
        {carried ? (
          <p className="text-xs text-slate-500">
            <Trans>Includes {carriedOver} carried over from earlier weeks.</Trans>
          </p>
        ) : null}
        {creditSold > 0 ? (
          <p className="text-xs text-slate-500">
            <Trans>Includes {sold} of venue credit players bought online (no GST, no fee).</Trans>
          </p>
        ) : null}
        <p className="text-xs text-slate-500">
          <Trans>Only bookings already played count: a booking joins the next payout once its slot has ended.</Trans>
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={onOpen}
          disabled={upcoming.lines.length === 0 && (upcoming.topUps ?? []).length === 0}
        >
          <ListChecks aria-hidden="true" />
          <Trans>View bookings</Trans>
        </Button>
      </div>
    </Card>
  );
}

function BalanceCard({ upcoming }: { upcoming: UpcomingPayout }) {
  const format = useFormat();
  const later = format.rupees(upcoming.laterNet);
  const after = bookingDate(upcoming.periodEnd, format.language);
  return (
    <Card className="flex flex-col p-5">
      <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
        <Wallet className="size-4 text-pitch-700" aria-hidden="true" />
        <Trans>Unpaid balance</Trans>
      </p>
      <p className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 tabular-nums">
        {format.rupees(upcoming.balance)}
      </p>
      <p className="mt-0.5 text-sm text-slate-600">
        <Trans>Earnings of slots already played, not yet paid out.</Trans>
      </p>
      {Number(upcoming.laterNet) > 0 ? (
        <p className="mt-3 rounded-xl bg-pitch-50 px-3 py-2 text-sm text-pitch-900 ring-1 ring-pitch-100">
          <Trans>
            + {later} expected from bookings not played yet or after {after}
          </Trans>
        </p>
      ) : null}
      <Link
        to="/payout-information"
        className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:underline"
      >
        <Trans>How payouts work</Trans>
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}

function PastPayouts({
  payouts,
  showOwner,
  onOpen,
}: {
  payouts: Payout[];
  showOwner: boolean;
  onOpen: (p: Payout) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  if (payouts.length === 0) {
    return (
      <EmptyState icon={<Banknote />} title={t`No payouts yet`}>
        <Trans>
          Payouts go out every Tuesday for bookings played up to the end of the Monday before (IST), once they reach
          ₹500.
        </Trans>
      </EmptyState>
    );
  }
  return (
    <Card className="overflow-hidden">
      <div className="border-b border-slate-100 px-5 py-4">
        <h3 className="font-semibold text-slate-900">
          <Trans>Past payouts</Trans>
        </h3>
      </div>
      <ul className="divide-y divide-slate-100">
        {payouts.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              onClick={() => onOpen(p)}
              className="grid w-full grid-cols-[1fr_auto] items-center gap-x-4 gap-y-1 px-5 py-3.5 text-left hover:bg-slate-50 sm:grid-cols-[1fr_8rem_6.5rem_10rem]"
            >
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900">
                  {format.date(p.runDate, "day-long-month-year")}
                  {showOwner ? <span className="font-normal text-slate-500"> · {p.ownerName}</span> : null}
                </span>
                <span className="block text-xs text-slate-500">
                  <Plural value={p.bookingCount} one="# booking" other="# bookings" /> ·{" "}
                  {rangeLabel({ from: p.periodStart, to: p.periodEnd }, format.language)}
                </span>
              </span>
              <span className="text-right text-sm font-bold text-slate-900 tabular-nums sm:order-none">
                {format.rupees(p.net)}
              </span>
              <span className="sm:text-center">
                <PayoutStatus status={p.status} />
              </span>
              <span className="truncate text-right font-mono text-xs text-slate-500">{p.reference ?? "—"}</span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/**
 * Payouts (docs/product/roles.md): the next Tuesday's payout or the carry-over below ₹500, the unpaid
 * balance, the payout account, and past payouts with status and reference; each opens its bookings
 * and its statement (CSV, PDF).
 */
export function OwnerPayoutsPanel() {
  const payouts = usePayouts();
  const [opened, setOpened] = useState<Opened | null>(null);
  const { t } = useLingui();

  if (payouts.isPending) {
    return (
      <div role="status" aria-label={t`Loading your payouts`} className="space-y-4">
        <div className="grid gap-4 lg:grid-cols-[1.6fr_1fr]">
          <Skeleton className="h-60 rounded-2xl" />
          <Skeleton className="h-60 rounded-2xl" />
        </div>
        <Skeleton className="h-40 rounded-2xl" />
      </div>
    );
  }
  if (payouts.isError) {
    return (
      <LoadError message={t`An error occurred while loading your payouts`} onRetry={() => void payouts.refetch()} />
    );
  }
  const { upcoming } = payouts.data;
  const fee = PLATFORM_FEE_PERCENT;

  return (
    <section aria-labelledby="payouts-heading" className="space-y-4">
      <div>
        <h2 id="payouts-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Payouts</Trans>
        </h2>
        <p className="text-sm text-slate-500">
          <Trans>Every Tuesday, after the {fee}% platform fee. Minimum ₹500.</Trans>
        </p>
      </div>
      {upcoming ? (
        <>
          <div className="grid gap-4 lg:grid-cols-[1.6fr_1fr]">
            <UpcomingCard upcoming={upcoming} onOpen={() => setOpened({ kind: "upcoming", upcoming })} />
            <BalanceCard upcoming={upcoming} />
          </div>
          {/* Only an owner has a payout account (an admin here sees every owner's payouts). */}
          <PayoutAccountCard />
        </>
      ) : (
        <p className="flex items-start gap-2 rounded-xl border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-800">
          <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <Trans>Upcoming payouts are worked out per owner. Below are the payouts of every owner.</Trans>
        </p>
      )}
      <PastPayouts
        payouts={payouts.data.payouts}
        showOwner={!upcoming}
        onOpen={(payout) => setOpened({ kind: "payout", payout })}
      />
      <PayoutDialog
        opened={opened}
        onOpenChange={(open) => {
          if (!open) setOpened(null);
        }}
      />
    </section>
  );
}
