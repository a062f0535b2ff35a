import { Trans, useLingui } from "@lingui/react/macro";
import {
  ArrowRight,
  BadgeIndianRupee,
  CalendarX2,
  FileText,
  HardHat,
  LifeBuoy,
  Lock,
  type LucideIcon,
  Mail,
  ShieldCheck,
  ShieldPlus,
  Store,
} from "lucide-react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { pageWidth } from "../lib/page-width";
import { STATIC_PAGES, type StaticPageId } from "../lib/static-pages";

const ICONS: Record<StaticPageId, LucideIcon> = {
  "help-center": LifeBuoy,
  "cancellation-policy": CalendarX2,
  "safety-guidelines": ShieldPlus,
  "trust-and-safety": ShieldCheck,
  "owner-guidelines": Store,
  "payout-information": BadgeIndianRupee,
  "safety-rules": HardHat,
  "contact-us": Mail,
  "terms-of-service": FileText,
  "privacy-policy": Lock,
};

/** Cards linking to the pages a reader of this one is likely to need next. */
export function RelatedPages({ pages }: { pages: readonly StaticPageId[] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="related-heading" className="border-t border-slate-200 bg-white">
      <div className={cn(pageWidth, "py-12 sm:py-16")}>
        <h2 id="related-heading" className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
          <Trans>Related pages</Trans>
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {pages.map((id) => {
            const page = STATIC_PAGES[id];
            const Icon = ICONS[id];
            return (
              <li key={id}>
                <Link
                  to={page.to}
                  className="group flex h-full gap-4 rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift"
                >
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="flex items-center gap-1.5 font-semibold text-slate-900 group-hover:text-brand-800">
                      {i18n._(page.title)}
                      <ArrowRight
                        className="size-4 text-brand-500 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="mt-1 block text-sm leading-relaxed text-slate-600">{i18n._(page.summary)}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
