// @vitest-environment happy-dom
import type { AdminSummary as Summary } from "@crease/core/analytics";
import { cleanup, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AdminSummary } from "@/features/admin-dashboard/components/admin-summary";
import { MoneyLine } from "@/features/admin-dashboard/components/money-line";
import { RecentActivityCard } from "@/features/admin-dashboard/components/recent-activity-card";
import type { ActivityItem } from "@/features/admin-dashboard/lib/recent-activity";
import { DeadJobRow } from "@/features/jobs/components/dead-jobs-panel";
import { VenueEditChanges } from "@/features/venue-moderation/components/venue-edit-changes";
import { showLanguage } from "@/lib/i18n";

/**
 * The admin in Hindi (issue 24): the console's own words are Hindi; what people wrote (names,
 * subjects, the provider's error) stays as written, and so do the few words Indian apps keep in
 * Latin letters.
 */
const KEPT_IN_LATIN = new Set(["GST", "UPI", "QR", "AM", "PM", "am", "pm", "IST"]);

/** Every Latin word the page shows or says that is not one of `written` (the data's own words). */
function englishWords(root: HTMLElement, written: string[]): string[] {
  const texts = [root.textContent ?? ""];
  for (const element of root.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) {
    for (const name of ["aria-label", "title", "placeholder", "alt"]) texts.push(element.getAttribute(name) ?? "");
  }
  let all = texts.join(" ");
  for (const text of written) all = all.split(text).join(" ");
  return (all.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !KEPT_IN_LATIN.has(word));
}

const summary: Summary = {
  period: { from: "2026-10-27", to: "2026-11-25", days: 30 },
  venues: { total: 12, pending: 2, approved: 8, rejected: 1, suspended: 1 },
  users: { total: 40, player: 33, owner: 6, admin: 1, suspended: 1 },
  newVenues: 3,
  newUsers: 9,
  bookings: { total: 57, confirmed: 20, completed: 37, cancelled: 4, disputed: 1 },
  grossBookingValue: "512000.00",
  refunds: "8000.00",
  revenue: "504000.00",
  gstCollected: "78000.00",
  platformFees: "25600.00",
  ownerEarnings: "400400.00",
  payoutsScheduled: "90000.00",
  payoutsPaid: "310000.00",
};

const activity: ActivityItem[] = [
  {
    kind: "venue",
    id: "venue-4",
    at: "2026-11-25T08:00:00.000Z",
    venue: { id: 4, name: "Shivaji Park Nets", city: "Mumbai", venueType: "nets", ownerName: "Ravi Kulkarni" },
  },
  {
    kind: "booking",
    id: "booking-9",
    at: "2026-11-24T08:00:00.000Z",
    booking: {
      id: 9,
      venueId: 4,
      venueName: "Shivaji Park Nets",
      userName: "Asha Patel",
      date: "2026-11-28",
      slot: "morning",
      amount: "8000.00",
      status: "confirmed",
    },
  },
  {
    kind: "message",
    id: "message-2",
    at: "2026-11-20T08:00:00.000Z",
    message: { id: 2, name: "Kiran Rao", subject: "Refund question", readAt: null },
  },
];

beforeEach(() => showLanguage("hi", ["public", "screens"]));
afterEach(async () => {
  cleanup();
  await showLanguage("en");
});

describe("the admin dashboard in Hindi", () => {
  it("says the summary in Hindi", () => {
    const { container } = render(
      <AdminSummary
        summary={summary}
        isPending={false}
        isError={false}
        onRetry={() => {}}
        onReviewPending={() => {}}
      />,
    );
    expect(container.textContent).toContain("वेन्यू");
    expect(container.textContent).toContain("2 पेंडिंग");
    expect(englishWords(container, [])).toEqual([]);
  });

  it("says how the money adds up in Hindi", () => {
    const { container } = render(<MoneyLine summary={summary} />);
    expect(container.textContent).toContain("₹5,04,000");
    expect(englishWords(container, [])).toEqual([]);
  });

  it("says recent activity in Hindi, with names and subjects as written", () => {
    const { container } = render(
      <RecentActivityCard items={activity} isPending={false} partialError onOpen={() => {}} />,
    );
    expect(container.textContent).toContain("Asha Patel ने Shivaji Park Nets बुक किया");
    expect(
      englishWords(container, [
        "Shivaji Park Nets",
        "Ravi Kulkarni",
        "Asha Patel",
        "Kiran Rao",
        "Mumbai",
        "Refund question",
      ]),
    ).toEqual([]);
  });

  it("says a stopped job and an owner's changes in Hindi", () => {
    const { container } = render(
      <>
        <ul>
          <DeadJobRow
            job={{
              id: 41,
              kind: "refund",
              status: "dead",
              attempts: 48,
              lastError: "Razorpay could not be reached",
              payloadSummary: "refundId=7",
              runAt: "2026-11-25T10:00:00.000Z",
              diedAt: "2026-11-25T10:00:00.000Z",
              createdAt: "2026-11-23T10:00:00.000Z",
            }}
            onRetry={() => {}}
            retrying={false}
          />
        </ul>
        <VenueEditChanges
          edit={{
            venueName: "Azad Maidan Nets",
            changes: [
              { field: "hourlyPrice", label: "Price per hour", before: "₹700", after: "Not offered" },
              { field: "images", label: "Photos", before: "3 photos", after: "4 photos" },
            ],
          }}
        />
      </>,
    );
    expect(container.textContent).toContain("48 कोशिशें");
    expect(container.textContent).toContain("4 फ़ोटो");
    expect(englishWords(container, ["Razorpay could not be reached", "refundId=7", "Azad Maidan Nets"])).toEqual([]);
  });
});
