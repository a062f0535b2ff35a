import type { Coupon } from "@crease/core/coupons";
import { formatRupees } from "@crease/core/money";
import { Trans, useLingui } from "@lingui/react/macro";
import { Plus, TicketPercent } from "lucide-react";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState, ListSkeleton, LoadError } from "@/components/ui/panel-states";
import { useFormat } from "@/lib/format";
import { useCoupons, useDeactivateCoupon } from "../api/coupons";
import { CouponForm } from "./coupon-form";

interface CouponsPanelProps {
  scope: "platform" | "owner";
  /** The owner's venues, to name where a coupon applies. */
  venues?: { id: number; name: string }[];
}

function CouponTerms({ coupon }: { coupon: Coupon }) {
  const { t } = useLingui();
  const value = coupon.value;
  const off = coupon.kind === "percent" ? t`${value}% off` : t`${formatRupees(value)} off`;
  const parts = [off];
  if (coupon.maxDiscount) parts.push(t`up to ${formatRupees(coupon.maxDiscount)}`);
  if (coupon.minOrder) parts.push(t`on ${formatRupees(coupon.minOrder)} or more`);
  if (coupon.firstBookingOnly) parts.push(t`first booking only`);
  return <>{parts.join(" · ")}</>;
}

function CouponRow({ coupon, venues }: { coupon: Coupon; venues: { id: number; name: string }[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const deactivate = useDeactivateCoupon();
  const from = format.date(coupon.validFrom, "month-day-year");
  const to = format.date(coupon.validTo, "month-day-year");
  const uses = coupon.uses;
  const total = coupon.totalLimit;
  const where =
    coupon.venueIds.length > 0
      ? coupon.venueIds.map((id) => venues.find((v) => v.id === id)?.name ?? `#${id}`).join(", ")
      : coupon.cities.length > 0
        ? coupon.cities.join(", ")
        : null;
  return (
    <li className="flex flex-col gap-2 border-b border-slate-100 py-3 last:border-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-base font-bold tracking-wide text-slate-900">{coupon.code}</span>
          {coupon.active ? (
            <Badge tone="pitch">
              <Trans>Active</Trans>
            </Badge>
          ) : (
            <Badge tone="slate">
              <Trans>Switched off</Trans>
            </Badge>
          )}
        </p>
        <p className="text-sm text-slate-700">
          <CouponTerms coupon={coupon} />
        </p>
        <p className="text-xs text-slate-500">
          {total ? (
            <Trans>
              {from} – {to} · used {uses} of {total}
            </Trans>
          ) : (
            <Trans>
              {from} – {to} · used {uses}
            </Trans>
          )}
          {where ? ` · ${where}` : ""}
        </p>
      </div>
      {coupon.active ? (
        <Button
          variant="secondary"
          size="sm"
          disabled={deactivate.isPending}
          onClick={() => deactivate.mutate(coupon.id)}
          aria-label={t`Switch off ${coupon.code}`}
        >
          <Trans>Switch off</Trans>
        </Button>
      ) : null}
    </li>
  );
}

/** Coupons (docs/product/offers.md): the platform's for admins, an owner's own; list, create, switch off. */
export function CouponsPanel({ scope, venues = [] }: CouponsPanelProps) {
  const { t } = useLingui();
  const coupons = useCoupons();
  const [creating, setCreating] = useState(false);
  return (
    <Card className="p-5 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">
            {scope === "platform" ? <Trans>Platform coupons</Trans> : <Trans>Your coupons</Trans>}
          </h2>
          <p className="text-sm text-slate-600">
            {scope === "platform" ? (
              <Trans>The discount comes out of the platform fee.</Trans>
            ) : (
              <Trans>The discount comes out of your share of the booking.</Trans>
            )}
          </p>
        </div>
        {creating ? null : (
          <Button size="sm" onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            <Trans>New coupon</Trans>
          </Button>
        )}
      </div>
      {creating ? (
        <div className="mb-6 rounded-xl border border-slate-200 p-4">
          <CouponForm scope={scope} venues={venues} onDone={() => setCreating(false)} />
        </div>
      ) : null}
      {coupons.isPending ? (
        <ListSkeleton label={t`Loading coupons`} rows={3} />
      ) : coupons.isError ? (
        <LoadError message={t`Couldn't load coupons`} onRetry={() => void coupons.refetch()} />
      ) : coupons.data.length === 0 ? (
        <EmptyState icon={<TicketPercent aria-hidden="true" />} title={t`No coupons yet`} />
      ) : (
        <ul>
          {coupons.data.map((coupon) => (
            <CouponRow key={coupon.id} coupon={coupon} venues={venues} />
          ))}
        </ul>
      )}
    </Card>
  );
}
