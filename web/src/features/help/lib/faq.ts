/**
 * The Help Center's questions (docs/product/screens.md#public), in its five categories. Answers are
 * plain text so the search can match them; figures follow docs/product/screens.md#details-that-hold-on-every-screen and docs/product/screens.md#details-that-hold-on-every-screen.
 */
import { SUPPORT_HOURS_TEXT, SUPPORT_REPLY_HOURS } from "@crease/core/support";

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

export const FAQ_CATEGORIES: readonly FaqCategory[] = [
  {
    id: "booking",
    title: "Booking & Reservations",
    entries: [
      {
        id: "how-to-book",
        question: "How do I book a venue?",
        answer: [
          "Search by city, date and venue type, open a venue and pick a date and a free slot. For grounds you can add extras such as an umpire or balls. Choose Book Now, check the summary at checkout and pay.",
          "Your booking is confirmed as soon as the payment is verified. You will find it in your dashboard under My Bookings.",
        ],
      },
      {
        id: "ground-slots",
        question: "What are the time slots for cricket grounds?",
        answer: [
          "Grounds are booked in four-hour slots: morning 6–10 AM, afternoon 10 AM–2 PM, evening 2–6 PM and night 6–10 PM. All times are India Standard Time (IST).",
          "Each ground sets its own price per slot, and only offers the slots it has priced. A ground without floodlights, for example, may not offer the night slot.",
        ],
      },
      {
        id: "nets-and-box",
        question: "How do practice nets and box cricket bookings work?",
        answer: [
          "Practice nets and box cricket are booked by the hour, in one-hour slots such as 06:00–07:00, between the venue's opening and closing times (usually 6 AM to 10 PM). The price is shown per hour.",
          "Want a longer session? Book the consecutive hours you need, one after another.",
        ],
      },
      {
        id: "slot-hold",
        question: "Is my slot reserved while I pay?",
        answer: [
          "Yes. When you go to pay, we hold the slot for you for 10 minutes so nobody else can book it. If the payment is not completed in that time, the hold ends and the slot is released.",
          "Only a verified payment confirms a booking. If a payment fails or you close the payment window, no booking is made and you can simply try again.",
        ],
      },
      {
        id: "cancel-booking",
        question: "How do I cancel a booking?",
        answer: [
          "Open My Bookings in your dashboard and choose Cancel on the confirmed booking. Cancel more than 24 hours before the slot starts and you get a full refund. Within 24 hours a 25% fee applies and 75% is refunded. No-shows are charged in full.",
        ],
        link: { to: "/cancellation-policy", label: "Read the Cancellation Policy" },
      },
      {
        id: "rain",
        question: "What happens if rain stops play?",
        answer: [
          "If rain stops play at an outdoor venue, you can choose a free reschedule to another open slot at the same venue or a full refund. Box cricket is played indoors, so those bookings go ahead as normal.",
        ],
      },
      {
        id: "rebook",
        question: "Can I book the same slot again next week?",
        answer: [
          "Yes. In My Bookings, use Rebook on a past booking. It opens the venue with the same slot and add-ons already selected, so you only need to pick the new date.",
        ],
      },
    ],
  },
  {
    id: "payments",
    title: "Payments & Pricing",
    entries: [
      {
        id: "price-breakdown",
        question: "How is the price of a booking worked out?",
        answer: [
          "The price is the venue's slot or hourly price, plus any add-ons you choose, plus 18% GST. Checkout shows each part separately before you pay.",
          "For example, a ₹8,000 ground slot comes to ₹9,440 with GST (₹8,000 + ₹1,440).",
        ],
      },
      {
        id: "payment-methods",
        question: "Which payment methods can I use?",
        answer: [
          "You can pay by UPI, debit or credit card, net banking or supported wallets. Payments go through an RBI-regulated payment gateway, and Crease never sees or stores your card number or UPI PIN.",
        ],
      },
      {
        id: "partial-payment",
        question: "What does part payment mean?",
        answer: [
          "Some venues let you pay only part of the price online to confirm your booking. You pay the rest at the venue by UPI, using the venue's QR code, which is shown with your booking.",
        ],
      },
      {
        id: "money-debited",
        question: "Money left my account but my booking isn't confirmed. What now?",
        answer: [
          "Don't pay again straight away. Confirmation usually arrives within a few minutes, because our payment partner also tells us directly when a payment goes through. Check My Bookings after a short while.",
          "If the payment did not complete, your bank reverses the debit automatically, usually within 5–7 business days. If you are unsure, contact us with the time and amount of the payment.",
        ],
      },
      {
        id: "refund-time",
        question: "When will I get my refund?",
        answer: [
          "Refunds go back to the payment method you used and usually arrive within 5–7 business days of the cancellation, depending on your bank. The amount refunded is shown on the booking in your dashboard.",
        ],
      },
      {
        id: "cancellation-fee",
        question: "How much is the cancellation fee?",
        answer: [
          "There is no fee if you cancel more than 24 hours before the slot. Within 24 hours, the fee is 25% of what you paid. For a ₹9,440 booking that is ₹2,360, and ₹7,080 is refunded. If the venue or Crease cancels, you always get a full refund.",
        ],
        link: { to: "/cancellation-policy", label: "See the worked example" },
      },
      {
        id: "discounts",
        question: "Do you offer discounts for regular or bulk bookings?",
        answer: [
          "Yes. If you are organising a league or tournament, or want the same slot every week, contact us with the venues and dates. We will work out a better rate with the venue for you.",
        ],
        link: { to: "/contact-us", label: "Contact us" },
      },
    ],
  },
  {
    id: "owners",
    title: "Venue Owners",
    entries: [
      {
        id: "list-venue",
        question: "How do I list my venue on Crease?",
        answer: [
          "Sign up with Become a Host, then choose List Your Ground. The form has three steps: general information, venue details such as prices and opening hours, and your policies. Add good photos and accurate amenities, then submit.",
        ],
        link: { to: "/owner-guidelines", label: "Read the Owner Guidelines" },
      },
      {
        id: "approval",
        question: "When does my listing go live?",
        answer: [
          "Every listing is reviewed by our admins before it goes live. While we review it, its status is Pending in your owner dashboard. You will be notified when it is approved, or told what to fix if it needs changes. Changes to a live listing are reviewed too.",
        ],
      },
      {
        id: "fees",
        question: "What does Crease charge owners?",
        answer: [
          "Listing is free. We charge a platform fee of 8% on the bookings you receive, and only on those. GST paid by players is shown separately and is not part of the fee.",
        ],
      },
      {
        id: "payouts",
        question: "When and how do I get paid?",
        answer: [
          "Payouts are sent every Tuesday and usually reach you within 2–3 business days. We pay by bank transfer, UPI or supported wallets. If your balance is below the ₹500 minimum, it is carried over to the next week.",
        ],
        link: { to: "/payout-information", label: "See Payout Information" },
      },
      {
        id: "pricing-slots",
        question: "How do I set my prices and slots?",
        answer: [
          "For a ground, set a price for each of the four slots you offer (morning, afternoon, evening, night), plus optional add-ons such as an umpire, balls, groundsmen or a scoreboard operator. For nets and box cricket, set your opening hours and an hourly price. You can also choose to take part payment online and the rest at the venue by UPI.",
        ],
      },
      {
        id: "owner-cancel",
        question: "Can I cancel a booking at my venue?",
        answer: [
          "Yes, from your owner dashboard, but only when it really can't be avoided, for example when the pitch is unfit or the power is out. The player is refunded in full automatically. Frequent cancellations can lead to your venue being suspended.",
        ],
      },
      {
        id: "complete-booking",
        question: "What should I do after a game?",
        answer: [
          "Mark the booking as completed in your owner dashboard. The player can then leave a review of your venue, which helps other players choose you.",
        ],
      },
    ],
  },
  {
    id: "safety",
    title: "Safety & Security",
    entries: [
      {
        id: "verified",
        question: "Are the venues on Crease verified?",
        answer: [
          "Yes. Every venue is reviewed by our team before it goes live, and we act on every report from players. A venue that breaks our rules can be suspended and hidden from search.",
        ],
        link: { to: "/trust-and-safety", label: "Read about Trust & Safety" },
      },
      {
        id: "payment-safety",
        question: "Is it safe to pay on Crease?",
        answer: [
          "Yes. Payments are processed by an RBI-regulated payment gateway, and your card details and UPI PIN never reach Crease. Nobody from Crease will ever ask for your OTP or PIN.",
          "Never pay a venue outside Crease for a booking, except the balance of a part-payment booking using the QR code shown with it.",
        ],
      },
      {
        id: "personal-data",
        question: "How do you protect my personal data?",
        answer: [
          "We collect only what we need to run your bookings, never sell it, and protect it under the Digital Personal Data Protection Act, 2023. Venue owners see only the details they need to host you.",
        ],
        link: { to: "/privacy-policy", label: "Read the Privacy Policy" },
      },
      {
        id: "emergency",
        question: "What should I do in an emergency at a venue?",
        answer: [
          "Call 112, India's emergency number for police, fire and ambulance. Then tell the venue staff, who keep a first aid kit on site, and let us know what happened once everyone is safe.",
        ],
      },
      {
        id: "protective-gear",
        question: "What safety gear should I bring?",
        answer: [
          "With a hard ball, batters and wicketkeepers need a helmet with a face guard, pads, gloves and an abdominal guard. Bring plenty of water in hot weather, and stop play at the first sign of lightning.",
        ],
        link: { to: "/safety-guidelines", label: "Read the Safety Guidelines" },
      },
      {
        id: "report",
        question: "How do I report an unsafe venue or a problem?",
        answer: [
          "Contact us with your booking details and what happened. We reply within 24 hours, look into every report, and can refund you, ask the owner to fix the problem or suspend the venue.",
        ],
        link: { to: "/contact-us", label: "Report a problem" },
      },
    ],
  },
  {
    id: "platform",
    title: "Using the Platform",
    entries: [
      {
        id: "account-needed",
        question: "Do I need an account?",
        answer: [
          "You can search, view venues, see them on the map and compare them without an account. To book, save favourites or write a review, create a free account.",
        ],
      },
      {
        id: "favourites",
        question: "How do I save my favourite venues?",
        answer: [
          "Tap the heart on any venue card or venue page. Your saved venues are in the Favorites tab of your dashboard, ready for your next booking.",
        ],
      },
      {
        id: "compare",
        question: "How do I compare venues?",
        answer: [
          "Add up to 3 venues to your comparison list, then open Compare to see their prices, ratings, reviews and amenities side by side, with the best in each highlighted.",
        ],
      },
      {
        id: "reviews",
        question: "How do I leave a review?",
        answer: [
          "After a completed booking, open the venue's page and go to the Reviews tab. You can rate the venue from 1 to 5 stars and add a comment, once per venue. Only players who have played there can review, so every review is genuine.",
        ],
      },
      {
        id: "live-availability",
        question: "Is the availability I see up to date?",
        answer: [
          "Yes. Availability updates live: if someone books a slot while you are looking at the venue, it changes to Booked on your screen within moments.",
        ],
      },
      {
        id: "share",
        question: "Can I share a booking with my team?",
        answer: [
          "Yes. In My Bookings, use Share on a confirmed or completed booking to send the details by WhatsApp, Telegram and other apps, copy them, or download a picture of the booking card.",
        ],
      },
      {
        id: "support",
        question: "How do I contact support?",
        answer: [
          `This Help Center is always open. Our support team answers ${SUPPORT_HOURS_TEXT}: send us a message from the Contact Us page or email support@crease.in, and we reply within ${SUPPORT_REPLY_HOURS} hours.`,
        ],
        link: { to: "/contact-us", label: "Contact us" },
      },
    ],
  },
];
