import type { VenueType } from "@crease/core/venues";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { useWords } from "@/lib/i18n";
import { VenueTypeArt } from "./venue-type-art";

const TYPES: Array<{
  type: VenueType;
  blurb: MessageDescriptor;
  points: MessageDescriptor[];
  bg: string;
  cta: MessageDescriptor;
}> = [
  {
    type: "ground",
    blurb: msg`Full-size grounds for matches, tournaments and corporate games.`,
    points: [
      msg`Booked by four-hour slot`,
      msg`Umpires, balls and scorers as add-ons`,
      msg`Morning to night under lights`,
    ],
    bg: "from-pitch-50 to-emerald-100/60",
    cta: msg`Browse cricket grounds`,
  },
  {
    type: "nets",
    blurb: msg`Practice lanes for batters and bowlers who want to sharpen up.`,
    points: [msg`Booked by the hour`, msg`Artificial, matting, concrete or clay pitches`, msg`Ideal before match day`],
    bg: "from-indigo-50 to-brand-100/60",
    cta: msg`Browse practice nets`,
  },
  {
    type: "box",
    blurb: msg`Indoor, walled arenas for fast, fun games with friends.`,
    points: [msg`Booked by the hour`, msg`Five to eight players a side`, msg`Play in any weather`],
    bg: "from-amber-50 to-orange-100/60",
    cta: msg`Browse box cricket`,
  },
];

export function VenueTypes() {
  const { i18n } = useLingui();
  const words = useWords();
  return (
    <section aria-labelledby="types-heading" className="bg-white py-20 sm:py-24">
      <div className="container-page">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-pitch-700 uppercase">
              <Trans>Three ways to play</Trans>
            </p>
            <h2
              id="types-heading"
              className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
            >
              <Trans>Grounds, nets and box cricket</Trans>
            </h2>
            <p className="mt-3 text-lg text-slate-600">
              <Trans>Whatever your format, there's a venue for it.</Trans>
            </p>
          </div>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TYPES.map(({ type, blurb, points, bg, cta }) => (
            <li
              key={type}
              className="flex flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-card transition-shadow hover:shadow-lift"
            >
              <div className={`flex h-44 items-center justify-center bg-linear-to-br ${bg} p-6`}>
                <VenueTypeArt type={type} className="h-full w-auto drop-shadow-sm" />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-slate-900">{words.venueType(type)}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{i18n._(blurb)}</p>
                <ul className="mt-4 space-y-2">
                  {points.map((point) => (
                    <li key={point.id} className="flex items-start gap-2 text-sm text-slate-700">
                      <Check className="mt-0.5 size-4 shrink-0 text-pitch-700" aria-hidden="true" />
                      {i18n._(point)}
                    </li>
                  ))}
                </ul>
                <Link
                  to={`/search?venueType=${type}`}
                  className="mt-6 inline-flex items-center gap-1.5 self-start rounded-md text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
                >
                  {i18n._(cta)}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Link>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
