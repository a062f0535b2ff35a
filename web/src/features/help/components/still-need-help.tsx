import { SUPPORT_REPLY_HOURS } from "@crease/core/support";
import { Trans } from "@lingui/react/macro";
import { Headset, Mail, MessageSquareText } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

const replyHours = SUPPORT_REPLY_HOURS;

/** The way out of the Help Center when no answer fits (docs/product/screens.md). */
export function StillNeedHelp() {
  return (
    <section
      aria-labelledby="still-need-help-heading"
      className="relative isolate overflow-hidden rounded-3xl bg-slate-950 px-6 py-10 sm:px-10 sm:py-12"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-72 rounded-full bg-brand-600 opacity-40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-28 -left-16 -z-10 size-72 rounded-full bg-blue-600 opacity-30 blur-3xl"
      />
      <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="flex gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-white/10 text-pitch-400 ring-1 ring-white/15">
            <Headset className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h2 id="still-need-help-heading" className="text-2xl font-bold tracking-tight text-white">
              <Trans>Still need help?</Trans>
            </h2>
            <p className="mt-2 max-w-xl leading-relaxed text-slate-300">
              <Trans>
                Our support team replies to every message within {replyHours} hours, and match-day problems are handled
                round the clock.
              </Trans>
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row lg:shrink-0">
          <Button asChild size="lg" variant="white">
            <Link to="/contact-us">
              <MessageSquareText aria-hidden="true" />
              <Trans>Contact us</Trans>
            </Link>
          </Button>
          <Button asChild size="lg" variant="ghost" className="text-white hover:bg-white/10 hover:text-white">
            <a href="mailto:support@crease.in">
              <Mail aria-hidden="true" />
              support@crease.in
            </a>
          </Button>
        </div>
      </div>
    </section>
  );
}
