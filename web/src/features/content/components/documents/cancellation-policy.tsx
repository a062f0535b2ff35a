import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, FactTable, KeyFacts, WorkedExample } from "../prose";

export const CANCELLATION_INTRO =
  "Plans change. Here is exactly what you get back when you cancel a booking, when a fee applies, and how quickly refunds arrive.";

export const CANCELLATION_LEAD = (
  <KeyFacts
    items={[
      { value: "24 h", label: "Free cancellation up to 24 hours before" },
      { value: "25%", label: "Fee when you cancel inside 24 hours" },
      { value: "100%", label: "Refunded if the venue or Crease cancels" },
      { value: "5–7", label: "Business days for a refund to arrive" },
    ]}
  />
);

export const CANCELLATION_SECTIONS: readonly DocumentSection[] = [
  {
    id: "at-a-glance",
    title: "At a glance",
    body: (
      <>
        <p>
          The same rules apply to every booking on Crease, whether it is a ground, practice nets or box cricket. Times
          are counted back from the moment your slot starts, in India Standard Time (IST).
        </p>
        <FactTable
          caption="Cancellation fees and refunds"
          columns={["What happens", "Fee", "Refund"]}
          rows={[
            ["You cancel more than 24 hours before the slot", "None", "100%"],
            ["You cancel within 24 hours of the slot", "25%", "75%"],
            ["Your slot has already started", "No cancelling", "None"],
            ["You don't turn up (no-show)", "100%", "None"],
            ["The venue owner or Crease cancels", "None", "100%"],
            ["Rain stops play at an outdoor venue", "None", "100% or free reschedule"],
          ]}
          numericFrom={1}
        />
      </>
    ),
  },
  {
    id: "more-than-24-hours",
    title: "Cancelling more than 24 hours before",
    body: (
      <>
        <p>
          Cancel any time up to 24 hours before your slot starts and you get a full refund, including the GST. There is
          no fee and no questions are asked.
        </p>
        <p>
          For example, for a Saturday evening slot at a ground (2–6 PM), you can cancel for free until 2 PM on Friday.
        </p>
      </>
    ),
  },
  {
    id: "within-24-hours",
    title: "Cancelling within 24 hours",
    body: (
      <p>
        Inside the last 24 hours, the venue has little chance of filling your slot again. A cancellation fee of 25% of
        the amount you paid applies, and the other 75% is refunded to you. You can cancel this way until the moment your
        slot starts; once play has started the booking can no longer be cancelled from your dashboard, so talk to the
        venue if something went wrong.
      </p>
    ),
  },
  {
    id: "no-shows",
    title: "No-shows",
    body: (
      <p>
        If you don't cancel and don't turn up, the booking is charged in full and nothing is refunded. If something
        stops you reaching the venue, cancel from your dashboard as soon as you can: a late cancellation before the slot
        starts still gets 75% back.
      </p>
    ),
  },
  {
    id: "cancelled-by-venue",
    title: "When the venue or Crease cancels",
    body: (
      <p>
        Sometimes an owner has to cancel, for example when the pitch is unfit for play or there is a power cut at a
        floodlit venue. If the owner or Crease cancels your booking, you always get a full refund, with no fee, and we
        let you know straight away. You are welcome to book another slot or venue.
      </p>
    ),
  },
  {
    id: "weather",
    title: "Rain and bad weather",
    body: (
      <>
        <p>
          If rain or bad weather stops play at an outdoor venue (a ground or open-air nets), you can choose between a
          free reschedule to another open slot at the same venue or a full refund. Box cricket venues are indoor, so
          bookings there go ahead as normal.
        </p>
        <Callout tone="tip" title="Rained off?">
          <p>
            Ask the venue staff to confirm that play was not possible, then <Link to="/contact-us">contact us</Link>{" "}
            with your booking details. We will arrange the reschedule or the refund.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "partial-payment",
    title: "Bookings paid in part",
    body: (
      <p>
        At venues that take part payment, you pay part of the amount online and the rest at the venue by UPI. If you
        cancel, the fee and the refund are worked out on the amount you paid online, and you owe nothing at the venue.
        For example, if you paid ₹2,000 online and cancel within 24 hours, the fee is ₹500 and ₹1,500 is refunded.
      </p>
    ),
  },
  {
    id: "how-to-cancel",
    title: "How to cancel",
    body: (
      <ol>
        <li>
          Log in and open <Link to="/dashboard">My Bookings</Link> in your dashboard.
        </li>
        <li>Find the confirmed booking and choose Cancel.</li>
        <li>Confirm. Your refund starts straight away and the amount is shown on the booking.</li>
      </ol>
    ),
  },
  {
    id: "refund-timing",
    title: "When your refund arrives",
    body: (
      <p>
        We start your refund as soon as the booking is cancelled. It goes back to the payment method you used (your UPI
        account, card or bank account) and usually arrives within 5–7 business days, depending on your bank. The booking
        in your dashboard shows the amount refunded. If it has not arrived after 7 business days,{" "}
        <Link to="/contact-us">contact us</Link> and we will trace it with our payment partner.
      </p>
    ),
  },
  {
    id: "worked-example",
    title: "A worked example",
    body: (
      <>
        <p>
          Priya books an evening slot at a cricket ground priced at ₹8,000. With 18% GST, she pays ₹9,440. Here is what
          she gets back depending on when she cancels.
        </p>
        <WorkedExample
          title="Cancelled 3 days before the match"
          lines={[
            { label: "Amount paid (₹8,000 + ₹1,440 GST)", amount: "₹9,440" },
            { label: "Cancellation fee", amount: "₹0" },
            { label: "Refunded to Priya", amount: "₹9,440", tone: "total" },
          ]}
        />
        <WorkedExample
          title="Cancelled 6 hours before the match"
          lines={[
            { label: "Amount paid (₹8,000 + ₹1,440 GST)", amount: "₹9,440" },
            { label: "Cancellation fee (25%)", amount: "−₹2,360", tone: "minus" },
            { label: "Refunded to Priya (75%)", amount: "₹7,080", tone: "total" },
          ]}
        />
      </>
    ),
  },
  {
    id: "rescheduling",
    title: "Rescheduling",
    body: (
      <p>
        Each venue sets its own rescheduling rules, shown on the Policies tab of the venue page. To move a booking
        yourself, cancel it more than 24 hours ahead for a full refund and book the new slot. Rain at an outdoor venue
        always qualifies for a free reschedule.
      </p>
    ),
  },
];
