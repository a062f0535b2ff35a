import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, ShieldCheck, Zap } from "lucide-react";
import type { ReactNode } from "react";
import { Wordmark } from "@/components/brand/wordmark";
import { HeroArt } from "@/features/marketing/components/hero-art";

const POINTS = [
  { icon: Zap, text: msg`Instant confirmation on every booking` },
  { icon: BadgeCheck, text: msg`Venues verified by our team` },
  { icon: ShieldCheck, text: msg`Secure online payments` },
] as const;

interface AuthShellProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: "New to Crease? Create an account", say. */
  footer?: ReactNode;
}

/** The frame of the account screens: a brand panel on wide screens and the form card. */
export function AuthShell({ title, subtitle, children, footer }: AuthShellProps) {
  const { i18n } = useLingui();
  return (
    <div className="relative overflow-hidden">
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-72 bg-brand-gradient lg:hidden" />
      <div className="container-page relative grid items-start gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_minmax(0,30rem)] lg:gap-16 lg:py-20">
        <aside className="relative hidden min-h-[34rem] overflow-hidden rounded-3xl bg-brand-gradient p-10 text-white shadow-lift lg:block lg:self-stretch">
          <HeroArt className="pointer-events-none absolute -right-28 -bottom-36 w-[26rem] opacity-35" />
          <Wordmark look="white" size="lg" link={false} />
          <p className="mt-10 max-w-sm text-3xl leading-tight font-bold">
            <Trans>Your next match is only a few taps away.</Trans>
          </p>
          <p className="mt-4 max-w-sm text-white/80">
            <Trans>Grounds, practice nets and box cricket across twelve Indian cities, booked in minutes.</Trans>
          </p>
          <ul className="mt-10 space-y-4">
            {POINTS.map(({ icon: Icon, text }) => (
              <li key={text.id} className="flex items-center gap-3 text-[15px] font-medium">
                <span className="flex size-9 items-center justify-center rounded-xl bg-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                {i18n._(text)}
              </li>
            ))}
          </ul>
        </aside>
        <div className="mx-auto w-full max-w-md lg:max-w-none">
          <div className="rounded-3xl border border-slate-200/80 bg-white p-6 shadow-lift sm:p-8">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-[28px]">{title}</h1>
            {subtitle ? <p className="mt-2 text-[15px] text-slate-600">{subtitle}</p> : null}
            <div className="mt-7">{children}</div>
          </div>
          {footer ? <div className="mt-6 text-center text-sm text-slate-600">{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}
