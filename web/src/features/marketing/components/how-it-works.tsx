import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarCheck, Search, Trophy } from "lucide-react";

const STEPS = [
  {
    icon: Search,
    title: msg`Find`,
    text: msg`Search by city, date and format. Compare prices, amenities and reviews side by side.`,
  },
  {
    icon: CalendarCheck,
    title: msg`Book`,
    text: msg`Pick a free slot, add umpires or balls if you need them, and pay securely online.`,
  },
  {
    icon: Trophy,
    title: msg`Play`,
    text: msg`Show up and play. Your booking and the venue's details are waiting in your dashboard.`,
  },
] as const;

export function HowItWorks() {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="how-heading" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-pitch-700 uppercase">
            <Trans>How it works</Trans>
          </p>
          <h2
            id="how-heading"
            className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            <Trans>From search to first ball in three steps</Trans>
          </h2>
        </div>
        <ol className="relative mt-14 grid gap-10 md:grid-cols-3 md:gap-8">
          <div
            aria-hidden="true"
            className="absolute top-8 right-[16%] left-[16%] hidden h-0.5 bg-linear-to-r from-brand-200 via-blue-200 to-pitch-200 md:block"
          />
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title.id} className="relative flex flex-col items-center text-center">
              <span className="relative flex size-16 items-center justify-center rounded-2xl bg-brand-gradient text-white shadow-lift">
                <Icon className="size-7" aria-hidden="true" />
                <span className="absolute -top-2 -right-2 flex size-6 items-center justify-center rounded-full bg-pitch-500 text-xs font-bold text-white ring-4 ring-white">
                  {index + 1}
                </span>
              </span>
              <h3 className="mt-5 text-xl font-semibold text-slate-900">{i18n._(title)}</h3>
              <p className="mt-2 max-w-xs text-sm leading-relaxed text-slate-600">{i18n._(text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
