/**
 * The Help Center's questions (docs/product/screens.md#public), in its five categories, as
 * messages (their Hindi in the screens catalogue). `faqIn` reads them in the language on screen as
 * plain text, so the search matches what the reader sees; figures follow
 * docs/product/screens.md#details-that-hold-on-every-screen.
 */
import { SUPPORT_REPLY_HOURS } from "@crease/core/support";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { supportHoursText } from "./support-hours";

/** One question as the reader sees it. */
export interface FaqEntry {
  /** Stable anchor and accordion value. */
  id: string;
  question: string;
  /** One string per paragraph. */
  answer: readonly string[];
  /** Where to read more. */
  link?: { to: string; label: string };
}

export interface FaqCategory {
  id: string;
  title: string;
  entries: readonly FaqEntry[];
}

interface FaqEntryMessages {
  id: string;
  question: MessageDescriptor;
  answer: readonly MessageDescriptor[];
  link?: { to: string; label: MessageDescriptor };
}

interface FaqCategoryMessages {
  id: string;
  title: MessageDescriptor;
  entries: readonly FaqEntryMessages[];
}

const FAQ_MESSAGES: readonly FaqCategoryMessages[] = [
  {
    id: "booking",
    title: msg`Booking & Reservations`,
    entries: [
      {
        id: "how-to-book",
        question: msg`How do I book a venue?`,
        answer: [
          msg`Search by city, date and venue type, open a venue and pick a date and a free slot. For grounds you can add extras such as an umpire or balls. Choose Book Now, check the summary at checkout and pay.`,
          msg`Your booking is confirmed as soon as the payment is verified. You will find it in your dashboard under My Bookings.`,
        ],
      },
      {
        id: "ground-slots",
        question: msg`What are the time slots for cricket grounds?`,
        answer: [
          msg`Grounds are booked in four-hour slots: morning 6–10 AM, afternoon 10 AM–2 PM, evening 2–6 PM and night 6–10 PM. All times are India Standard Time (IST).`,
          msg`Each ground sets its own price per slot, and only offers the slots it has priced. A ground without floodlights, for example, may not offer the night slot.`,
        ],
      },
      {
        id: "nets-and-box",
        question: msg`How do practice nets and box cricket bookings work?`,
        answer: [
          msg`Practice nets and box cricket are booked by the hour, in one-hour slots such as 06:00–07:00, between the venue's opening and closing times (usually 6 AM to 10 PM). The price is shown per hour.`,
          msg`Want a longer session? Book the consecutive hours you need, one after another.`,
        ],
      },
      {
        id: "slot-hold",
        question: msg`Is my slot reserved while I pay?`,
        answer: [
          msg`Yes. When you go to pay, we hold the slot for you for 10 minutes so nobody else can book it. If the payment is not completed in that time, the hold ends and the slot is released.`,
          msg`Only a verified payment confirms a booking. If a payment fails or you close the payment window, no booking is made and you can simply try again.`,
        ],
      },
      {
        id: "cancel-booking",
        question: msg`How do I cancel a booking?`,
        answer: [
          msg`Open My Bookings in your dashboard and choose Cancel on the confirmed booking. Cancel more than 24 hours before the slot starts and you get a full refund. Within 24 hours a 25% fee applies and 75% is refunded. No-shows are charged in full.`,
        ],
        link: { to: "/cancellation-policy", label: msg`Read the Cancellation Policy` },
      },
      {
        id: "rain",
        question: msg`What happens if rain stops play?`,
        answer: [
          msg`If rain stops play at an outdoor venue, you can choose a free reschedule to another open slot at the same venue or a full refund. Box cricket is played indoors, so those bookings go ahead as normal.`,
        ],
      },
      {
        id: "rebook",
        question: msg`Can I book the same slot again next week?`,
        answer: [
          msg`Yes. In My Bookings, use Rebook on a past booking. It opens the venue with the same slot and add-ons already selected, so you only need to pick the new date.`,
        ],
      },
    ],
  },
  {
    id: "payments",
    title: msg`Payments & Pricing`,
    entries: [
      {
        id: "price-breakdown",
        question: msg`How is the price of a booking worked out?`,
        answer: [
          msg`The price is the venue's slot or hourly price, plus any add-ons you choose, plus 18% GST. Checkout shows each part separately before you pay.`,
          msg`For example, a ₹8,000 ground slot comes to ₹9,440 with GST (₹8,000 + ₹1,440).`,
          msg`A venue whose owner is not registered for GST charges no GST: its price is the whole price, and the venue page shows it without "+ GST".`,
        ],
      },
      {
        id: "payment-methods",
        question: msg`Which payment methods can I use?`,
        answer: [
          msg`You can pay by UPI, debit or credit card, net banking or supported wallets. Payments go through an RBI-regulated payment gateway, and Crease never sees or stores your card number or UPI PIN.`,
        ],
      },
      {
        id: "partial-payment",
        question: msg`What does part payment mean?`,
        answer: [
          msg`Some venues let you pay only part of the price online to confirm your booking. You pay the rest at the venue by UPI, using the venue's QR code, which is shown with your booking.`,
        ],
      },
      {
        id: "money-debited",
        question: msg`Money left my account but my booking isn't confirmed. What now?`,
        answer: [
          msg`Don't pay again straight away. Confirmation usually arrives within a few minutes, because our payment partner also tells us directly when a payment goes through. Check My Bookings after a short while.`,
          msg`If the payment did not complete, your bank reverses the debit automatically, usually within 5–7 business days. If you are unsure, contact us with the time and amount of the payment.`,
        ],
      },
      {
        id: "refund-time",
        question: msg`When will I get my refund?`,
        answer: [
          msg`Refunds go back to the payment method you used and usually arrive within 5–7 business days of the cancellation, depending on your bank. The amount refunded is shown on the booking in your dashboard.`,
        ],
      },
      {
        id: "cancellation-fee",
        question: msg`How much is the cancellation fee?`,
        answer: [
          msg`There is no fee if you cancel more than 24 hours before the slot. Within 24 hours, the fee is 25% of what you paid. For a ₹9,440 booking that is ₹2,360, and ₹7,080 is refunded. If the venue or Crease cancels, you always get a full refund.`,
        ],
        link: { to: "/cancellation-policy", label: msg`See the worked example` },
      },
      {
        id: "discounts",
        question: msg`Do you offer discounts for regular or bulk bookings?`,
        answer: [
          msg`Yes. If you are organising a league or tournament, or want the same slot every week, contact us with the venues and dates. We will work out a better rate with the venue for you.`,
        ],
        link: { to: "/contact-us", label: msg`Contact us` },
      },
    ],
  },
  {
    id: "owners",
    title: msg`Venue Owners`,
    entries: [
      {
        id: "list-venue",
        question: msg`How do I list my venue on Crease?`,
        answer: [
          msg`Sign up with Become a Host, then choose List Your Ground. The form has three steps: general information, venue details such as prices and opening hours, and your policies. Add good photos and accurate amenities, then submit.`,
        ],
        link: { to: "/owner-guidelines", label: msg`Read the Owner Guidelines` },
      },
      {
        id: "approval",
        question: msg`When does my listing go live?`,
        answer: [
          msg`Every listing is reviewed by our admins before it goes live. While we review it, its status is Pending in your owner dashboard. You will be notified when it is approved, or told what to fix if it needs changes. Changes to a live listing are reviewed too.`,
        ],
      },
      {
        id: "fees",
        question: msg`What does Crease charge owners?`,
        answer: [
          msg`Listing is free. We charge a platform fee of 8% on the bookings you receive, and only on those. GST paid by players is shown separately and is not part of the fee.`,
        ],
      },
      {
        id: "payouts",
        question: msg`When and how do I get paid?`,
        answer: [
          msg`Payouts are sent every Tuesday and usually reach you within 2–3 business days. We pay by bank transfer, UPI or supported wallets. If your balance is below the ₹500 minimum, it is carried over to the next week.`,
        ],
        link: { to: "/payout-information", label: msg`See Payout Information` },
      },
      {
        id: "pricing-slots",
        question: msg`How do I set my prices and slots?`,
        answer: [
          msg`For a ground, set a price for each of the four slots you offer (morning, afternoon, evening, night), plus optional add-ons such as an umpire, balls, groundsmen or a scoreboard operator. For nets and box cricket, set your opening hours and an hourly price. You can also choose to take part payment online and the rest at the venue by UPI.`,
        ],
      },
      {
        id: "owner-cancel",
        question: msg`Can I cancel a booking at my venue?`,
        answer: [
          msg`Yes, from your owner dashboard, but only when it really can't be avoided, for example when the pitch is unfit or the power is out. The player is refunded in full automatically. Frequent cancellations can lead to your venue being suspended.`,
        ],
      },
      {
        id: "complete-booking",
        question: msg`What should I do after a game?`,
        answer: [
          msg`Mark the booking as completed in your owner dashboard. The player can then leave a review of your venue, which helps other players choose you.`,
        ],
      },
    ],
  },
  {
    id: "safety",
    title: msg`Safety & Security`,
    entries: [
      {
        id: "verified",
        question: msg`Are the venues on Crease verified?`,
        answer: [
          msg`Yes. Every venue is reviewed by our team before it goes live, and we act on every report from players. A venue that breaks our rules can be suspended and hidden from search.`,
        ],
        link: { to: "/trust-and-safety", label: msg`Read about Trust & Safety` },
      },
      {
        id: "payment-safety",
        question: msg`Is it safe to pay on Crease?`,
        answer: [
          msg`Yes. Payments are processed by an RBI-regulated payment gateway, and your card details and UPI PIN never reach Crease. Nobody from Crease will ever ask for your OTP or PIN.`,
          msg`Never pay a venue outside Crease for a booking, except the balance of a part-payment booking using the QR code shown with it.`,
        ],
      },
      {
        id: "personal-data",
        question: msg`How do you protect my personal data?`,
        answer: [
          msg`We collect only what we need to run your bookings, never sell it, and protect it under the Digital Personal Data Protection Act, 2023. Venue owners see only the details they need to host you.`,
        ],
        link: { to: "/privacy-policy", label: msg`Read the Privacy Policy` },
      },
      {
        id: "emergency",
        question: msg`What should I do in an emergency at a venue?`,
        answer: [
          msg`Call 112, India's emergency number for police, fire and ambulance. Then tell the venue staff, who keep a first aid kit on site, and let us know what happened once everyone is safe.`,
        ],
      },
      {
        id: "protective-gear",
        question: msg`What safety gear should I bring?`,
        answer: [
          msg`With a hard ball, batters and wicketkeepers need a helmet with a face guard, pads, gloves and an abdominal guard. Bring plenty of water in hot weather, and stop play at the first sign of lightning.`,
        ],
        link: { to: "/safety-guidelines", label: msg`Read the Safety Guidelines` },
      },
      {
        id: "report",
        question: msg`How do I report an unsafe venue or a problem?`,
        answer: [
          msg`Contact us with your booking details and what happened. We reply within 24 hours, look into every report, and can refund you, ask the owner to fix the problem or suspend the venue.`,
        ],
        link: { to: "/contact-us", label: msg`Report a problem` },
      },
    ],
  },
  {
    id: "platform",
    title: msg`Using the Platform`,
    entries: [
      {
        id: "account-needed",
        question: msg`Do I need an account?`,
        answer: [
          msg`You can search, view venues, see them on the map and compare them without an account. To book, save favourites or write a review, create a free account.`,
        ],
      },
      {
        id: "favourites",
        question: msg`How do I save my favourite venues?`,
        answer: [
          msg`Tap the heart on any venue card or venue page. Your saved venues are in the Favorites tab of your dashboard, ready for your next booking.`,
        ],
      },
      {
        id: "compare",
        question: msg`How do I compare venues?`,
        answer: [
          msg`Add up to 3 venues to your comparison list, then open Compare to see their prices, ratings, reviews and amenities side by side, with the best in each highlighted.`,
        ],
      },
      {
        id: "reviews",
        question: msg`How do I leave a review?`,
        answer: [
          msg`After a completed booking, open the venue's page and go to the Reviews tab. You can rate the venue from 1 to 5 stars and add a comment, once per venue. Only players who have played there can review, so every review is genuine.`,
        ],
      },
      {
        id: "live-availability",
        question: msg`Is the availability I see up to date?`,
        answer: [
          msg`Yes. Availability updates live: if someone books a slot while you are looking at the venue, it changes to Booked on your screen within moments.`,
        ],
      },
      {
        id: "share",
        question: msg`Can I share a booking with my team?`,
        answer: [
          msg`Yes. In My Bookings, use Share on a confirmed or completed booking to send the details by WhatsApp, Telegram and other apps, copy them, or download a picture of the booking card.`,
        ],
      },
      {
        id: "support",
        question: msg`How do I contact support?`,
        answer: [
          // {hours} and {replyHours} are filled in when the answer is read (faqIn).
          msg({
            message:
              "This Help Center is always open. Our support team answers {hours}: send us a message from the Contact Us page or email support@crease.in, and we reply within {replyHours} hours.",
          }),
        ],
        link: { to: "/contact-us", label: msg`Contact us` },
      },
    ],
  },
];

/** The questions in the language `i18n` shows, as plain text (what the search matches). */
export function faqIn(i18n: I18n): FaqCategory[] {
  const values = { hours: supportHoursText(i18n), replyHours: SUPPORT_REPLY_HOURS };
  return FAQ_MESSAGES.map((category) => ({
    id: category.id,
    title: i18n._(category.title),
    entries: category.entries.map((entry) => ({
      id: entry.id,
      question: i18n._(entry.question),
      answer: entry.answer.map((paragraph) => {
        const filledIn: MessageDescriptor = { id: paragraph.id, message: paragraph.message, values };
        return i18n._(filledIn);
      }),
      link: entry.link ? { to: entry.link.to, label: i18n._(entry.link.label) } : undefined,
    })),
  }));
}
