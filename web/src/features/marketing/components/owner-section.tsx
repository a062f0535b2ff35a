import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, BarChart3, CalendarRange, IndianRupee, Wallet } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

const PERKS = [
  { icon: BarChart3, title: msg`Analytics`, text: msg`See views, bookings and revenue for every venue you list.` },
  {
    icon: IndianRupee,
    title: msg`Your own rates`,
    text: msg`Set prices per slot or per hour, and add-ons like umpires.`,
  },
  {
    icon: CalendarRange,
    title: msg`Availability and booking rules`,
    text: msg`Choose your hours, cancellation and rescheduling rules.`,
  },
  {
    icon: Wallet,
    title: msg`Weekly payouts`,
    text: msg`Earnings are paid out every Tuesday, straight to your account.`,
  },
] as const;

/**
 * Owner recruitment (docs/product/screens.md): the same content for everyone; only the button's target
 * differs (owners list a ground, others sign up as a host). `canList` null: an admin, who lists no
 * ground of their own, is offered neither (issue 46).
 */
export function OwnerSection({ canList }: { canList: boolean | null }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="owner-heading" className="container-page py-20 sm:py-24">
      <div className="relative overflow-hidden rounded-3xl bg-slate-950 px-6 py-12 sm:px-12 sm:py-16 lg:px-16">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-32 size-96 rounded-full bg-brand-600 opacity-40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="absolute -bottom-40 -left-20 size-96 rounded-full bg-blue-600 opacity-30 blur-3xl"
        />
        <div className="relative grid gap-12 lg:grid-cols-[1.1fr_1fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide text-pitch-400 uppercase">
              <Trans>For venue owners</Trans>
            </p>
            <h2
              id="owner-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
            >
              <Trans>List Your Cricket Facility</Trans>
            </h2>
            <p className="mt-4 max-w-xl text-lg leading-relaxed text-slate-300">
              <Trans>
                Fill your empty slots with players who are ready to pay. There is no listing fee: an 8% platform fee
                applies only to the bookings you receive. Every venue is reviewed by our team before it goes live.
              </Trans>
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {canList === null ? null : (
                <Button asChild size="lg" variant="white">
                  <Link to={canList ? "/add-venue" : "/register?role=owner"}>
                    {canList ? <Trans>List Your Ground</Trans> : <Trans>Become a Host</Trans>}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              )}
              <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
                <Link to="/owner-guidelines">
                  <Trans>Read the owner guidelines</Trans>
                </Link>
              </Button>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2">
            {PERKS.map(({ icon: Icon, title, text }) => (
              <li key={title.id} className="rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur-sm">
                <Icon className="size-6 text-pitch-400" aria-hidden="true" />
                <h3 className="mt-3 font-semibold text-white">{i18n._(title)}</h3>
                <p className="mt-1 text-sm leading-relaxed text-slate-400">{i18n._(text)}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
