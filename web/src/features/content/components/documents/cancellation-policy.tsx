import { FREE_CANCELLATION_HOURS, LATE_CANCELLATION_FEE_PERCENT } from "@crease/core/booking-lifecycle";
import { GST_RATE_PERCENT } from "@crease/core/money";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, FactTable, KeyFacts, WorkedExample } from "../prose";

// The rule's figures come from the rule itself (core/src/booking-lifecycle.ts), so the page and the
// refund the server works out cannot disagree. The worked examples below are sums on these figures.
const hours = FREE_CANCELLATION_HOURS;
const fee = LATE_CANCELLATION_FEE_PERCENT;
const refund = 100 - LATE_CANCELLATION_FEE_PERCENT;
const gst = GST_RATE_PERCENT;

export const CANCELLATION_INTRO = (
  <Trans>
    Plans change. Here is exactly what you get back when you cancel a booking, when a fee applies, and how quickly
    refunds arrive.
  </Trans>
);

export const CANCELLATION_LEAD = (
  <KeyFacts
    items={[
      { value: msg`${hours} h`, label: msg`Free cancellation up to ${hours} hours before` },
      { value: msg`${fee}%`, label: msg`Fee when you cancel inside ${hours} hours` },
      { value: msg`100%`, label: msg`Refunded if the venue or Crease cancels` },
      { value: msg`5–7`, label: msg`Business days for a refund to arrive` },
    ]}
  />
);

