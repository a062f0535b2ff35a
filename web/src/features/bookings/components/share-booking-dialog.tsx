import type { Booking } from "@crease/core/contracts/bookings";
import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Copy, Download, Share2 } from "lucide-react";
import { type ComponentType, type SVGProps, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FacebookIcon, LinkedInIcon, TelegramIcon, WhatsAppIcon, XIcon } from "@/components/ui/social-icons";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { useFormat } from "@/lib/format";
import { useWords } from "@/lib/i18n";
import { useCopyToClipboard } from "../hooks/use-copy-to-clipboard";
import { useLastBooking } from "../hooks/use-last-booking";
import { downloadShareCard, drawShareCard, SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "../lib/share-card";
import { bookingDay, type ShareTarget, type ShareWords, shareTargets, shareText, shareUrl } from "../lib/share-text";

const ICONS: Record<ShareTarget["id"], ComponentType<SVGProps<SVGSVGElement>>> = {
  whatsapp: WhatsAppIcon,
  facebook: FacebookIcon,
  twitter: XIcon,
  linkedin: LinkedInIcon,
  telegram: TelegramIcon,
};

const TARGET_CLASSES: Record<ShareTarget["id"], string> = {
  whatsapp: "text-[#128c7e] bg-[#25d366]/10",
  facebook: "text-[#1877f2] bg-[#1877f2]/10",
  twitter: "text-slate-900 bg-slate-900/8",
  linkedin: "text-[#0a66c2] bg-[#0a66c2]/10",
  telegram: "text-[#229ed9] bg-[#229ed9]/10",
};

/** Opens a network's share page in a small window of its own. */
function openPopup(target: ShareTarget) {
  const width = 620;
  const height = 560;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(
    target.href,
    `crease-share-${target.id}`,
    `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`,
  );
}

function SharePanel({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const format = useFormat();
  const words = useWords();
  const shareWords: ShareWords = {
    date: (date) => bookingDay(date, format),
    slot: words.slot,
    venueType: words.venueType,
  };
  const text = shareText(booking, shareWords);
  const venue = booking.venueName;
  const day = bookingDay(booking.date, format);
  const url = shareUrl(booking, window.location.origin);
  const message = `${text} ${url}`;
  const targets = shareTargets(text, url);
  const shareOn = (network: string) => t`Share on ${network}`;
  const { copied, copy } = useCopyToClipboard();
  const [downloading, setDownloading] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shareWords is new each draw; the card follows the booking and the language.
  const preview = useMemo(
    () => drawShareCard(booking, shareWords)?.toDataURL("image/png") ?? null,
    [booking, format.language],
  );

  const more = async () => {
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t`My booking at ${venue}`, text, url });
        return;
      } catch (error) {
        // The player closed the share sheet: nothing to do.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    await copy(message);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadShareCard(booking, shareWords);
    } catch {
      toast({
        title: t`Download failed`,
        description: t`The image could not be made. Please try again.`,
        variant: "destructive",
      });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="space-y-5">
      {preview ? (
        <img
          src={preview}
          alt={t`Share card: ${venue}, ${day}`}
          width={SHARE_CARD_WIDTH}
          height={SHARE_CARD_HEIGHT}
          className="aspect-[3/2] w-full rounded-xl shadow-card ring-1 ring-slate-200"
        />
      ) : null}

      <figure className="rounded-xl border border-slate-200 bg-slate-50 px-4 py-3">
        <figcaption className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>Preview</Trans>
        </figcaption>
        <p className="mt-1 text-sm leading-relaxed text-slate-800" data-testid="share-preview">
          {text} <span className="break-all text-brand-700">{url}</span>
        </p>
      </figure>

      <div>
        <h3 className="text-sm font-semibold text-slate-900">
          <Trans>Share to</Trans>
        </h3>
        <ul className="mt-2.5 grid grid-cols-5 gap-1">
          {targets.map((target) => {
            const Icon = ICONS[target.id];
            return (
              <li key={target.id}>
                <button
                  type="button"
                  onClick={() => openPopup(target)}
                  aria-label={shareOn(target.label)}
                  className="group flex w-full flex-col items-center gap-1.5 rounded-xl px-0.5 py-1.5 text-[11px] font-medium text-slate-700 transition-colors hover:bg-slate-50 sm:text-xs"
                >
                  <span
                    className={cn(
                      "flex size-11 items-center justify-center rounded-full transition-transform group-hover:scale-105",
                      TARGET_CLASSES[target.id],
                    )}
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="max-w-full">{target.label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </div>

      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Button className="px-3" variant={copied ? "pitch" : "secondary"} onClick={() => void copy(message)}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t`Copied` : t`Copy`}
        </Button>
        <Button className="px-3" variant="secondary" onClick={() => void more()}>
          <Share2 aria-hidden="true" />
          <Trans>More</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => void download()}
          loading={downloading}
          title={t`Download image`}
          className="col-span-2 px-3 sm:col-span-1"
        >
          {downloading ? null : <Download aria-hidden="true" />}
          <Trans>Download</Trans>
        </Button>
      </div>
      <span className="sr-only" role="status">
        {copied ? t`Booking details copied to clipboard` : ""}
      </span>
    </div>
  );
}

interface ShareBookingDialogProps {
  booking: Booking | null;
  onOpenChange: (open: boolean) => void;
}

/** docs/product/screens.md#player-dashboard: preview, five networks, More, copy and a PNG card. */
export function ShareBookingDialog({ booking, onOpenChange }: ShareBookingDialogProps) {
  const shown = useLastBooking(booking);
  return (
    <Dialog open={booking !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            <Trans>Share your booking</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Let your team know where and when you're playing.</Trans>
          </DialogDescription>
        </DialogHeader>
        {shown ? <SharePanel booking={shown} /> : null}
      </DialogContent>
    </Dialog>
  );
}
