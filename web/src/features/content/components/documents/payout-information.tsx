import { PAYOUT_PERIOD_TEXT } from "@crease/core/payout-period";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, FactTable, KeyFacts, WorkedExample } from "../prose";

export const PAYOUT_INTRO =
  "How your earnings are worked out, when they are paid, and how the money reaches you. No listing fee, no hidden charges.";

export const PAYOUT_LEAD = (
  <KeyFacts
    items={[
      { value: "8%", label: "Platform fee on bookings you receive" },
      { value: "Tuesday", label: "Payouts sent every week" },
      { value: "2–3 days", label: "Business days for the money to arrive" },
      { value: "₹500", label: "Minimum payout; smaller balances carry over" },
    ]}
  />
);

export const PAYOUT_SECTIONS: readonly DocumentSection[] = [
  {
    id: "how-earnings-work",
    title: "How your earnings are worked out",
    body: (
      <>
        <p>
          Listing your venue is free. For each booking, you earn the booking price, meaning your slot or hourly price
          plus any add-ons, less the Crease platform fee of <strong>8%</strong>. The fee covers the platform, payment
          processing, customer support and marketing that brings players to your venue.
        </p>
        <p>
          The 18% GST that players pay on top of your price is shown separately on the booking and is not part of your
          earnings or the fee calculation. We collect it on your behalf and pass it on to you in each payout on its own
          line, <strong>GST collected for you</strong>, so you can account for it in your GST returns. For example, a
          ₹1,200 hour is paid ₹1,416 with GST: the fee is ₹96 (8% of ₹1,200), you earn ₹1,104, and the payout is ₹1,320
          (₹1,104 + ₹216 GST).
        </p>
      </>
    ),
  },
  {
    id: "schedule",
    title: "When you are paid",
    body: (
      <>
        <p>
          Payouts are made <strong>every Tuesday</strong>. Each payout covers the {PAYOUT_PERIOD_TEXT} that have not
          been paid out yet; a booking counts once its slot has ended. The money usually reaches your account within{" "}
          <strong>2–3 business days</strong> of the Tuesday, depending on your bank.
        </p>
        <p>
          If Tuesday is a bank holiday, the payout is sent on the next working day. Your owner dashboard shows what you
          have earned and what is due in the next payout.
        </p>
      </>
    ),
  },
  {
    id: "minimum",
    title: "Minimum payout",
    body: (
      <p>
        The minimum payout is <strong>₹500</strong>. If your balance on a Tuesday is below ₹500, nothing is lost: it is
        carried over and added to the next week's payout, until the total reaches ₹500.
      </p>
    ),
  },
  {
    id: "methods",
    title: "How the money reaches you",
    body: (
      <>
        <FactTable
          caption="Payout methods"
          columns={["Method", "What we need"]}
          rows={[
            ["Bank transfer (NEFT or IMPS)", "Account holder name, account number and IFSC code"],
            ["UPI", "A UPI ID in the name of the account holder"],
            ["Wallets", "A supported wallet linked to your registered mobile number"],
          ]}
        />
        <p>
          Before your first payout we verify your details: your PAN and a bank account or UPI ID in the same name as the
          owner account, or your business's name. Changes to payout details are verified again before the next payout,
          to protect you from fraud.
        </p>
      </>
    ),
  },
  {
    id: "worked-example",
    title: "A worked example",
    body: (
      <>
        <p>
          Ravi owns a ground with practice nets in Pune. In one week, players book 4 ground slots at ₹8,000 each, add an
          umpire (₹1,000) to two of them, and book 6 hours in the nets at ₹1,000 an hour.
        </p>
        <WorkedExample
          title="Ravi's payout for the week"
          intro="Paid on Tuesday; in his bank account by Thursday or Friday."
          lines={[
            { label: "4 ground slots × ₹8,000", amount: "₹32,000" },
            { label: "2 umpires × ₹1,000", amount: "₹2,000" },
            { label: "6 net hours × ₹1,000", amount: "₹6,000" },
            { label: "Earnings before the fee", amount: "₹40,000", tone: "subtotal" },
            { label: "Platform fee (8%)", amount: "−₹3,200", tone: "minus" },
            { label: "Ravi's earnings", amount: "₹36,800", tone: "subtotal" },
            { label: "GST players paid, collected for Ravi (18%)", amount: "₹7,200" },
            { label: "Payout to Ravi", amount: "₹44,000", tone: "total" },
          ]}
        />
        <p>
          Ravi files his GST returns on the ₹7,200. In a quiet week, one net booking at ₹450 earns ₹414 after the fee,
          and ₹81 of GST comes with it: ₹495 is below the ₹500 minimum, so it is carried over and paid with the next
          week's payout.
        </p>
      </>
    ),
  },
  {
    id: "cancellations",
    title: "Cancellations and refunds",
    body: (
      <ul>
        <li>A booking cancelled more than 24 hours ahead earns nothing, and no fee is charged.</li>
        <li>
          When a player cancels within 24 hours, they pay a 25% cancellation fee. That fee is paid to you, less the 8%
          platform fee.
        </li>
        <li>A no-show is paid to you in full, less the platform fee.</li>
        <li>If you cancel a booking, the player is refunded in full and you earn nothing for it.</li>
        <li>
          If a refund is made after the booking was paid out, for example after a complaint we uphold, it is deducted
          from your next payout.
        </li>
      </ul>
    ),
  },
  {
    id: "part-payments",
    title: "Part-payment bookings",
    body: (
      <p>
        If your venue takes part payment, players pay part of the price online and the rest to you at the venue by UPI.
        The platform fee applies to the whole booking price, and is taken from the online part. Your payout statement
        shows both parts, so your accounts always add up.
      </p>
    ),
  },
  {
    id: "taxes",
    title: "Taxes and statements",
    body: (
      <>
        <p>
          Each payout comes with a statement listing the bookings, the platform fee and any adjustments, and we issue a
          GST invoice for the platform fee. As an e-commerce operator, we deduct any tax that Indian income-tax law
          requires at source (such as under section 194-O), and it appears on your statement so you can claim it.
        </p>
        <Callout>
          <p>
            You are responsible for your own income tax and, if you are registered, your GST returns. If you are unsure
            what applies to you, please ask a tax adviser.
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "help",
    title: "Questions about a payout",
    body: (
      <p>
        If a payout has not arrived within 3 business days of Tuesday, or a figure looks wrong,{" "}
        <Link to="/contact-us">contact us</Link> with the payout date. We reply within 24 hours. See also our{" "}
        <Link to="/owner-guidelines">Owner Guidelines</Link>.
      </p>
    ),
  },
];
