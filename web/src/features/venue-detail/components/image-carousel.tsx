import { useLingui } from "@lingui/react/macro";
import { ChevronLeft, ChevronRight, Images } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";

/** The slide's box: 3:2 like the photos (16:9 from 640 px, cropped by object-cover). */
const PHOTO_WIDTH = 1200;
const PHOTO_HEIGHT = 800;

interface ImageCarouselProps {
  /** Full-size image URLs, cover first. */
  images: string[];
  /** Thumbnail URLs in the same order (a missing one repeats the image URL). */
  thumbnails: string[];
  /** The venue's name, for the photos' alternative text. */
  name: string;
  /** What to show when the venue has no photos (or none of them loads). */
  fallback: ReactNode;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The venue's photos: a scroll-snapping strip (swipe on phones), previous / next buttons,
 * arrow keys when focused, dots on phones and thumbnails on wider screens, and a "2 / 5"
 * counter. The shown photo follows the scroll position, however it got there.
 */
export function ImageCarousel({ images, thumbnails, name, fallback, className }: ImageCarouselProps) {
  const { t } = useLingui();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const photos = images.map((src, i) => ({ src, thumb: thumbnails[i] ?? src })).filter((p) => !failed.has(p.src));
  const count = photos.length;

  const goTo = useCallback(
    (next: number) => {
      const track = trackRef.current;
      if (!track || count === 0) return;
      const target = (next + count) % count;
      track.scrollTo({ left: target * track.clientWidth, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      setIndex(target);
    },
    [count],
  );

  // A photo that failed to load leaves the strip: keep the index inside it.
  useEffect(() => {
    if (index > 0 && index >= count) setIndex(Math.max(0, count - 1));
  }, [index, count]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const shown = Math.round(track.scrollLeft / track.clientWidth);
    if (shown !== index && shown >= 0 && shown < count) setIndex(shown);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    goTo(next);
  };

  if (count === 0) {
    return (
      <div className={cn("relative aspect-[3/2] overflow-hidden rounded-2xl bg-slate-100 sm:aspect-[16/9]", className)}>
        {fallback}
      </div>
    );
  }

  const many = count > 1;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={t`Photos of ${name}`}
      onKeyDown={many ? onKeyDown : undefined}
      className={cn("space-y-3", className)}
    >
      <div className="group relative overflow-hidden rounded-2xl bg-slate-100 shadow-card">
        <div
          ref={trackRef}
          role="region"
          tabIndex={many ? 0 : -1}
          onScroll={onScroll}
          aria-label={many ? t`Photo strip: use the arrow keys to move between photos` : t`Photo`}
          className="flex aspect-[3/2] snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-brand-500 sm:aspect-[16/9] [&::-webkit-scrollbar]:hidden"
        >
          {photos.map((photo, i) => (
            <div
              key={photo.src}
              role="group"
              aria-roledescription="slide"
              aria-label={t`${i + 1} of ${count}`}
              aria-hidden={i !== index || undefined}
              className="relative h-full w-full shrink-0 snap-center snap-always"
            >
              <VenueImage
                src={photo.src}
                sizes={IMAGE_SIZES.slide}
                // The first slide is the venue page's largest paint; the others wait for a swipe.
                priority={i === 0}
                alt={t`${name}, ${i + 1} of ${count}`}
                width={PHOTO_WIDTH}
                height={PHOTO_HEIGHT}
                draggable={false}
                onError={() => setFailed((set) => new Set(set).add(photo.src))}
                className="size-full object-cover"
              />
            </div>
          ))}
        </div>

        {many ? (
          <>
            <span
              className="pointer-events-none absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-slate-900/70 px-2.5 py-1 text-xs font-semibold text-white tabular-nums backdrop-blur-sm"
              aria-live="polite"
            >
              <Images className="size-3.5" aria-hidden="true" />
              {index + 1} / {count}
            </span>
            <CarouselArrow side="left" onClick={() => goTo(index - 1)} />
            <CarouselArrow side="right" onClick={() => goTo(index + 1)} />
            {/* Each dot is drawn small inside a button of at least 24 by 24 px: a finger (and
                WCAG 2.5.8, which Lighthouse checks) needs the larger target. */}
            <div className="absolute inset-x-0 bottom-1 flex justify-center sm:hidden">
              {photos.map((photo, i) => (
                <button
                  key={photo.src}
                  type="button"
                  onClick={() => goTo(i)}
                  aria-label={t`Show photo ${i + 1}`}
                  aria-current={i === index || undefined}
                  className="flex h-6 min-w-6 items-center justify-center rounded-full px-1 focus-visible:outline-2 focus-visible:outline-white"
                >
                  <span
                    className={cn(
                      "h-2 rounded-full bg-white shadow transition-all",
                      i === index ? "w-5 opacity-100" : "w-2 opacity-60",
                    )}
                  />
                </button>
              ))}
            </div>
          </>
        ) : null}
      </div>

      {many ? (
        <ul className="hidden gap-2 overflow-x-auto pb-1 sm:flex" aria-label={t`Choose a photo`}>
          {photos.map((photo, i) => (
            <li key={photo.src} className="shrink-0">
              <button
                type="button"
                onClick={() => goTo(i)}
                aria-label={t`Show photo ${i + 1}`}
                aria-current={i === index || undefined}
                className={cn(
                  "block overflow-hidden rounded-xl ring-2 ring-offset-2 transition focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600",
                  i === index ? "ring-brand-600" : "opacity-70 ring-transparent hover:opacity-100",
                )}
              >
                <VenueImage
                  src={photo.src}
                  fallbackSrc={photo.thumb}
                  sizes={IMAGE_SIZES.tiny}
                  alt=""
                  width={96}
                  height={64}
                  className="h-16 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CarouselArrow({ side, onClick }: { side: "left" | "right"; onClick: () => void }) {
  const { t } = useLingui();
  const Icon = side === "left" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === "left" ? t`Previous photo` : t`Next photo`}
      className={cn(
        "absolute top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow-md ring-1 ring-slate-900/5 transition hover:scale-105 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:inline-flex",
        side === "left" ? "left-3" : "right-3",
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
