import type { Venue } from "@crease/core/contracts/venues";
import type { ScreenshotSign, VenuePhotoCheck } from "@crease/core/venue-moderation";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImageOff, MonitorSmartphone } from "lucide-react";
import { IMAGE_SIZES, VenueImage } from "@/components/ui/venue-image";
import { cn } from "@/lib/cn";

/** "Looks like a screenshot" on a photo flagged at upload, with why in its title. */
function ScreenshotFlag({ sign, small }: { sign: ScreenshotSign; small?: boolean }) {
  const { t } = useLingui();
  const why =
    sign === "screen-size"
      ? t`Exactly the size of a phone or computer screen`
      : t`A PNG of few colours, as an app's screen is`;
  return (
    <span
      title={why}
      className={cn(
        "absolute inset-x-1 bottom-1 flex items-center justify-center gap-1 rounded-md bg-amber-100/95 px-1.5 py-0.5 font-semibold text-amber-900 ring-1 ring-amber-300",
        small ? "text-[10px] leading-tight" : "text-xs",
      )}
    >
      <MonitorSmartphone className="size-3.5 shrink-0" aria-hidden="true" />
      <Trans>Looks like a screenshot</Trans>
      <span className="sr-only">({why})</span>
    </span>
  );
}

/**
 * The venue's photos in the admin's details dialog: the cover, then the rest; a photo that looked
 * like a screenshot at upload (`checks`, GET /api/venues/{id}/photo-checks) says so on it.
 */
export function VenueGallery({ venue, checks }: { venue: Venue; checks: VenuePhotoCheck[] | undefined }) {
  const { t } = useLingui();
  const signOf = (url: string) => checks?.find((check) => check.url === url)?.screenshotSign ?? null;
  const [cover, ...rest] = venue.images;
  const name = venue.name;
  if (!cover) {
    return (
      <div className="flex h-40 items-center justify-center gap-2 rounded-xl bg-slate-100 text-sm text-slate-500">
        <ImageOff className="size-4" aria-hidden="true" />
        <Trans>No images</Trans>
      </div>
    );
  }
  const coverSign = signOf(cover);
  return (
    <div className="space-y-2">
      <a
        href={cover}
        target="_blank"
        rel="noreferrer"
        className="relative block overflow-hidden rounded-xl bg-slate-100"
      >
        <VenueImage
          src={cover}
          sizes={IMAGE_SIZES.dialog}
          alt={t`${name}, cover`}
          width={672}
          height={256}
          className="h-48 w-full object-cover sm:h-64"
        />
        {coverSign ? <ScreenshotFlag sign={coverSign} /> : null}
      </a>
      {rest.length > 0 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label={t`More pictures of the venue`}>
          {rest.map((image, index) => {
            const view = index + 2;
            const sign = signOf(image);
            return (
              <li key={image} className="shrink-0">
                <a
                  href={image}
                  target="_blank"
                  rel="noreferrer"
                  className="relative block overflow-hidden rounded-lg bg-slate-100"
                >
                  <VenueImage
                    src={image}
                    fallbackSrc={venue.thumbnails[index + 1]}
                    sizes={IMAGE_SIZES.tiny}
                    alt={t`${name}, view ${view}`}
                    width={sign ? 144 : 96}
                    height={sign ? 96 : 64}
                    className={cn("object-cover", sign ? "h-24 w-36" : "h-16 w-24")}
                  />
                  {sign ? <ScreenshotFlag sign={sign} small /> : null}
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
