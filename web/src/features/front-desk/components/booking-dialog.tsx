import { movesFor } from "@crease/core/booking-lifecycle";
import { isHeld } from "@crease/core/booking-status";
import type { Booking } from "@crease/core/contracts/bookings";
import type { DeskBookingCell, VenuePaymentMethod } from "@crease/core/desk";
import { formatIndianMobile } from "@crease/core/phone";
import { Trans, useLingui } from "@lingui/react/macro";
import { Banknote, CalendarX2, Phone, QrCode } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { messageOf } from "@/lib/api-client";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useLastValue } from "@/lib/use-last-value";
import { useMarkPaid } from "../api/desk-moves";
import { useBooking } from "../api/get-booking";
import { canMarkPaid, dueOf } from "../lib/desk-cells";
import { KindLabel } from "./desk-cell";
import { SHEET_CLASSES } from "./sheet-classes";

function Row({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600">{term}</dt>
      <dd className="text-right font-medium text-slate-900 tabular-nums">{children}</dd>
    </>
  );
}

function Details({
  venueId,
  cell,
  courtName,
  onCancel,
}: {
  venueId: number;
  cell: DeskBookingCell;
  courtName: string;
  onCancel: (booking: Booking) => void;
}) {
  const { t } = useLingui();
  const words = useWords();
  const format = useFormat();
  const markPaid = useMarkPaid(venueId);
  const held = isHeld(cell);
  // The whole booking: whether the lifecycle lets the owner's side cancel it, and the confirmation's text.
  const full = useBooking(held ? null : cell.id);
  const cancellable = full.data ? movesFor("owner", full.data).includes("cancel") : false;
  const due = dueOf(cell);
  const dueText = format.rupees(due);
  const until = cell.holdExpiresAt ? format.instant(cell.holdExpiresAt, "time") : null;
  // What was just taken: said in the sheet (the toast sits behind the modal for screen readers),
  // and focused, as the buttons that had focus are gone.
  const [taken, setTaken] = useState<string | null>(null);
  const takenRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (taken) takenRef.current?.focus();
  }, [taken]);

  const take = (method: VenuePaymentMethod) =>
    markPaid.mutate(
      { id: cell.id, method },
      {
        onSuccess: () => {
          const said = method === "cash" ? t`${dueText} taken in cash.` : t`${dueText} taken by UPI.`;
          setTaken(said);
          toast({ title: t`Marked paid`, description: said, variant: "success" });
        },
        onError: (error) =>
          toast({
            title: t`Not marked paid`,
            description: messageOf(error, t`Please try again.`),
            variant: "destructive",
          }),
      },
    );

  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
        <Row term={<Trans>Mobile</Trans>}>
          {cell.playerPhone ? (
            <a
              href={`tel:${cell.playerPhone}`}
              className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline underline-offset-2 sm:min-h-0"
            >
              <Phone className="size-3.5" aria-hidden="true" />
              {formatIndianMobile(cell.playerPhone)}
            </a>
          ) : (
            "—"
          )}
        </Row>
        <Row term={<Trans>Court</Trans>}>{courtName}</Row>
        <Row term={<Trans>Booked</Trans>}>{cell.source === "desk" ? t`At the desk` : t`Online`}</Row>
        <Row term={<Trans>Add-ons</Trans>}>
          {cell.addOns.length > 0 ? cell.addOns.map(words.addOn).join(", ") : t`None`}
        </Row>
        <Row term={<Trans>Amount</Trans>}>{format.rupees(cell.amount)}</Row>
        {Number(cell.paidOnline) > 0 ? (
          <Row term={<Trans>Paid online</Trans>}>{format.rupees(cell.paidOnline)}</Row>
        ) : null}
        {Number(cell.paidAtVenue) > 0 ? (
          <Row term={<Trans>Paid at the venue</Trans>}>{format.rupees(cell.paidAtVenue)}</Row>
        ) : null}
        {held ? null : (
          <Row term={<Trans>Due</Trans>}>
            <span className={due > 0 ? "font-semibold text-red-700" : "text-pitch-800"}>
              {due > 0 ? dueText : t`Nothing, paid`}
            </span>
          </Row>
        )}
      </dl>

      {held ? (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {until ? (
            <Trans>A player is paying online for this slot now. If they do not pay by {until}, it is free again.</Trans>
          ) : (
            <Trans>A player is paying online for this slot now.</Trans>
          )}
        </p>
      ) : null}

      {taken ? (
        <p
          ref={takenRef}
          tabIndex={-1}
          role="status"
          className="rounded-xl bg-pitch-50 px-4 py-2.5 text-sm font-semibold text-pitch-800 focus:outline-none"
        >
          {taken}
        </p>
      ) : null}

      {canMarkPaid(cell) ? (
        <section aria-label={t`Take the money due`} className="space-y-2">
          <p className="text-sm font-semibold text-slate-900">
            <Trans>Collect {dueText}</Trans>
          </p>
          <div className="grid grid-cols-2 gap-2">
            <Button variant="pitch" loading={markPaid.isPending} onClick={() => take("cash")}>
              <Banknote aria-hidden="true" />
              <Trans>Mark paid: cash</Trans>
            </Button>
            <Button variant="pitch" loading={markPaid.isPending} onClick={() => take("upi")}>
              <QrCode aria-hidden="true" />
              <Trans>Mark paid: UPI</Trans>
            </Button>
          </div>
        </section>
      ) : null}

      {cancellable && full.data ? (
        <div className="border-t border-slate-100 pt-3">
          <button
            type="button"
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-xl px-4 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600 sm:w-auto [&_svg]:size-4"
            onClick={() => full.data && onCancel(full.data)}
          >
            <CalendarX2 aria-hidden="true" />
            <Trans>Cancel booking</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** Tap a booking or a hold: who, their mobile, what is paid or due; take the money; cancel. */
export function BookingDialog({
  venueId,
  cell: open,
  courtName,
  onOpenChange,
  onCancel,
}: {
  venueId: number;
  cell: DeskBookingCell | null;
  courtName: string;
  onOpenChange: (open: boolean) => void;
  onCancel: (booking: Booking) => void;
}) {
  const format = useFormat();
  const words = useWords();
  const cell = useLastValue(open);
  const kind = cell ? (isHeld(cell) ? "hold" : cell.source) : "desk";
  const when = cell ? `${format.date(cell.date, "weekday-day-month")} · ${words.slot(cell.slot)}` : "";
  return (
    <Dialog open={open !== null} onOpenChange={onOpenChange}>
      <DialogContent className={SHEET_CLASSES}>
        <DialogHeader className="mb-4">
          <DialogTitle>{cell?.playerName}</DialogTitle>
          <DialogDescription>
            <span className="font-semibold">
              <KindLabel kind={kind} />
            </span>{" "}
            · {courtName} · {when}
          </DialogDescription>
        </DialogHeader>
        {cell ? <Details venueId={venueId} cell={cell} courtName={courtName} onCancel={onCancel} /> : null}
      </DialogContent>
    </Dialog>
  );
}
