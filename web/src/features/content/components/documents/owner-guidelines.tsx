import { msg } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import type { DocumentSection } from "../document-page";
import { Callout, KeyFacts } from "../prose";

export const OWNER_GUIDELINES_INTRO = (
  <Trans>
    What a great Crease listing looks like, and what we expect from every venue owner so that players keep coming back.
  </Trans>
);

export const OWNER_GUIDELINES_LEAD = (
  <KeyFacts
    items={[
      { value: msg`₹0`, label: msg`To list your venue` },
      { value: msg`8%`, label: msg`Platform fee on the bookings you receive` },
      { value: msg`Tuesday`, label: msg`Weekly payouts` },
      { value: msg`3 steps`, label: msg`To submit a listing for review` },
    ]}
  />
);

export const OWNER_GUIDELINES_SECTIONS: readonly DocumentSection[] = [
  {
    id: "before-you-list",
    title: msg`Before you list`,
    body: (
      <>
        <p>
          <Trans>
            You can list a cricket ground, practice nets or a box cricket facility that you own or are authorised to let
            out. Create an owner account with <Link to="/register?role=owner">Become a Host</Link>, then choose List
            Your Ground. The form has three steps: general information, venue details, and policies.
          </Trans>
        </p>
        <p>
          <Trans>Have these ready:</Trans>
        </p>
        <ul>
          <li>
            <Trans>the venue's full address and a Google Maps link;</Trans>
          </li>
          <li>
            <Trans>good photos of the playing area and facilities;</Trans>
          </li>
          <li>
            <Trans>your prices, opening hours and the add-ons you offer;</Trans>
          </li>
          <li>
            <Trans>your cancellation and rescheduling rules;</Trans>
          </li>
          <li>
            <Trans>if you take part payments, your UPI QR code.</Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "listing-quality",
    title: msg`Write an accurate, useful listing`,
    body: (
      <>
        <p>
          <Trans>Players choose venues by what your listing tells them. Make it accurate and specific:</Trans>
        </p>
        <ul>
          <li>
            <Trans>Use the venue's real name, not a slogan or a list of keywords.</Trans>
          </li>
          <li>
            <Trans>
              Describe the playing surface (turf, matting, artificial, concrete or clay), the boundary size, the number
              of nets or the box size, and whether there are floodlights.
            </Trans>
          </li>
          <li>
            <Trans>
              Tick only the amenities that are really there and working: parking, washrooms, drinking water…
            </Trans>
          </li>
          <li>
            <Trans>
              Mention anything players should know before they arrive: the entrance, parking, footwear rules.
            </Trans>
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "photos",
    title: msg`Photos that sell your venue`,
    body: (
      <ul>
        <li>
          <Trans>
            Upload at least five photos: the pitch, the outfield or nets, the pavilion or seating, and the entrance.
          </Trans>
        </li>
        <li>
          <Trans>
            Shoot in daylight, in landscape orientation, with the camera level. Add one photo under floodlights.
          </Trans>
        </li>
        <li>
          <Trans>
            Use recent photos of your own venue. No stock images, heavy filters, watermarks or contact details.
          </Trans>
        </li>
        <li>
          <Trans>Put your best photo first: it becomes the cover picture on search results.</Trans>
        </li>
      </ul>
    ),
  },
  {
    id: "prices-and-slots",
    title: msg`Set clear prices and slots`,
    body: (
      <>
        <p>
          <Trans>
            <strong>Grounds</strong> are booked in four slots: morning 6–10 AM, afternoon 10 AM–2 PM, evening 2–6 PM and
            night 6–10 PM. Set a price for each slot you offer; a slot priced at ₹0 is not offered, so you can leave out
            the night slot if you have no floodlights. You can also price add-ons: umpire, red or white balls,
            groundsmen and a scoreboard operator.
          </Trans>
        </p>
        <p>
          <Trans>
            <strong>Practice nets and box cricket</strong> are booked by the hour between your opening and closing
            times. Set an hourly price, and for box cricket the team size (5 to 8 a side).
          </Trans>
        </p>
        <p>
          <Trans>
            Enter prices before GST: we add 18% GST at checkout and show it to the player. Keep your prices the same for
            players on Crease as for everyone else, and never ask for extra money at the venue beyond the balance of a
            part-payment booking.
          </Trans>
        </p>
        <Callout tone="tip" title={msg`Part payment`}>
          <p>
            <Trans>
              You can choose to take only part of the price online. The player pays the rest at your venue by UPI, using
              the QR code you upload. It is shown on their booking.
            </Trans>
          </p>
        </Callout>
      </>
    ),
  },
  {
    id: "admin-review",
    title: msg`Review by our team`,
    body: (
      <>
        <p>
          <Trans>
            Every new listing is reviewed by Crease administrators before it goes live. While we check it, its status is
            Pending. We then approve it, or reject it with the reason so you can fix it and submit it again. You can
            follow the status in your owner dashboard.
          </Trans>
        </p>
        <p>
          <Trans>
            Changes to a live listing are reviewed too. We may suspend a venue that receives repeated complaints, is
            unsafe, or breaks these guidelines; a suspended venue is hidden from players until the problem is fixed and
            we reactivate it.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "honour-bookings",
    title: msg`Honour every booking`,
    body: (
      <>
        <ul>
          <li>
            <Trans>Have the venue open, clean and ready at least 15 minutes before each slot starts.</Trans>
          </li>
          <li>
            <Trans>
              Don't take phone or walk-in bookings for times that players can book on Crease, so the same slot is never
              promised twice.
            </Trans>
          </li>
          <li>
            <Trans>Let each group play their full slot, and keep the facilities you list working.</Trans>
          </li>
          <li>
            <Trans>
              After a game, mark the booking as completed in your owner dashboard; the player can then review you.
            </Trans>
          </li>
        </ul>
        <p>
          <Trans>
            If you really must cancel, for example because the pitch is unfit or the power is out, cancel from your
            owner dashboard as early as you can. The player is refunded in full automatically. Frequent cancellations
            lower your venue's standing and can lead to suspension.
          </Trans>
        </p>
      </>
    ),
  },
  {
    id: "policies",
    title: msg`Your cancellation and rescheduling rules`,
    body: (
      <p>
        <Trans>
          You write the cancellation and rescheduling rules shown on your venue page. They can be more generous than the
          Crease <Link to="/cancellation-policy">Cancellation Policy</Link>, but never less: players can always cancel
          free up to 24 hours before, and rain at an outdoor venue always allows a free reschedule or a full refund.
        </Trans>
      </p>
    ),
  },
  {
    id: "conduct",
    title: msg`Reviews and conduct`,
    body: (
      <p>
        <Trans>
          Treat every player with respect and answer their questions promptly. Never review your own venue, ask friends
          to, or offer discounts in return for good reviews. If you think a review breaks our rules,{" "}
          <Link to="/contact-us">tell us</Link> rather than arguing with the player.
        </Trans>
      </p>
    ),
  },
  {
    id: "safety-and-payouts",
    title: msg`Safety and getting paid`,
    body: (
      <p>
        <Trans>
          Every venue must meet our <Link to="/safety-rules">Safety Rules</Link>: maintained nets, padded boundaries and
          poles, a first aid kit and checked floodlights. Your earnings, less the 8% platform fee, are paid out every
          Tuesday. See <Link to="/payout-information">Payout Information</Link> for the details.
        </Trans>
      </p>
    ),
  },
];