export const CANCELLATION_SECTIONS: readonly DocumentSection[] = [
  {
    id: "at-a-glance",
    title: msg`At a glance`,
    body: (
      <>
        <p>
          <Trans>
            The same rules apply to every booking on Crease, whether it is a ground, practice nets or box cricket. Times
            are counted back from the moment your slot starts, in India Standard Time (IST).
          </Trans>
        </p>
        <FactTable
          caption={msg`Cancellation fees and refunds`}
          columns={[msg`What happens`, msg`Fee`, msg`Refund`]}
          rows={[
            [msg`You cancel more than ${hours} hours before the slot`, msg`None`, "100%"],
            [msg`You cancel within ${hours} hours of the slot`, `${fee}%`, `${refund}%`],
            [msg`Your slot has already started`, msg`No cancelling`, msg`None`],
            [msg`You don't turn up (no-show)`, "100%", msg`None`],
            [msg`The venue owner or Crease cancels`, msg`None`, "100%"],
            [msg`Rain stops play at an outdoor venue`, msg`None`, "100%"],
            [msg`You reschedule more than ${hours} hours before the slot`, msg`None`, msg`A cheaper slot's difference`],
          ]}
          numericFrom={1}
        />
      </>
    ),
  },
  {
    id: "more-than-24-hours",
    title: msg`Cancelling more than ${hours} hours before`,
    body: (
      <>
        <p>
          <Trans>
            Cancel any time up to {hours} hours before your slot starts and you get a full refund, including the GST.
            There is no fee and no questions are asked.
          </Trans>
        </p>
        <p>
          <Trans>
            For example, for a Saturday evening slot at a ground (2–6 PM), you can cancel for free until 2 PM on Friday.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "within-24-hours",
    title: msg`Cancelling within ${hours} hours`,
    body: (
      <p>
        <Trans>
          Inside the last {hours} hours, the venue has little chance of filling your slot again. A cancellation fee of{" "}
          {fee}% of the amount you paid applies, and the other {refund}% is refunded to you. You can cancel this way
          until the moment your slot starts; once play has started the booking can no longer be cancelled from your
          dashboard, so talk to the venue if something went wrong.
        </Trans>
      </p>
    ),
  },
  {
    id: "no-shows",
    title: msg`No-shows`,
    body: (
      <p>
        <Trans>
          If you don't cancel and don't turn up, the booking is charged in full and nothing is refunded. If something
          stops you reaching the venue, cancel from your dashboard as soon as you can: a late cancellation before the
          slot starts still gets {refund}% back.
        </Trans>
      </p>
    ),
  },
  {
    id: "cancelled-by-venue",
    title: msg`When the venue or Crease cancels`,
    body: (
      <p>
        <Trans>
          Sometimes an owner has to cancel, for example when the pitch is unfit for play or there is a power cut at a
          floodlit venue. If the owner or Crease cancels your booking, you always get a full refund, with no fee, and we
          let you know straight away. You are welcome to book another slot or venue.
        </Trans>
      </p>
    ),
  },
  {
    id: "weather",
    title: msg`Rain and bad weather`,
    body: (
      <>
        <p>
          <Trans>
            If rain or bad weather stops play at an outdoor venue (a ground or open-air nets), you get a full refund. If
            the forecast looks bad, you can move the booking yourself to another free slot at the same venue up to{" "}
            {hours} hours before it starts (Reschedule, once per booking). Box cricket venues are indoor, so bookings
            there go ahead as normal.
          </Trans>
        </p>
        <Callout tone="tip" title={msg`Rained off?`}>
          <p>
            <Trans>
              Ask the venue staff to confirm that play was not possible, then <Link to="/contact-us">contact us</Link>{" "}
              with your booking details. We will arrange the refund.
            </Trans>
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "partial-payment",
    title: msg`Bookings paid in part`,
    body: (
      <p>
        <Trans>
          At venues that take part payment, you pay part of the amount online and the rest at the venue by UPI. If you
          cancel, the fee and the refund are worked out on the amount you paid online, and you owe nothing at the venue.
          For example, if you paid ₹2,000 online and cancel within {hours} hours, the fee is ₹500 and ₹1,500 is
          refunded.
        </Trans>
      </p>
    ),
  },
  {
    id: "how-to-cancel",
    title: msg`How to cancel`,
    body: (
      <ol>
        <li>
          <Trans>
            Log in and open <Link to="/dashboard">My Bookings</Link> in your dashboard.
          </Trans>
        </li>
        <li>
          <Trans>Find the confirmed booking and choose Cancel.</Trans>
        </li>
        <li>
          <Trans>Confirm. Your refund starts straight away and the amount is shown on the booking.</Trans>
        </li>
      </ol>
    ),
  },
  {
    id: "refund-timing",
    title: msg`When your refund arrives`,
    body: (
      <p>
        <Trans>
          We start your refund as soon as the booking is cancelled. It goes back to the payment method you used (your
          UPI account, card or bank account) and usually arrives within 5–7 business days, depending on your bank. The
          booking in your dashboard shows the amount refunded. If it has not arrived after 7 business days,{" "}
          <Link to="/contact-us">contact us</Link> and we will trace it with our payment partner.
        </Trans>
      </p>
    ),
  },
  {
    id: "worked-example",
    title: msg`A worked example`,
    body: (
      <>
        <p>
          <Trans>
            Priya books an evening slot at a cricket ground priced at ₹8,000. With {gst}% GST, she pays ₹9,440. Here is
            what she gets back depending on when she cancels.
          </Trans>
        </p>
        <WorkedExample
          title={msg`Cancelled 3 days before the match`}
          lines={[
            { label: <Trans>Amount paid (₹8,000 + ₹1,440 GST)</Trans>, amount: 9440 },
            { label: <Trans>Cancellation fee</Trans>, amount: 0 },
            { label: <Trans>Refunded to Priya</Trans>, amount: 9440, tone: "total" },
          ]}
        />
        <WorkedExample
          title={msg`Cancelled 6 hours before the match`}
          lines={[
            { label: <Trans>Amount paid (₹8,000 + ₹1,440 GST)</Trans>, amount: 9440 },
            { label: <Trans>Cancellation fee ({fee}%)</Trans>, amount: -2360, tone: "minus" },
            { label: <Trans>Refunded to Priya ({refund}%)</Trans>, amount: 7080, tone: "total" },
          ]}
        />
      </>
    ),
  },
  {
    id: "rescheduling",
    title: msg`Rescheduling`,
    body: (
      <p>
        <Trans>
          You can move a confirmed booking yourself once, to any free slot or court at the same venue within its booking
          window, up to {hours} hours before it starts: open the booking in your dashboard and choose Reschedule. There
          is no fee: a dearer slot costs only the difference, and a cheaper one refunds the difference to your original
          payment method. Within {hours} hours a booking can no longer be moved, but you can still cancel it. Each
          venue's rescheduling rules are on the Policies tab of the venue page.
        </Trans>
      </p>
    ),
  },
];
