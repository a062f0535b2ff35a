import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout } from "../prose";

/** When this text last changed: update it with every change to the text below. */
export const TERMS_UPDATED = "2026-11-21";

export const TERMS_INTRO = (
  <Trans>
    The agreement between you and Crease when you search, book or list a cricket venue. Please read it before you use
    the platform.
  </Trans>
);

export const TERMS_LEAD = (
  <Callout title={msg`The short version`}>
    <ul className="list-disc space-y-1.5 pl-5">
      <li>
        <Trans>
          Crease is a marketplace: venue owners provide the venues, players book them, and we run the platform.
        </Trans>
      </li>
      <li>
        <Trans>
          A booking is confirmed only once your payment is verified. 18% GST is added to the listed price and shown
          before you pay.
        </Trans>
      </li>
      <li>
        <Trans>
          Cancel more than 24 hours before your slot for a full refund; inside 24 hours a 25% fee applies. If the venue
          or Crease cancels, you get everything back.
        </Trans>
      </li>
      <li>
        <Trans>Owners keep their listings accurate, honour every booking and keep their venues safe.</Trans>
      </li>
      <li>
        <Trans>These terms are governed by Indian law. Our Grievance Officer is there if something goes wrong.</Trans>
      </li>
    </ul>
  </Callout>
);

