import { Trans } from "@lingui/react/macro";
import { Fragment } from "react";

/**
 * Google Maps links only: a message may carry words an owner wrote (a venue's name, a reason), and
 * no other address they typed should become a link in the player's bell.
 */
const MAP_LINK = /https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=[^\s]+/g;

/**
 * A notification's text, its lines kept (a confirmation's or a reminder's directions), and the map
 * link as a short "Open in Maps" link instead of a long address run over three lines.
 */
export function NotificationMessage({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let at = 0;
  for (const match of text.matchAll(MAP_LINK)) {
    parts.push(text.slice(at, match.index), { url: match[0] });
    at = match.index + match[0].length;
  }
  parts.push(text.slice(at));
  return (
    <p className="text-sm whitespace-pre-line text-slate-600 [overflow-wrap:anywhere]">
      {parts.map((part, i) =>
        typeof part === "string" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
            key={i}
            href={part.url}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-brand-700 underline-offset-2 hover:underline"
          >
            <Trans>Open in Maps</Trans>
          </a>
        ),
      )}
    </p>
  );
}
