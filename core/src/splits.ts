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
 * `totalPaise` in `shares` shares, exact to the paisa: every teammate's share is the same for all
 * (so teammates paying at once never race for a bigger or smaller share), and the organiser's own
 * share, the first, is the rest. Exact shares: the total divided down to whole paise, the
 * organiser carrying the paise left over (fewer than `shares`). Whole-rupee shares (`roundShares`,
 * chosen by the organiser): each teammate's share rounded to the nearest rupee, as UPI apps round,
 * the organiser carrying the difference either way. The shares add up to the total exactly; the
 * organiser's may fall under ₹1 or below zero for a small total among many players, which
 * `refuseSplit` refuses (`roundedOrganiserSharePaise`).
 */
export function splitPaise(totalPaise: number, shares: number, roundShares = false): number[] {
  if (!Number.isInteger(totalPaise) || totalPaise < 0) throw new RangeError("totalPaise must be whole paise");
  if (!Number.isInteger(shares) || shares < 1) throw new RangeError("shares must be a whole number above 0");
  const teammate = teammateSharePaise(totalPaise, shares, roundShares);
  return [totalPaise - teammate * (shares - 1), ...Array.from({ length: shares - 1 }, () => teammate)];
}

/**
 * What each teammate pays: the total divided by the players, rounded down to whole paise; or, with
 * `roundShares`, to the nearest whole rupee (half a rupee up), in integers so no float decides it.
 */
export function teammateSharePaise(totalPaise: number, shares: number, roundShares = false): number {
  if (!roundShares) return Math.floor(totalPaise / shares);
  return Math.floor((totalPaise + 50 * shares) / (100 * shares)) * 100;
}

/** The organiser's own share of whole-rupee shares: what is left of the total after the teammates'. */
export function roundedOrganiserSharePaise(totalPaise: number, shares: number): number {
  return totalPaise - teammateSharePaise(totalPaise, shares, true) * (shares - 1);
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
