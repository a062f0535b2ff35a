import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Wordmark } from "@/components/brand/wordmark";
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from "@/components/ui/social-icons";
import { LanguageSwitcher } from "./language-switcher";
import { ReferAFriend } from "./refer-a-friend";

const COLUMNS = [
  {
    title: msg`For players`,
    links: [
      { to: "/help-center", label: msg`Help Center` },
      { to: "/cancellation-policy", label: msg`Cancellation Policy` },
      { to: "/safety-guidelines", label: msg`Safety Guidelines` },
      { to: "/trust-and-safety", label: msg`Trust & Safety` },
    ],
  },
  {
    title: msg`For owners`,
    links: [
      { to: "/owner-guidelines", label: msg`Owner Guidelines` },
      { to: "/payout-information", label: msg`Payout Information` },
      { to: "/safety-rules", label: msg`Safety Rules` },
    ],
  },
  {
    title: msg`Company`,
    links: [
      { to: "/contact-us", label: msg`Contact Us` },
      { to: "/terms-of-service", label: msg`Terms of Service` },
      { to: "/privacy-policy", label: msg`Privacy Policy` },
    ],
  },
] as const;

// Placeholder profiles (docs/product/screens.md): the brand's own accounts are not set up yet.
const SOCIALS = [
  { href: "https://www.instagram.com/", label: msg`Crease on Instagram`, icon: InstagramIcon },
  { href: "https://www.facebook.com/", label: msg`Crease on Facebook`, icon: FacebookIcon },
  { href: "https://x.com/", label: msg`Crease on X`, icon: XIcon },
  { href: "https://www.youtube.com/", label: msg`Crease on YouTube`, icon: YouTubeIcon },
] as const;

export function SiteFooter() {
  const { t, i18n } = useLingui();
  const year = new Date().getFullYear();
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-[1.3fr_2fr_1.2fr] lg:gap-10">
        <div>
          <Wordmark look="white" />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            <Trans>
              Find and book cricket grounds, practice nets and box cricket across India, with instant confirmation and
              secure payments.
            </Trans>
          </p>
          <ul className="mt-6 flex gap-2.5" aria-label={t`Social media`}>
            {SOCIALS.map(({ href, label, icon: Icon }) => (
              <li key={href}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={i18n._(label)}
                  className="flex size-10 items-center justify-center rounded-xl border border-white/10 bg-white/5 text-slate-300 transition-colors hover:border-white/20 hover:bg-white/10 hover:text-white"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label={t`Footer`} className="grid grid-cols-2 gap-8 sm:grid-cols-3">
          {COLUMNS.map((column) => (
            <div key={column.links[0].to}>
              <h2 className="text-sm font-semibold text-white">{i18n._(column.title)}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className="rounded text-sm text-slate-400 transition-colors hover:text-white">
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <ReferAFriend />
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-2 py-6 text-xs text-slate-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            <Trans>© {year} Crease. All rights reserved.</Trans>
          </p>
          <LanguageSwitcher look="dark" />
          <p>
            <Trans>Prices in Indian rupees (₹). Times in India Standard Time.</Trans>
          </p>
        </div>
      </div>
    </footer>
  );
}
