import { SUPPORT_REPLY_HOURS } from "@crease/core/support";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, CalendarClock, Headset, Percent, ShieldCheck, Zap } from "lucide-react";

const REASONS = [
  {
    icon: Zap,
    title: msg`Instant confirmation`,
    text: msg`Pay and your slot is yours straight away. No calls, no waiting for a reply.`,
    tone: "bg-amber-50 text-amber-600 ring-amber-100",
  },
  {
    icon: BadgeCheck,
    title: msg`Verified venues`,
    text: msg`Every listing is reviewed by our team before it goes live, so what you see is what you get.`,
    tone: "bg-pitch-50 text-pitch-700 ring-pitch-100",
  },
  {
    icon: ShieldCheck,
    title: msg`Secure payments`,
    text: msg`Pay online by UPI, card or net banking through a trusted payment gateway.`,
    tone: "bg-blue-50 text-blue-600 ring-blue-100",
  },
  {
    icon: CalendarClock,
    title: msg`Real-time availability`,
    text: msg`Slots update live as others book, so you never plan around a slot that's gone.`,
    tone: "bg-brand-50 text-brand-600 ring-brand-100",
  },
  {
    icon: Percent,
    title: msg`Special discounts`,
    text: msg`Better rates for bulk bookings and for regulars who play every week.`,
    tone: "bg-rose-50 text-rose-600 ring-rose-100",
  },
  {
    icon: Headset,
    title: msg`Real people in support`,
    text: msg`Stuck before a match? Write to us: our team replies to every message within ${SUPPORT_REPLY_HOURS} hours.`,
    tone: "bg-cyan-50 text-cyan-600 ring-cyan-100",
  },
] as const;

export function WhyChooseUs() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="why-heading" className="container-page py-20 sm:py-24">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-pitch-700 uppercase">
          <Trans>Why Crease</Trans>
        </p>
        <h2 id="why-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          <Trans>Booking cricket should be the easy part</Trans>
        </h2>
        <p className="mt-4 text-lg text-slate-600">
          <Trans>Everything you need to get your team on the field, without the phone calls and the guesswork.</Trans>
        </p>
      </div>
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text, tone }) => (
          <li
            key={title.id}
            className="group flex gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card transition-all hover:-translate-y-0.5 hover:shadow-lift sm:block sm:p-6"
          >
            <span className={`flex size-11 shrink-0 items-center justify-center rounded-xl ring-1 ${tone}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="text-base font-semibold text-slate-900 sm:mt-4">{i18n._(title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-slate-600 sm:mt-1.5">{i18n._(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
