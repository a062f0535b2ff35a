import { describe, expect, it } from "vitest";
import { createMemoryBus } from "../../lib/events";
import { createBookingVenues } from "./booking-venues";
import type { VenueRecord } from "./venue-sql";

/** A venue record stand-in: the memory keeps whatever the lookup returned. */
const record = (price: number) => ({ venue: { id: 7 }, details: { eveningPrice: price } }) as unknown as VenueRecord;

function setup() {
  const bus = createMemoryBus();
  let price = 100;
  let reads = 0;
  let gate: Promise<void> | null = null;
  const venues = createBookingVenues({
    bus,
    load: async () => {
      reads += 1;
      const seen = price;
      if (gate) await gate;
      return record(seen);
    },
  });
  const priceOf = async () => ((await venues.get(7))?.details as { eveningPrice?: number } | null)?.eveningPrice;
  return {
    bus,
    venues,
    priceOf,
    reads: () => reads,
    setPrice: (p: number) => {
      price = p;
    },
    hold: () => {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      return () => {
        gate = null;
        open();
      };
    },
  };
}

const update = (action: string) => ({
  kind: "venue" as const,
  venueId: 7,
  message: { type: "venue_update" as const, venueId: 7, data: { action } },
});

describe("checkout's venues in memory", () => {
  it("reads a venue once, keeps it through slot events, and forgets it when the venue changes", async () => {
    const t = setup();
    expect(await t.priceOf()).toBe(100);
    expect(await t.priceOf()).toBe(100);
    t.bus.publish(update("hold_created"));
    t.bus.publish(update("booking_created"));
    expect(await t.priceOf()).toBe(100);
    expect(t.reads()).toBe(1);
    t.setPrice(150);
    t.bus.publish(update("venue_updated"));
    expect(await t.priceOf()).toBe(150);
    t.setPrice(160);
    t.bus.publish({ kind: "changed", venueId: null }); // an owner suspended, or the listener reconnected
    expect(await t.priceOf()).toBe(160);
    expect(t.reads()).toBe(3);
  });

  it("never keeps an answer read before a change that was heard while it was read", async () => {
    const t = setup();
    const release = t.hold();
    const early = t.priceOf(); // reads 100, then waits
    await Promise.resolve();
    t.setPrice(150);
    t.bus.publish(update("venue_updated"));
    release();
    expect(await early).toBe(100); // answered (it was asked before the change)…
    expect(await t.priceOf()).toBe(150); // …but not kept
  });
});
