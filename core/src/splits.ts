/**
 * Split the cost (issue 26; docs/product/split-payments.md): the organiser paid the whole booking
 * and shares it among 2–22 players by a link. Each teammate pays one share through an order of
 * their own, and each share paid goes back to the organiser's payment. No zod here, so a screen
 * that shows a share does not load it (the wire shapes are in contracts/splits.ts).
 */

export const MIN_SPLIT_SHARES = 2;
/** A cricket match: two elevens. */
export const MAX_SPLIT_SHARES = 22;

/**
 * `totalPaise` in `shares` shares, exact to the paisa: every teammate's share is the total divided
 * down to whole paise, the same for all (so teammates paying at once never race for a bigger or
 * smaller share), and the organiser's own share, the first, is the rest: it carries the paise the
 * division left over (fewer than `shares`). The shares add up to the total exactly.
 */
export function splitPaise(totalPaise: number, shares: number): number[] {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError("totalPaise must be whole paise");
  if (!Number.isInteger(shares) || shares < 1) throw new RangeError("shares must be a whole number above 0");
  const teammate = teammateSharePaise(totalPaise, shares);
  return [totalPaise - teammate * (shares - 1), ...Array.from({ length: shares - 1 }, () => teammate)];
}

/** What each teammate pays: the total divided by the players, rounded down to whole paise. */
export function teammateSharePaise(totalPaise: number, shares: number): number {
  return Math.floor(totalPaise / shares);
}

/** The smallest share worth a payment: below it a split is refused (a ₹0 order cannot be paid). */
export const MIN_SHARE_PAISE = 100;

export const SPLIT_STATUSES = ["open", "closed"] as const;
export type SplitStatus = (typeof SPLIT_STATUSES)[number];

/** The link teammates open. */
export function splitPageUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/split/${token}`;
}

/** The first word of a full name: all a split's page shows of a person. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? "";
}
