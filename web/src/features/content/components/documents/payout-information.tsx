import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, FactTable, KeyFacts, WorkedExample } from "../prose";

// The 8% fee (core/src/analytics.ts), ₹500 minimum and Tuesday run (core/src/payouts.ts) are written
// into the words: those modules bring zod, which this page does not otherwise load.

export const PAYOUT_INTRO = (
  <Trans>
    How your earnings are worked out, when they are paid, and how the money reaches you. No listing fee, no hidden
    charges.
  </Trans>
);

export const PAYOUT_LEAD = (
  <KeyFacts
    items={[
      { value: msg`8%`, label: msg`Platform fee on bookings you receive` },
      { value: msg`Tuesday`, label: msg`Payouts sent every week` },
      { value: msg`2–3 days`, label: msg`Business days for the money to arrive` },
      { value: msg`₹500`, label: msg`Minimum payout; smaller balances carry over` },
    ]}
  />
);

export const PAYOUT_SECTIONS: readonly DocumentSection[] = [
  {
    id: "how-earnings-work",
    title: msg`How your earnings are worked out`,
    body: (
      <>
        <p>
          <Trans>
            Listing your venue is free. For each booking, you earn the booking price, meaning your slot or hourly price
            plus any add-ons, less the Crease platform fee of <strong>8%</strong>. The fee covers the platform, payment
            processing, customer support and marketing that brings players to your venue.
          </Trans>
        </p>
        <p>
          <Trans>
            The 18% GST that players pay on top of your price is shown separately on the booking and is not part of your
            earnings or the fee calculation. We collect it on your behalf and pass it on to you in each payout on its
            own line, <strong>GST collected for you</strong>, so you can account for it in your GST returns. For
            example, a ₹1,200 hour is paid ₹1,416 with GST: the fee is ₹96 (8% of ₹1,200), you earn ₹1,104, and the
            payout is ₹1,320 (₹1,104 + ₹216 GST).
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "schedule",
    title: msg`When you are paid`,
    body: (
      <>
        <p>
          <Trans>
            Payouts are made <strong>every Tuesday</strong>. Each payout covers the bookings played up to the end of the
            Monday before (IST) that have not been paid out yet; a booking counts once its slot has ended. The money
            usually reaches your account within <strong>2–3 business days</strong> of the Tuesday, depending on your
            bank.
          </Trans>
        </p>
        <p>
          <Trans>
            If Tuesday is a bank holiday, the payout is sent on the next working day. Your owner dashboard shows what
            you have earned and what is due in the next payout.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "minimum",
    title: msg`Minimum payout`,
    body: (
      <p>
        <Trans>
          The minimum payout is <strong>₹500</strong>. If your balance on a Tuesday is below ₹500, nothing is lost: it
          is carried over and added to the next week's payout, until the total reaches ₹500.
        </Trans>
      </p>
    ),
  },
  {
    id: "methods",
    title: msg`How the money reaches you`,
    body: (
      <>
        <FactTable
          caption={msg`Payout methods`}
          columns={[msg`Method`, msg`What we need`]}
          rows={[
            [msg`Bank transfer (NEFT or IMPS)`, msg`Account holder name, account number and IFSC code`],
            ["UPI", msg`A UPI ID in the name of the account holder`],
            [msg`Wallets`, msg`A supported wallet linked to your registered mobile number`],
          ]}
        />
        <p>
          <Trans>
            Before your first payout we verify your details: your PAN and a bank account or UPI ID in the same name as
            the owner account, or your business's name. Changes to payout details are verified again before the next
            payout, to protect you from fraud.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "worked-example",
    title: msg`A worked example`,
    body: (
      <>
        <p>
          <Trans>
            Ravi owns a ground with practice nets in Pune. In one week, players book 4 ground slots at ₹8,000 each, add
            an umpire (₹1,000) to two of them, and book 6 hours in the nets at ₹1,000 an hour.
          </Trans>
        </p>
        <WorkedExample
          title={msg`Ravi's payout for the week`}
          intro={<Trans>Paid on Tuesday; in his bank account by Thursday or Friday.</Trans>}
          lines={[
            { label: <Trans>4 ground slots × ₹8,000</Trans>, amount: 32000 },
            { label: <Trans>2 umpires × ₹1,000</Trans>, amount: 2000 },
            { label: <Trans>6 net hours × ₹1,000</Trans>, amount: 6000 },
            { label: <Trans>Earnings before the fee</Trans>, amount: 40000, tone: "subtotal" },
            { label: <Trans>Platform fee (8%)</Trans>, amount: -3200, tone: "minus" },
            { label: <Trans>Ravi's earnings</Trans>, amount: 36800, tone: "subtotal" },
            { label: <Trans>GST players paid, collected for Ravi (18%)</Trans>, amount: 7200 },
            { label: <Trans>Payout to Ravi</Trans>, amount: 44000, tone: "total" },
          ]}
        />
        <p>
          <Trans>
            Ravi files his GST returns on the ₹7,200. In a quiet week, one net booking at ₹450 earns ₹414 after the fee,
            and ₹81 of GST comes with it: ₹495 is below the ₹500 minimum, so it is carried over and paid with the next
            week's payout.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "cancellations",
    title: msg`Cancellations and refunds`,
    body: (
      <ul>
        <li>
          <Trans>A booking cancelled more than 24 hours ahead earns nothing, and no fee is charged.</Trans>
        </li>
        <li>
          <Trans>
            When a player cancels within 24 hours, they pay a 25% cancellation fee. That fee is paid to you, less the 8%
            platform fee.
          </Trans>
        </li>
        <li>
          <Trans>A no-show is paid to you in full, less the platform fee.</Trans>
        </li>
        <li>
          <Trans>If you cancel a booking, the player is refunded in full and you earn nothing for it.</Trans>
        </li>
        <li>
          <Trans>
            If a refund is made after the booking was paid out, for example after a complaint we uphold, it is deducted
            from your next payout.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "part-payments",
    title: msg`Part-payment bookings`,
    body: (
      <p>
        <Trans>
          If your venue takes part payment, players pay part of the price online and the rest to you at the venue by
          UPI. The platform fee applies to the whole booking price, and is taken from the online part. Your payout
          statement shows both parts, so your accounts always add up.
        </Trans>
      </p>
    ),
  },
  {
    id: "taxes",
    title: msg`Taxes and statements`,
    body: (
      <>
        <p>
          <Trans>
            Each payout comes with a statement listing the bookings, the platform fee and any adjustments, and we issue
            a GST invoice for the platform fee. As an e-commerce operator, we deduct any tax that Indian income-tax law
            requires at source (such as under section 194-O), and it appears on your statement so you can claim it.
          </Trans>
        </p>
        <Callout>
          <p>
            <Trans>
              You are responsible for your own income tax and, if you are registered, your GST returns. If you are
              unsure what applies to you, please ask a tax adviser.
            </Trans>
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "help",
    title: msg`Questions about a payout`,
    body: (
      <p>
        <Trans>
          If a payout has not arrived within 3 business days of Tuesday, or a figure looks wrong,{" "}
          <Link to="/contact-us">contact us</Link> with the payout date. We reply within 24 hours. See also our{" "}
          <Link to="/owner-guidelines">Owner Guidelines</Link>.
        </Trans>
      </p>
    ),
  },
];