export const TERMS_SECTIONS: readonly DocumentSection[] = [
  {
    id: "acceptance",
    title: msg`About Crease and these terms`,
    body: (
      <>
        <p>
          <Trans>
            Crease ("Crease", "we", "us") runs the website and apps at crease.in, an online marketplace where players
            find and book cricket grounds, practice nets and box cricket venues across India, and where venue owners
            list those venues. These Terms of Service ("Terms") apply to everyone who visits or uses Crease.
          </Trans>
        </p>
        <p>
          <Trans>
            By creating an account, making a booking or listing a venue, you agree to these Terms and to our{" "}
            <Link to="/privacy-policy">Privacy Policy</Link>, which explains how we handle your personal data. If you do
            not agree, please do not use Crease.
          </Trans>
        </p>
        <p>
          <Trans>
            These Terms are an electronic record under the Information Technology Act, 2000 and the rules made under it.
            They are published in line with the Information Technology (Intermediary Guidelines and Digital Media Ethics
            Code) Rules, 2021 and the Consumer Protection (E-Commerce) Rules, 2020, and need no physical or digital
            signature.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "definitions",
    title: msg`Words we use`,
    body: (
      <ul>
        <li>
          <Trans>
            <strong>Player</strong>: anyone who searches for or books a venue, whether for themselves or for a team.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Owner</strong>: a person or business that lists a venue on Crease and is authorised to let it out.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Venue</strong>: a cricket ground, practice nets or box cricket facility listed on Crease.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Slot</strong>: a period of play at a venue. Grounds are booked in four-hour slots (morning 6–10 AM,
            afternoon 10 AM–2 PM, evening 2–6 PM, night 6–10 PM); nets and box cricket are booked by the hour. All times
            are India Standard Time (IST).
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Booking</strong>: a confirmed reservation of a slot, with any add-ons such as an umpire or balls.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Platform fee</strong>: the 8% fee owners pay Crease on the bookings they receive.
          </Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "accounts",
    title: msg`Eligibility and your account`,
    body: (
      <>
        <p>
          <Trans>
            You can browse venues without an account. To book, save favourites, write reviews or list a venue, you need
            a Crease account. You must be at least 18 years old to hold an account and to pay for bookings. Players aged
            13 to 17 may play at venues booked by a parent, guardian, coach or other responsible adult. Crease is not
            meant for children under 13.
          </Trans>
        </p>
        <p>
          <Trans>
            Give us accurate details (your name, email address and phone number) and keep them up to date. You are
            responsible for everything done through your account, so keep your password private and tell us straight
            away at <a href="mailto:support@crease.in">support@crease.in</a> if you think someone else has used it.
          </Trans>
        </p>
        <p>
          <Trans>
            Owner accounts are for people who own a venue or are authorised to let it out. Administrator accounts are
            created only by Crease and can never be chosen when you register.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "our-role",
    title: msg`Our role as a marketplace`,
    body: (
      <>
        <p>
          <Trans>
            Crease is an intermediary and a marketplace e-commerce entity. We provide the technology that lets players
            and owners find each other, take bookings and handle payments. We do not own, run or manage the venues
            listed on Crease. When you book, the agreement to use the venue is between you and the owner; Crease
            facilitates it and collects the payment on the owner's behalf.
          </Trans>
        </p>
        <p>
          <Trans>
            Every listing is reviewed by our team before it goes live, and we act on complaints. Even so, the owner is
            responsible for the venue, its facilities, its staff and the accuracy of what the listing says. Each listing
            shows the owner's details so you know who you are dealing with.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "bookings",
    title: msg`Bookings and confirmation`,
    body: (
      <>
        <p>
          <Trans>
            Venue pages show live availability. When you go to pay, we hold the slot for you for 10 minutes so nobody
            else can take it. If you do not finish paying within those 10 minutes, the hold ends and the slot is
            released.
          </Trans>
        </p>
        <p>
          <Trans>
            A booking is confirmed only when your payment has been verified with our payment partner. You will see it in
            your dashboard under My Bookings, and we will notify you. If a payment fails or you close the payment
            window, no booking is made and any amount debited by your bank is reversed.
          </Trans>
        </p>
        <p>
          <Trans>
            Please check the venue, date, slot and add-ons before you pay. Turn up on time: your slot ends at its
            scheduled time even if you start late.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "prices-and-payments",
    title: msg`Prices, taxes and payments`,
    body: (
      <>
        <p>
          <Trans>
            Owners set their own prices: a price per slot for grounds and an hourly price for nets and box cricket, plus
            optional add-ons. Goods and Services Tax (GST) at 18% is added to the price of the slot and add-ons. The
            full amount, with the GST shown separately, appears at checkout before you pay. We work out every price on
            our servers, so the amount you pay is always the current listed price.
          </Trans>
        </p>
        <p>
          <Trans>
            Payments are processed by an RBI-regulated payment gateway. You can pay by UPI, debit or credit card, net
            banking or supported wallets. Crease never sees or stores your full card number, CVV or UPI PIN.
          </Trans>
        </p>
        <p>
          <Trans>
            Some venues accept part payment: you pay the amount shown online to confirm the booking, and pay the rest at
            the venue by UPI, using the QR code shown with your booking. The balance is owed to the owner on the day of
            play.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "cancellations",
    title: msg`Cancellations, refunds and rescheduling`,
    body: (
      <>
        <p>
          <Trans>
            Our <Link to="/cancellation-policy">Cancellation Policy</Link> forms part of these Terms. In short:
          </Trans>
        </p>
        <ul>
          <li>
            <Trans>Cancel more than 24 hours before the slot starts: full refund.</Trans>
          </li>
          <li>
            <Trans>Cancel within 24 hours of the slot: a 25% cancellation fee applies and 75% is refunded.</Trans>
          </li>
          <li>
            <Trans>If you do not turn up, the booking is charged in full.</Trans>
          </li>
          <li>
            <Trans>If the owner or Crease cancels your booking, you get a full refund.</Trans>
          </li>
          <li>
            <Trans>If rain stops play at an outdoor venue, you get a full refund.</Trans>
          </li>
          <li>
            <Trans>
              You can reschedule a booking once, with no fee, up to 24 hours before it starts: a dearer slot costs the
              difference, a cheaper one refunds it.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Refunds go back to your original payment method and usually arrive within 5–7 business days, depending on
            your bank.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "player-conduct",
    title: msg`Your responsibilities as a player`,
    body: (
      <>
        <p>
          <Trans>When you book through Crease, you agree to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>use the venue only for cricket and related practice, within your booked slot;</Trans>
          </li>
          <li>
            <Trans>follow the venue's rules and the instructions of its staff;</Trans>
          </li>
          <li>
            <Trans>
              treat the venue, its equipment and other people with care, and pay for any damage you or your group cause;
            </Trans>
          </li>
          <li>
            <Trans>
              wear suitable protective gear, as our <Link to="/safety-guidelines">Safety Guidelines</Link> describe;
            </Trans>
          </li>
          <li>
            <Trans>not bring alcohol, drugs, weapons or anything the venue does not allow.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            You are responsible for the people you bring. An owner may refuse entry or end a session, without a refund,
            if your group puts people or property at risk.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "owner-obligations",
    title: msg`Your responsibilities as a venue owner`,
    body: (
      <>
        <p>
          <Trans>When you list a venue, you confirm that you are allowed to let it out and you agree to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>keep your listing accurate: description, address, photos, amenities, prices and slot times;</Trans>
          </li>
          <li>
            <Trans>hold every licence, permission and insurance your venue needs;</Trans>
          </li>
          <li>
            <Trans>honour every confirmed booking, and have the venue ready and open on time;</Trans>
          </li>
          <li>
            <Trans>
              keep your venue safe, as our <Link to="/safety-rules">Safety Rules</Link> and{" "}
              <Link to="/owner-guidelines">Owner Guidelines</Link> require;
            </Trans>
          </li>
          <li>
            <Trans>take bookings for Crease customers only through Crease, and not ask them to pay outside it.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            New listings and changes to them are reviewed by our administrators before they go live. We may reject a
            listing that is incomplete or misleading, and suspend one that breaks these Terms. If you cancel a confirmed
            booking, the player gets a full refund.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "platform-fee",
    title: msg`Platform fee and payouts`,
    body: (
      <>
        <p>
          <Trans>
            Listing a venue is free. Crease charges owners a platform fee of 8% on the bookings they receive. We pay
            owners their earnings, less the platform fee, every week on Tuesday; the money usually reaches your account
            within 2–3 business days. If your balance is under ₹500, it is carried over to the next payout.
          </Trans>
        </p>
        <p>
          <Trans>
            Payouts go by bank transfer, UPI or supported wallets. We may need to verify your identity, PAN and bank
            details before the first payout, and we deduct any tax that Indian law requires us to deduct at source. See{" "}
            <Link to="/payout-information">Payout Information</Link> for a worked example.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "reviews",
    title: msg`Reviews and content you share`,
    body: (
      <>
        <p>
          <Trans>
            After a completed booking, you can review the venue once, with a rating of 1 to 5 stars and a comment.
            Reviews must be honest, about your own experience, and free of abuse, personal information and advertising.
            Owners must not write reviews of their own venues or offer anything in return for a review.
          </Trans>
        </p>
        <p>
          <Trans>
            You keep ownership of the reviews, photos and other content you share. You give Crease a non-exclusive,
            royalty-free licence to show, store and adapt that content to run and promote the platform. We may remove
            content that breaks these Terms or the law.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "prohibited",
    title: msg`What is not allowed`,
    body: (
      <>
        <p>
          <Trans>You must not use Crease to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>make bookings you do not mean to use, or hold slots to stop others from booking them;</Trans>
          </li>
          <li>
            <Trans>resell bookings, or take payment from Crease customers outside the platform;</Trans>
          </li>
          <li>
            <Trans>list a venue you are not authorised to let out, or post false or misleading information;</Trans>
          </li>
          <li>
            <Trans>
              upload content that is unlawful, obscene, defamatory, hateful or that infringes anyone's rights;
            </Trans>
          </li>
          <li>
            <Trans>
              copy, scrape or overload the platform, get around its security, or access accounts that are not yours;
            </Trans>
          </li>
          <li>
            <Trans>
              do anything that breaks Indian law, including the Information Technology Act, 2000 and the rules under it.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "intellectual-property",
    title: msg`Our intellectual property`,
    body: (
      <p>
        <Trans>
          The Crease name, logo, design, software and content created by us belong to Crease or its licensors and are
          protected by law. You may use Crease for its intended purpose, but you may not copy, change, sell or build on
          any part of it without our written permission.
        </Trans>
      </p>
    ),
  },
  {
    id: "liability",
    title: msg`Disclaimers and limitation of liability`,
    body: (
      <>
        <p>
          <Trans>
            We work hard to keep Crease available and accurate, but we provide it "as is". We cannot promise it will
            always be uninterrupted or error-free. Owners are responsible for their venues, and cricket is a physical
            sport with a risk of injury: you take part at your own risk and should follow the safety guidance we
            publish.
          </Trans>
        </p>
        <p>
          <Trans>
            To the extent the law allows, Crease is not liable for indirect or consequential loss, or for loss of
            profit, data or opportunity. Our total liability to you for any claim about a booking is limited to the
            amount you paid through Crease for that booking. Nothing in these Terms limits any right you have as a
            consumer under the Consumer Protection Act, 2019, or our liability for fraud or anything else that cannot be
            limited by law.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "indemnity",
    title: msg`Indemnity`,
    body: (
      <p>
        <Trans>
          If you break these Terms or the law, or infringe someone else's rights, you agree to cover the reasonable
          losses, costs and claims that Crease suffers as a result, including reasonable legal fees. For owners, this
          includes claims that arise from the condition or running of your venue.
        </Trans>
      </p>
    ),
  },
  {
    id: "termination",
    title: msg`Suspension and closing your account`,
    body: (
      <>
        <p>
          <Trans>
            You can close your account at any time by writing to{" "}
            <a href="mailto:support@crease.in">support@crease.in</a>. Bookings that are already confirmed stay subject
            to the Cancellation Policy.
          </Trans>
        </p>
        <p>
          <Trans>
            We may suspend or close an account, or suspend a listing, if it breaks these Terms, puts other people at
            risk, or if the law requires it. Where we can, we will tell you why and give you a chance to respond. A
            suspended user cannot log in, and a suspended venue is hidden from players. Anything owed to either side at
            that time, such as refunds or payouts, is still settled.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "governing-law",
    title: msg`Governing law, disputes and grievances`,
    body: (
      <>
        <p>
          <Trans>
            These Terms are governed by the laws of India. If a dispute arises, please contact us first: most problems
            are sorted out quickly. Subject to that, the courts in India having jurisdiction over our registered office
            have exclusive jurisdiction, without limiting any right you have to approach a consumer commission.
          </Trans>
        </p>
        <p>
          <Trans>
            In line with the Consumer Protection (E-Commerce) Rules, 2020 and the Information Technology Rules, you can
            reach our <strong>Grievance Officer</strong> at <a href="mailto:grievance@crease.in">grievance@crease.in</a>
            , or through our <Link to="/contact-us">contact form</Link>. We acknowledge every complaint within 48 hours
            and aim to resolve it within one month.
          </Trans>
        </p>
        <p>
          <Trans>
            We may update these Terms from time to time. The date at the top shows the latest version. If a change
            materially affects you, we will tell you by email or in the app before it takes effect. Using Crease after a
            change means you accept the updated Terms.
          </Trans>
        </p>
      </>
    ),
  },
];
