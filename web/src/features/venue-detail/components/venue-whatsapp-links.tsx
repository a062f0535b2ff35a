import type { Venue } from "@crease/core/contracts/venues";
import { venuePageUrl, venueShareMessage, whatsappChatLink, whatsappShareLink } from "@crease/core/whatsapp";
import { MessageCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { WhatsAppIcon } from "@/components/ui/social-icons";

interface VenueWhatsAppLinksProps {
  venue: Pick<Venue, "id" | "name" | "whatsappNumber">;
  /** The site's public address (GET /api/config `appUrl`), so the server and the browser draw the same link. */
  origin: string;
}

/**
 * WhatsApp on the venue page (docs/product/venues.md, "Chat with the venue"): the owner's chat
 * link when they enabled it, and a share link with the venue's name and page filled in. Both are
 * plain links (they work before the page's script runs); the owner-written name only ever goes
 * into the encoded `text`, never into markup.
 */
export function VenueWhatsAppLinks({ venue, origin }: VenueWhatsAppLinksProps) {
  const message = venueShareMessage(venue.name, venuePageUrl(origin, venue.id));
  return (
    <>
      {venue.whatsappNumber ? (
        <Button asChild variant="outline" className="border-[#25d366]/60 text-[#0b6e4f] hover:bg-[#25d366]/10">
          <a href={whatsappChatLink(venue.whatsappNumber)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            Chat with the venue
          </a>
        </Button>
      ) : null}
      <Button asChild variant="outline">
        <a href={whatsappShareLink(message)} target="_blank" rel="noopener noreferrer">
          <WhatsAppIcon />
          Share on WhatsApp
        </a>
      </Button>
    </>
  );
}
