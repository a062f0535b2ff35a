import type { VenueDetails } from "@crease/core/contracts/venues";
import { offeredSlots, toggleAddOn } from "@crease/core/pricing";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import {
  type BookingSelection,
  parseAddOnsParam,
  parseCourtParam,
  parseDateParam,
  parseSlotParam,
  withSelection,
} from "../lib/booking-params";
import { lastBookableDate } from "../lib/calendar";

/**
 * The date, slot and add-ons being booked, kept in the address bar (`?date=&slot=&addOns=`) so
 * a link or a reload brings them back. The address is the only copy: each pick replaces the
 * current history entry (no new one) and keeps the scroll position.
 */
export function useBookingSelection(details: VenueDetails | null | undefined, today: string, advanceDays: number) {
  const [params, setParams] = useSearchParams();
  const dateParam = params.get("date");
  const slotParam = params.get("slot");
  const addOnsParam = params.get("addOns");
  const courtParam = params.get("court");

  const selection = useMemo<BookingSelection>(
    () => ({
      date: parseDateParam(dateParam, today, lastBookableDate(today, advanceDays)),
      slot: details ? parseSlotParam(slotParam, offeredSlots(details)) : null,
      addOns: details ? parseAddOnsParam(addOnsParam, details.addOns) : [],
      court: parseCourtParam(courtParam),
    }),
    [dateParam, slotParam, addOnsParam, courtParam, details, today, advanceDays],
  );

  const update = useCallback(
    (patch: Partial<BookingSelection>) => {
      const next = { ...selection, ...patch };
      setParams((current) => withSelection(current, next, details?.addOns ?? []), {
        replace: true,
        preventScrollReset: true,
      });
    },
    [selection, setParams, details],
  );

  return {
    selection,
    selectDate: useCallback((date: string) => update({ date }), [update]),
    selectSlot: useCallback((slot: string) => update({ slot }), [update]),
    selectCourt: useCallback((court: number) => update({ court }), [update]),
    toggleAddOn: useCallback(
      (key: string) => update({ addOns: toggleAddOn(selection.addOns, key) }),
      [update, selection.addOns],
    ),
  };
}
