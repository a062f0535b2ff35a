import { SUPPORT_HOURS, SUPPORT_REPLY_HOURS } from "@crease/core/support";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Clock, LifeBuoy, Mail, Timer } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** core's support hours in the language on screen; times read the same in both ("9 AM – 6 PM"). */
const SUPPORT_WORDS: Record<string, MessageDescriptor> = {
  "Monday – Friday": msg`Monday – Friday`,
  Saturday: msg`Saturday`,
  Sunday: msg`Sunday`,
  Closed: msg`Closed`,
};

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          {icon}
        </span>
        <h2 className="font-semibold text-slate-900">{title}</h2>
      </div>
      <div className="mt-3 text-[15px] leading-relaxed text-slate-600">{children}</div>
    </div>
  );
}

/** How and when support answers, beside the contact form. */
export function ContactInfo() {
  const { t, i18n } = useLingui();
  const say = (text: string) => (SUPPORT_WORDS[text] ? i18n._(SUPPORT_WORDS[text]) : text);
  const replyHours = SUPPORT_REPLY_HOURS;
  return (
    <div className="space-y-4">
      <InfoCard icon={<Timer className="size-5" aria-hidden="true" />} title={t`Quick responses`}>
        <p>
          <Trans>We reply to every message within {replyHours} hours, usually much sooner.</Trans>
        </p>
      </InfoCard>
      <InfoCard icon={<Clock className="size-5" aria-hidden="true" />} title={t`Support hours`}>
        <dl className="space-y-1.5">
          {SUPPORT_HOURS.map((row) => (
            <div key={row.days} className="flex justify-between gap-4">
              <dt>{say(row.days)}</dt>
              <dd className={row.hours === "Closed" ? "text-slate-500" : "font-medium text-slate-900"}>
                {say(row.hours)}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-sm text-slate-500">
          <Trans>All times are India Standard Time (IST).</Trans>
        </p>
      </InfoCard>
      <InfoCard icon={<Mail className="size-5" aria-hidden="true" />} title={t`Email us`}>
        <p>
          <Trans>
            Prefer email? Write to{" "}
            <a
              href="mailto:support@crease.in"
              className="font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
            >
              support@crease.in
            </a>
            .
          </Trans>
        </p>
      </InfoCard>
      <InfoCard icon={<LifeBuoy className="size-5" aria-hidden="true" />} title={t`Quick answers`}>
        <p>
          <Trans>Refunds, slot times, payouts and more are answered in our Help Center.</Trans>
        </p>
        <Link
          to="/help-center"
          className="mt-2 inline-flex items-center gap-1.5 font-semibold text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700"
        >
          <Trans>Visit the Help Center</Trans>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </InfoCard>
    </div>
  );
}
