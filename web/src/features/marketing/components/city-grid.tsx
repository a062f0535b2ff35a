import { CITIES, CITY_STATES } from "@crease/core/venues";
import { Trans } from "@lingui/react/macro";
import { ArrowUpRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { useWords } from "@/lib/i18n";

const TINTS = [
  "from-brand-500 to-blue-500",
  "from-pitch-500 to-emerald-600",
  "from-amber-500 to-orange-500",
  "from-blue-500 to-cyan-500",
] as const;

/** The twelve cities, each a shortcut to /search?location=City. */
export function CityGrid() {
  const words = useWords();
  return (
    <section aria-labelledby="cities-heading" className="container-page py-20 sm:py-24">
      <div className="max-w-2xl">
        <p className="text-sm font-semibold tracking-wide text-pitch-700 uppercase">
          <Trans>Across India</Trans>
        </p>
        <h2
          id="cities-heading"
          className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
        >
          <Trans>Find venues in your city</Trans>
        </h2>
        <p className="mt-3 text-lg text-slate-600">
          <Trans>Pick a city to see the grounds, nets and box arenas near you.</Trans>
        </p>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {CITIES.map((city, index) => (
          <li key={city}>
            <Link
              to={`/search?location=${encodeURIComponent(city)}`}
              className="group flex items-center gap-2 rounded-2xl border border-slate-200/80 bg-white p-3 shadow-card transition-all hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lift sm:gap-3 sm:p-4"
            >
              <span
                className={`flex size-8 shrink-0 items-center justify-center rounded-lg bg-linear-to-br text-white shadow-sm sm:size-11 sm:rounded-xl ${TINTS[index % TINTS.length]}`}
              >
                <MapPin className="size-4 sm:size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-[15px] font-semibold text-slate-900 sm:text-base">
                  {words.city(city)}
                </span>
                <span className="block truncate text-xs text-slate-500">{CITY_STATES[city]}</span>
              </span>
              <ArrowUpRight
                className="hidden size-4 shrink-0 text-slate-400 transition-colors group-hover:text-brand-600 sm:block"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
