import type { Venue } from "@crease/core/contracts/venues";
import { venuePageUrl, whatsappChatLink, whatsappShareLink } from "@crease/core/whatsapp";
import { Trans, useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import { WhatsAppIcon } from "@/components/ui/social-icons";
import { cn } from "@/lib/cn";

interface VenueWhatsAppLinksProps {
  venue: Pick<Venue, "id" | "name" | "whatsappNumber">;
  /** The site's public address (GET /api/config `appUrl`), so the server and the browser draw the same link. */
  origin: string;
  className?: string;
}

/** WhatsApp's own green, dark enough for text on white (6.6:1). */
const PILL =
  "inline-flex h-10 items-center gap-2 rounded-full border border-[#25d366]/60 bg-[#25d366]/5 px-3.5 text-sm font-semibold text-[#0b6e4f] transition-colors hover:bg-[#25d366]/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * WhatsApp on the venue page (docs/product/venues.md, "Chat with the venue"): the owner's chat
 * link when they enabled it, and a share link with the venue's name and page filled in, in the
 * page's language. Both are plain links (they work before the page's script runs); the
 * owner-written name only ever goes into the encoded `text`, never into markup.
 */
export function VenueWhatsAppLinks({ venue, origin, className }: VenueWhatsAppLinksProps) {
  const { t } = useLingui();
  const name = venue.name;
  const url = venuePageUrl(origin, venue.id);
  // In the page's language: a player on the Hindi page shares with friends who read Hindi too.
  const message = t`Let's play at ${name} — book it on Crease: ${url}`;
  return (
    <ul className={cn("flex flex-wrap gap-2", className)} aria-label={t`WhatsApp`}>
      {venue.whatsappNumber ? (
        <li>
          <a href={whatsappChatLink(venue.whatsappNumber)} target="_blank" rel="noopener noreferrer" className={PILL}>
            <MessageCircle aria-hidden="true" className="size-4" />
            <Trans>Chat with the venue</Trans>
          </a>
        </li>
      ) : null}
      <li>
        <a href={whatsappShareLink(message)} target="_blank" rel="noopener noreferrer" className={PILL}>
          <WhatsAppIcon className="size-4" />
          <Trans>Share on WhatsApp</Trans>
        </a>
      </li>
    </ul>
  );
}
