import { BadgeCheck, ShieldCheck, Zap } from "lucide-react";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { CityGrid } from "@/features/marketing/components/city-grid";
import { HeroArt } from "@/features/marketing/components/hero-art";
import { HowItWorks } from "@/features/marketing/components/how-it-works";
import { OwnerSection } from "@/features/marketing/components/owner-section";
import { VenueTypes } from "@/features/marketing/components/venue-types";
import { WhyChooseUs } from "@/features/marketing/components/why-choose-us";
import { SearchHeroForm } from "@/features/search/components/search-hero-form";
import { useDocumentTitle } from "@/lib/use-document-title";

const PROMISES = [
  { icon: Zap, text: "Instant confirmation" },
  { icon: BadgeCheck, text: "Verified venues" },
  { icon: ShieldCheck, text: "Secure payments" },
] as const;

/** Home (SPEC.md §2): the search hero, then the marketing sections. Loaded eagerly. */
export function HomeRoute() {
  useDocumentTitle("");
  const { user } = useAuth();
  const canList = user?.role === "owner" || user?.role === "admin";

  return (
    <>
      <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-brand-gradient">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 opacity-30 [background-image:radial-gradient(circle_at_20%_20%,rgb(255_255_255/0.35)_0,transparent_35%),radial-gradient(circle_at_80%_0%,rgb(56_189_248/0.5)_0,transparent_40%)]"
        />
        <HeroArt className="pointer-events-none absolute -right-40 -bottom-56 -z-10 w-[34rem] opacity-25 sm:-right-24 md:opacity-40 lg:top-10 lg:right-[-4rem] lg:bottom-auto lg:w-[36rem] lg:opacity-100 xl:right-0" />
        <div className="container-page pt-14 pb-36 sm:pt-20 lg:pt-24 lg:pb-44">
          <div className="max-w-2xl lg:max-w-xl xl:max-w-2xl">
            <p className="inline-flex items-center gap-2 rounded-full bg-white/15 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/25 backdrop-blur">
              <span className="size-2 rounded-full bg-pitch-400" aria-hidden="true" />
              Grounds · Nets · Box cricket
            </p>
            <h1
              id="hero-heading"
              className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-white sm:text-5xl lg:text-6xl"
            >
              Book your next game of cricket in minutes
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-relaxed text-white/85">
              Find cricket grounds, practice nets and box cricket arenas near you. Check live availability, pay securely
              and get instant confirmation.
            </p>
            <ul className="mt-7 flex flex-wrap gap-x-6 gap-y-2">
              {PROMISES.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2 text-sm font-medium text-white">
                  <Icon className="size-4 text-pitch-300" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <div className="container-page relative z-10 -mt-24 lg:-mt-28">
        <div className="rounded-3xl border border-slate-200/80 bg-white p-5 shadow-[0_30px_60px_-20px_rgb(49_46_129/0.35)] sm:p-7">
          <h2 className="mb-5 text-lg font-semibold text-slate-900">Find a venue</h2>
          <SearchHeroForm />
        </div>
      </div>

      <WhyChooseUs />
      <VenueTypes />
      <CityGrid />
      <HowItWorks />
      <OwnerSection canList={canList} />
    </>
  );
}
