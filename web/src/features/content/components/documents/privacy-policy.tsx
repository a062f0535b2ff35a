import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, FactTable } from "../prose";

/** When this text last changed: update it with every change to the text below. */
export const PRIVACY_UPDATED = "2026-11-21";

export const PRIVACY_INTRO = (
  <Trans>
    What personal data Crease collects when you book or list a venue, why we need it, how long we keep it, and the
    rights you have over it.
  </Trans>
);

export const PRIVACY_LEAD = (
  <Callout title={msg`The short version`}>
    <ul className="list-disc space-y-1.5 pl-5">
      <li>
        <Trans>We collect what we need to run your bookings: your name, contact details, bookings and payments.</Trans>
      </li>
      <li>
        <Trans>We never sell your personal data, and we never see or store your full card details or UPI PIN.</Trans>
      </li>
      <li>
        <Trans>Venue owners see only what they need to host your booking.</Trans>
      </li>
      <li>
        <Trans>You can see, correct or delete your data, and withdraw your consent, at any time.</Trans>
      </li>
    </ul>
  </Callout>
);

export const PRIVACY_SECTIONS: readonly DocumentSection[] = [
  {
    id: "who-we-are",
    title: msg`Who we are and what this policy covers`,
    body: (
      <>
        <p>
          <Trans>
            Crease runs an online marketplace for booking cricket grounds, practice nets and box cricket across India.
            For the personal data described here, Crease is the Data Fiduciary under the Digital Personal Data
            Protection Act, 2023 ("DPDP Act"): we decide why and how it is processed.
          </Trans>
        </p>
        <p>
          <Trans>
            This policy applies to our website, apps and support channels. It also follows the Information Technology
            Act, 2000 and the Information Technology (Reasonable Security Practices and Procedures and Sensitive
            Personal Data or Information) Rules, 2011. Please read it together with our{" "}
            <Link to="/terms-of-service">Terms of Service</Link>.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "data-we-collect",
    title: msg`The information we collect`,
    body: (
      <>
        <h3>
          <Trans>Information you give us</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              <strong>Account details</strong>: your full name, email address, phone number and password (stored only as
              a secure hash).
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Bookings</strong>: the venue, date, slot, add-ons, amounts, GST and the status of each booking.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Venue listings</strong> (owners): venue details, address, photos, prices, policies, a UPI QR code
              for part payments, and the bank, UPI or wallet details and PAN we need for payouts.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Reviews and messages</strong>: reviews you post, and what you write to our support team.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>Information collected automatically</Trans>
        </h3>
        <ul>
          <li>
            <Trans>
              <strong>Usage data</strong>: pages and venues you view, searches, and the device, browser and IP address
              you use.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Location</strong>: only if you allow it on the map, to show venues near you. We use it only for
              that search and do not store it.
            </Trans>
          </li>
        </ul>
        <h3>
          <Trans>Information from others</Trans>
        </h3>
        <p>
          <Trans>
            Our payment partner tells us whether a payment succeeded, with a payment reference and the method used (for
            example "UPI" or the last four digits of a card). It never shares your full card number or UPI PIN with us.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: msg`How we use your information`,
    body: (
      <ul>
        <li>
          <Trans>To create and secure your account and keep you signed in.</Trans>
        </li>
        <li>
          <Trans>To take, confirm, change, cancel and refund bookings, and to pay owners.</Trans>
        </li>
        <li>
          <Trans>To send booking confirmations, reminders, receipts and service messages.</Trans>
        </li>
        <li>
          <Trans>To answer your questions and handle complaints and disputes.</Trans>
        </li>
        <li>
          <Trans>To review venue listings and keep the platform safe, including detecting fraud and misuse.</Trans>
        </li>
        <li>
          <Trans>
            To understand how Crease is used and improve it, using figures such as venue page views and booking counts.
          </Trans>
        </li>
        <li>
          <Trans>To keep tax and accounting records and to meet other legal obligations.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "consent",
    title: msg`Why we are allowed to use it`,
    body: (
      <>
        <p>
          <Trans>
            We process your personal data on the basis of your consent, which you give when you create an account or
            make a booking, and for the legitimate uses the DPDP Act allows, such as meeting a legal obligation or
            responding to a medical emergency.
          </Trans>
        </p>
        <p>
          <Trans>
            You can withdraw your consent at any time by writing to{" "}
            <a href="mailto:privacy@crease.in">privacy@crease.in</a>. Withdrawing consent does not affect processing
            that has already happened, but we may then be unable to provide bookings or payouts to you.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: msg`Payments`,
    body: (
      <p>
        <Trans>
          Payments are handled by an RBI-regulated payment gateway that meets the card industry's security standard (PCI
          DSS). You enter your card, UPI or bank details on the gateway's secure page, not on Crease. We keep only what
          we need to link the payment to your booking and to process refunds: the order and payment references, the
          amount and the payment method.
        </Trans>
      </p>
    ),
  },
  {
    id: "sharing",
    title: msg`Who we share it with`,
    body: (
      <>
        <p>
          <Trans>We never sell your personal data. We share it only as follows:</Trans>
        </p>
        <ul>
          <li>
            <Trans>
              <strong>Venue owners</strong> see your name, phone number and booking details, so they can host your
              booking. Players see the owner's contact details for the venues they book.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Payment partners</strong> process payments, refunds and payouts.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Service providers</strong> who host our servers, send emails and help us run support, under
              contracts that let them use the data only on our instructions.
            </Trans>
          </li>
          <li>
            <Trans>
              <strong>Authorities</strong>, when the law requires it or to protect someone's safety.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>Your reviews are public and show your name as it appears on your account.</Trans>
        </p>
      </>
    ),
  },
  {
    id: "cookies",
    title: msg`Cookies`,
    body: (
      <p>
        <Trans>
          We use one essential cookie to keep you signed in securely. It holds only a random session identifier, not
          your personal details. We also keep your comparison list in your browser. We do not use third-party
          advertising cookies, and we do not track you across other websites.
        </Trans>
      </p>
    ),
  },
  {
    id: "retention",
    title: msg`How long we keep it`,
    body: (
      <>
        <p>
          <Trans>We keep personal data only for as long as we need it, and then delete or anonymise it:</Trans>
        </p>
        <FactTable
          caption={msg`How long Crease keeps each kind of data`}
          columns={[msg`Data`, msg`How long we keep it`]}
          rows={[
            [msg`Booking and payment records`, msg`7 years, as tax and accounting laws require`],
            [msg`Support messages and complaints`, msg`3 years after the conversation ends`],
            [msg`Usage and analytics data`, msg`Anonymised after 2 years`],
            [
              msg`Account details`,
              msg`Until you close your account, then removed within 90 days unless the law needs them`,
            ],
          ]}
        />
      </>
    ),
  },
  {
    id: "security",
    title: msg`How we protect it`,
    body: (
      <ul>
        <li>
          <Trans>All traffic between you and Crease is encrypted with HTTPS.</Trans>
        </li>
        <li>
          <Trans>Passwords are stored only as strong one-way hashes; nobody at Crease can read them.</Trans>
        </li>
        <li>
          <Trans>Access to personal data is limited to staff who need it for their work, and it is logged.</Trans>
        </li>
        <li>
          <Trans>We review our security practices regularly and fix weaknesses promptly.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "breaches",
    title: msg`If there is a data breach`,
    body: (
      <p>
        <Trans>
          If a personal data breach happens, we act at once to contain it. We notify the Data Protection Board of India
          and every affected user within 72 hours of becoming aware of it, explaining what happened, what data was
          involved, what we are doing about it, and what you can do to protect yourself. We also report incidents to
          CERT-In where the law requires.
        </Trans>
      </p>
    ),
  },
  {
    id: "your-rights",
    title: msg`Your rights`,
    body: (
      <>
        <p>
          <Trans>Under the DPDP Act, you have the right to:</Trans>
        </p>
        <ul>
          <li>
            <Trans>get a summary of the personal data we hold about you and how we use it;</Trans>
          </li>
          <li>
            <Trans>correct, complete or update it (most details you can change yourself in your dashboard);</Trans>
          </li>
          <li>
            <Trans>have it erased when it is no longer needed, unless the law requires us to keep it;</Trans>
          </li>
          <li>
            <Trans>withdraw your consent;</Trans>
          </li>
          <li>
            <Trans>nominate someone to exercise these rights for you in case of death or incapacity;</Trans>
          </li>
          <li>
            <Trans>have your grievance heard by us, and then by the Data Protection Board of India.</Trans>
          </li>
        </ul>
        <p>
          <Trans>
            Write to <a href="mailto:privacy@crease.in">privacy@crease.in</a> from the email address on your account. We
            reply within 30 days.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "children",
    title: msg`Children`,
    body: (
      <p>
        <Trans>
          Crease is not meant for children under 13, and we do not knowingly collect their personal data. Accounts are
          for adults aged 18 and over; young players can play at venues booked by a parent, guardian or coach. If you
          believe a child has given us personal data, write to <a href="mailto:privacy@crease.in">privacy@crease.in</a>{" "}
          and we will delete it.
        </Trans>
      </p>
    ),
  },
  {
    id: "storage",
    title: msg`Where your data is stored`,
    body: (
      <p>
        <Trans>
          Your data is stored on secure servers in India. If a service provider processes data outside India, we make
          sure the country is not restricted by the Government of India under the DPDP Act and that the provider
          protects it to the standard this policy describes.
        </Trans>
      </p>
    ),
  },
  {
    id: "changes",
    title: msg`Changes to this policy`,
    body: (
      <p>
        <Trans>
          We may update this policy as Crease and the law change. The date at the top of the page shows the latest
          version. If a change materially affects how we use your data, we will tell you by email or in the app before
          it takes effect and, where needed, ask for your consent again.
        </Trans>
      </p>
    ),
  },
  {
    id: "contact",
    title: msg`Contact and Grievance Officer`,
    body: (
      <>
        <p>
          <Trans>
            For questions about privacy or to exercise your rights, email{" "}
            <a href="mailto:privacy@crease.in">privacy@crease.in</a>.
          </Trans>
        </p>
        <p>
          <Trans>
            If you are unhappy with how we have handled your data, write to our <strong>Grievance Officer</strong> at{" "}
            <a href="mailto:grievance@crease.in">grievance@crease.in</a>. We acknowledge every complaint within 48 hours
            and aim to resolve it within one month. If you are still not satisfied, you may complain to the Data
            Protection Board of India.
          </Trans>
        </p>
        <p>
          <Trans>
            For anything else, our <Link to="/contact-us">support team</Link> replies within 24 hours.
          </Trans>
        </p>
      </>
    ),
  },
];
