import { SUPPORT_REPLY_HOURS } from "@crease/core/support";
import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, KeyFacts } from "../prose";

const replyHours = SUPPORT_REPLY_HOURS;

export const TRUST_INTRO = (
  <Trans>
    What we do to make sure the venue you book is real, your money is safe and the reviews you read are honest.
  </Trans>
);

export const TRUST_LEAD = (
  <KeyFacts
    items={[
      { value: msg`10 min`, label: msg`Your slot is held for you while you pay` },
      { value: msg`100%`, label: msg`Refunded if the venue cancels` },
      { value: msg`72 h`, label: msg`To tell you about any data breach` },
      { value: msg`${replyHours} h`, label: msg`To answer every message to support` },
    ]}
  />
);

export const TRUST_SECTIONS: readonly DocumentSection[] = [
  {
    id: "verified-venues",
    title: msg`Verified venues`,
    body: (
      <>
        <p>
          <Trans>
            No venue appears on Crease until our administrators have reviewed it. We check that the listing is complete
            and believable: the address, photos, facilities, prices, slot times and the owner's cancellation and
            rescheduling rules. Listings that are incomplete or misleading are sent back to the owner to fix.
          </Trans>
        </p>
        <p>
          <Trans>
            Owners agree to our <Link to="/owner-guidelines">Owner Guidelines</Link> and{" "}
            <Link to="/safety-rules">Safety Rules</Link>. When players report a problem, we look into it, and a venue
            that breaks the rules can be suspended. A suspended venue is hidden from search straight away and cannot
            take new bookings.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "secure-payments",
    title: msg`Secure payments`,
    body: (
      <>
        <p>
          <Trans>
            You pay through an RBI-regulated payment gateway by UPI, card, net banking or wallet. Your card number, CVV
            and UPI PIN go only to the gateway: Crease never sees or stores them.
          </Trans>
        </p>
        <p>
          <Trans>
            A booking is confirmed only once the payment is verified with the gateway. We also hear directly from the
            gateway when a payment is captured, so a paid booking is never lost if your browser closes at the wrong
            moment. While you pay, the slot is held for you for 10 minutes so nobody else can take it, and two people
            can never book the same slot.
          </Trans>
        </p>
        <Callout tone="warning" title={msg`Never pay outside Crease`}>
          <p>
            <Trans>
              Nobody from Crease will ever ask for your OTP, PIN or password. Pay for bookings only at checkout. The one
              exception is the balance at venues that take part payment, which you pay at the venue using the UPI QR
              code shown with your booking.
            </Trans>
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "honest-prices",
    title: msg`Clear prices`,
    body: (
      <p>
        <Trans>
          The price you see is the price you pay. Checkout shows the slot or hourly price, each add-on, and 18% GST as
          separate lines before you pay. Prices are always worked out from the venue's current listing, never from
          anything that could be changed in your browser.
        </Trans>
      </p>
    ),
  },
  {
    id: "genuine-reviews",
    title: msg`Genuine reviews`,
    body: (
      <p>
        <Trans>
          Only players who have completed a booking at a venue can review it, and only once. That means every review
          comes from someone who actually played there. Owners cannot review their own venues, and we remove reviews
          that are abusive, off-topic or written in exchange for a reward.
        </Trans>
      </p>
    ),
  },
  {
    id: "fair-cancellations",
    title: msg`Fair cancellations`,
    body: (
      <p>
        <Trans>
          Cancel more than 24 hours ahead and you get everything back; inside 24 hours a 25% fee applies. If the owner
          or Crease cancels, you always get a full refund, and rain at an outdoor venue means a free reschedule or a
          full refund. Refunds arrive within 5–7 business days. Read the full{" "}
          <Link to="/cancellation-policy">Cancellation Policy</Link>.
        </Trans>
      </p>
    ),
  },
  {
    id: "your-data",
    title: msg`Your personal data`,
    body: (
      <p>
        <Trans>
          We collect only what we need to run your bookings, never sell it, and protect it in line with the Digital
          Personal Data Protection Act, 2023. Owners see only the details they need to host you. If a data breach ever
          happens, we will tell you within 72 hours. Read our <Link to="/privacy-policy">Privacy Policy</Link>.
        </Trans>
      </p>
    ),
  },
  {
    id: "safety-at-venues",
    title: msg`Safety at the venue`,
    body: (
      <p>
        <Trans>
          Owners must keep their nets, boundaries, floodlights and first aid kits in good order under our{" "}
          <Link to="/safety-rules">Safety Rules</Link>. Players can help keep the game safe by following our{" "}
          <Link to="/safety-guidelines">Safety Guidelines</Link>: warm up, wear the right protective gear, drink plenty
          of water and stop play when lightning is near. In an emergency, call <strong>112</strong>.
        </Trans>
      </p>
    ),
  },
  {
    id: "report-a-problem",
    title: msg`Reporting a problem`,
    body: (
      <>
        <p>
          <Trans>
            If a venue was not as described, was unsafe, or you were asked to pay outside Crease,{" "}
            <Link to="/contact-us">tell us</Link> with your booking details. We reply within {replyHours} hours, and
            match-day problems are handled round the clock.
          </Trans>
        </p>
        <p>
          <Trans>
            Depending on what we find, we may refund you, ask the owner to fix the problem, or suspend the venue. If you
            are not happy with how we handled it, you can write to our Grievance Officer at{" "}
            <a href="mailto:grievance@crease.in">grievance@crease.in</a>.
          </Trans>
        </p>
      </>
    ),
  },
];
