// @vitest-environment happy-dom
import type { OwnerAnalytics } from "@crease/core/analytics";
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { showLanguage } from "@/lib/i18n";
import { englishLeft } from "@/testing/english-left";
import { MoneyCard, Tile, VenueTable } from "./analytics-charts";

/**
 * Issue 24: an owner's analytics in Hindi: revenue, the platform fee, GST and net earnings, and
 * the per-venue table. The venue's name stays as the owner wrote it.
 */
const LATIN_ALLOWED = new Set(["Crease", "GST", "UPI", "IST"]);
const VENUE = "Shivaji Park Ground";

const occupancy = { booked: 14, offered: 120, rate: 14 / 120 };
const totals = {
  views: 1200,
  bookings: 14,
  cancellations: 2,
  revenue: "112000.00",
  grossPaid: "118000.00",
  refunds: "6000.00",
  gst: "17084.75",
  platformFee: "7593.22",
  netEarnings: "87322.03",
  occupancy,
} as OwnerAnalytics["totals"];
const venue = {
  id: 7,
  name: VENUE,
  venueType: "ground",
  status: "approved",
  views: 1200,
  bookings: 14,
  cancellations: 2,
  revenue: "112000.00",
  netEarnings: "87322.03",
  occupancy,
} as OwnerAnalytics["venues"][number];

beforeAll(() => showLanguage("hi", ["screens"]));
afterAll(() => showLanguage("en"));
afterEach(cleanup);

describe("an owner's analytics in Hindi", () => {
  it("names revenue, the fee, GST and net earnings, and every column, in Hindi", () => {
    render(
      <>
        <Tile label="व्यू" icon={null} value="1,200" />
        <MoneyCard totals={totals} />
        <VenueTable venues={[venue]} />
      </>,
    );
    expect(screen.getByText("प्लेटफ़ॉर्म फ़ीस (8%)")).toBeTruthy();
    expect(screen.getByText("₹1,18,000 ऑनलाइन भुगतान, ₹6,000 रिफ़ंड")).toBeTruthy();
    expect(screen.getByText("कुल कमाई")).toBeTruthy();
    expect(screen.getAllByText("₹87,322").length).toBeGreaterThan(0);
    expect(screen.getAllByText("क्रिकेट ग्राउंड").length).toBeGreaterThan(0);
    expect(englishLeft([VENUE], LATIN_ALLOWED)).toEqual([]);
  });
});
