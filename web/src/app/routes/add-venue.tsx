import { PLATFORM_FEE_PERCENT } from "@crease/core/analytics";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, ClipboardList, Rocket } from "lucide-react";
import { AddVenueWizard } from "@/features/add-venue/components/add-venue-wizard";
import type { WizardParts } from "@/features/add-venue/components/wizard-parts";
import { AddressAutocomplete } from "@/features/geocode/components/address-autocomplete";
import { ImageUploader } from "@/features/uploads/components/image-uploader";
import { useDocumentTitle } from "@/lib/use-document-title";

/** The wizard gets the address box and the image uploader from here: features do not import each other. */
const parts: WizardParts = { AddressInput: AddressAutocomplete, ImageField: ImageUploader };

const STEPS = [
  {
    icon: ClipboardList,
    title: msg`Tell us about it`,
    text: msg`Three short tabs: the basics, your prices and photos, your policies.`,
  },
  {
    icon: BadgeCheck,
    title: msg`We review it`,
    text: msg`Our team checks every listing before it goes live, so players can trust it.`,
  },
  {
    icon: Rocket,
    title: msg`Take bookings`,
    text: msg`Once approved, players find and book it, and you follow it all on your dashboard.`,
  },
];

/** /add-venue (owners and admins): list a ground, practice nets or a box cricket arena. */
export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`List your venue`);
  const fee = PLATFORM_FEE_PERCENT;
  const kept = 100 - PLATFORM_FEE_PERCENT;
  return (
    <div className="container-page py-8 sm:py-12">
      <div className="max-w-3xl">
        <p className="text-sm font-semibold text-pitch-700">
          <Trans>List Your Ground</Trans>
        </p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
          <Trans>Add a new venue</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>Tell players what you offer. Your listing is reviewed by our team before it appears in search.</Trans>
        </p>
      </div>

      <div className="mt-8 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <AddVenueWizard parts={parts} />

        <aside className="hidden lg:sticky lg:top-24 lg:block" aria-labelledby="how-listing-works">
          <div className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-card">
            <h2 id="how-listing-works" className="text-sm font-semibold text-slate-900">
              <Trans>How listing works</Trans>
            </h2>
            <ol className="mt-4 space-y-4">
              {STEPS.map(({ icon: Icon, title, text }) => (
                <li key={title.id} className="flex gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600 ring-1 ring-brand-100">
                    <Icon className="size-4" aria-hidden="true" />
                  </span>
                  <div>
                    <p className="text-sm font-semibold text-slate-800">{i18n._(title)}</p>
                    <p className="mt-0.5 text-xs leading-relaxed text-slate-600">{i18n._(text)}</p>
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="mt-4 rounded-2xl bg-gradient-to-br from-pitch-600 to-pitch-800 p-5 text-white shadow-card">
            <p className="text-sm font-semibold">
              <Trans>You keep {kept}% of every booking</Trans>
            </p>
            <p className="mt-1 text-xs leading-relaxed text-white/85">
              <Trans>
                Crease takes a {fee}% platform fee. Payouts go out every Tuesday once your balance reaches ₹500.
              </Trans>
            </p>
          </div>
        </aside>
      </div>
    </div>
  );
}
