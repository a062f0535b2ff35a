import { isHeld } from "@crease/core/booking-status";
import { addDays, isCalendarDate, todayInIst } from "@crease/core/slots";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { LoadError } from "@/components/ui/panel-states";
import { Skeleton } from "@/components/ui/skeleton";
import { BookingActionDialog, type BookingActionTarget } from "@/features/bookings";
import { DeskAddCredit } from "@/features/credit";
import { isApiError } from "@/lib/api-client";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMediaQuery } from "@/lib/use-media-query";
import { useDeskCalendar } from "../api/get-desk";
import { useLiveDesk } from "../hooks/use-live-desk";
import { deskCells, dueOf } from "../lib/desk-cells";
import { BlockDialog } from "./block-dialog";
import { BookingDialog } from "./booking-dialog";
import { DeskLegend } from "./desk-legend";
import { CourtPicker, DateNav, DaySheetLinks, type DeskView, ViewToggle } from "./desk-toolbar";
import { DayGrid, type OpenCell, SlotList, WeekGrid, WeekList } from "./desk-views";
import { NotYourVenue } from "./not-your-venue";
import { SHEET_CLASSES } from "./sheet-classes";
import { type FreeSlot, WalkInDialog } from "./walk-in-dialog";

type Opened = { kind: "free"; free: FreeSlot } | { kind: "booking"; id: number } | { kind: "block"; id: number };

function DeskSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading the desk`} className="mt-4 space-y-2">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Skeleton key={i} className="h-14 w-full rounded-lg" />
      ))}
    </div>
  );
}

/**
 * The front desk of one venue (issue 25, docs/product/screens.md "Front desk"): a day of every
 * court, or a week of one, live; walk-ins and phone bookings, money taken at the venue, blocks,
 * and the day sheet. The day, the view and the court are in the address, so a reload keeps them.
 */
export function FrontDesk({ venueId }: { venueId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const today = todayInIst();
  const asked = params.get("date") ?? "";
  const date = isCalendarDate(asked) ? asked : today;
  const view: DeskView = params.get("view") === "week" ? "week" : "day";
  // At a desk's width the day shows every court side by side; a phone shows one court at a time.
  const wide = useMediaQuery("(min-width: 768px)") ?? true;
  const desk = useDeskCalendar(venueId, date, view === "week" ? 7 : 1);
  useLiveDesk(venueId);
  const calendar = desk.data;
  const venueName = calendar?.venueName ?? "";
  useDocumentTitle(venueName ? t`Front desk · ${venueName}` : t`Front desk`);

  const [opened, setOpened] = useState<Opened | null>(null);
  const [cancelling, setCancelling] = useState<BookingActionTarget | null>(null);
  const cellAt = useMemo(() => (calendar ? deskCells(calendar) : null), [calendar]);
  // While the next day loads, the last one stays on screen, dimmed, as the day it is.
  const shownDate = desk.isPlaceholderData ? (calendar?.days[0]?.date ?? date) : date;

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );

  const courts = calendar?.courts ?? [];
  const court = courts.find((c) => String(c.id) === params.get("court")) ?? courts[0];
  const courtName = (id: number | null) => courts.find((c) => c.id === id)?.name ?? null;

  const open: OpenCell = (cell, at) => {
    if (cell.kind === "free") {
      if (cell.ended) return;
      setOpened({ kind: "free", free: { ...at, courtName: courtName(at.courtId) ?? "", price: cell.price } });
    } else if (cell.kind === "blocked") setOpened({ kind: "block", id: cell.block.id });
    else setOpened({ kind: "booking", id: cell.booking.id });
  };
  // Read from the latest calendar, so a payment or a live change shows in an open sheet.
  const openBooking = opened?.kind === "booking" ? (calendar?.bookings.find((b) => b.id === opened.id) ?? null) : null;
  const openBlock = opened?.kind === "block" ? (calendar?.blocks.find((b) => b.id === opened.id) ?? null) : null;

  const shownDay = calendar?.bookings.filter((b) => b.date === date && !isHeld(b)) ?? [];
  const dueToday = shownDay.reduce((sum, b) => sum + dueOf(b), 0);
  const dueText = format.rupees(dueToday);
  const count = shownDay.length;
  const period =
    view === "week"
      ? `${format.date(date, "day-month")} – ${format.date(addDays(date, 6), "day-month-year")}`
      : format.date(date, "long");

  // Not their venue (403 removed from its staff, 404 another's): no toolbar, day or grid to tap.
  const notYours = desk.isError && isApiError(desk.error) && [403, 404].includes(desk.error.status);
  if (notYours) return <NotYourVenue venueId={venueId} />;

  return (
    <div className="container-page py-6 sm:py-10">
      <Link
        to="/owner/dashboard"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-brand-700"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        <Trans>Dashboard</Trans>
      </Link>
      <p className="text-sm font-semibold text-pitch-700">
        <Trans>Front desk</Trans>
      </p>
      <h1 className="mt-0.5 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {venueName || t`Front desk`}
      </h1>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">
        <Trans>
          Tap a free slot to book a walk-in or a caller, or to block it. Tap a booking to take the money or cancel it.
          Changes show here as they happen.
        </Trans>
      </p>

      <div className="mt-5 flex flex-wrap items-center gap-2 sm:gap-3">
        <ViewToggle view={view} onChange={(v) => set({ view: v === "day" ? null : v })} />
        <DateNav date={date} view={view} onChange={(d) => set({ date: d === today ? null : d })} />
        <DeskAddCredit venueId={venueId} sheetClassName={SHEET_CLASSES} />
      </div>

      <div className="mt-5 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold text-slate-900">{period}</h2>
          {view === "day" && calendar ? (
            <p className="text-sm text-slate-600">
              <Plural value={count} one="# booking" other="# bookings" />
              {dueToday > 0 ? (
                <>
                  {" · "}
                  <span className="font-semibold text-red-700">
                    <Trans>{dueText} due</Trans>
                  </span>
                </>
              ) : null}
            </p>
          ) : null}
        </div>
        {view === "day" ? <DaySheetLinks venueId={venueId} date={date} /> : null}
      </div>
      <DeskLegend className="mt-3" />

      {desk.isError ? (
        <LoadError className="mt-4" message={t`The desk did not load.`} onRetry={() => void desk.refetch()} />
      ) : !calendar || !cellAt ? (
        <DeskSkeleton />
      ) : courts.length === 0 || !court || calendar.days.every((d) => d.slots.length === 0) ? (
        <p className="mt-4 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-600">
          <Trans>This venue has no courts or opening hours yet. Add its prices and hours first.</Trans>
        </p>
      ) : (
        // The last day stays on screen, dimmed, while the next one loads; it takes no taps then,
        // or a quick tap would book the day before the one the heading names.
        <div
          className={cn("mt-4 space-y-3 transition-opacity", desk.isPlaceholderData && "opacity-60")}
          aria-busy={desk.isFetching || undefined}
          inert={desk.isPlaceholderData || undefined}
        >
          {!wide || view === "week" ? (
            <CourtPicker courts={courts} courtId={court.id} onChange={(id) => set({ court: String(id) })} />
          ) : null}
          {view === "day" && wide ? (
            <DayGrid calendar={calendar} date={shownDate} cellAt={cellAt} onOpen={open} />
          ) : view === "day" ? (
            <SlotList calendar={calendar} court={court} date={shownDate} cellAt={cellAt} onOpen={open} scrollToNow />
          ) : wide ? (
            <WeekGrid calendar={calendar} court={court} cellAt={cellAt} onOpen={open} />
          ) : (
            <WeekList calendar={calendar} court={court} date={shownDate} cellAt={cellAt} onOpen={open} />
          )}
        </div>
      )}

      <WalkInDialog
        venueId={venueId}
        free={opened?.kind === "free" ? opened.free : null}
        addOns={calendar?.addOns ?? []}
        gstRatePercent={calendar?.gstRatePercent ?? 0}
        onOpenChange={(isOpen) => !isOpen && setOpened(null)}
      />
      <BookingDialog
        venueId={venueId}
        cell={openBooking}
        courtName={courtName(openBooking?.courtId ?? null) ?? ""}
        onOpenChange={(isOpen) => !isOpen && setOpened(null)}
        onCancel={(booking) => {
          setOpened(null);
          setCancelling({ action: "cancel", booking });
        }}
      />
      <BlockDialog
        venueId={venueId}
        block={openBlock}
        courtName={openBlock ? courtName(openBlock.courtId) : null}
        onOpenChange={(isOpen) => !isOpen && setOpened(null)}
      />
      <BookingActionDialog target={cancelling} onOpenChange={(isOpen) => !isOpen && setCancelling(null)} />
    </div>
  );
}
