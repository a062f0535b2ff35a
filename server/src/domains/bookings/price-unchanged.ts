import { AppError, formatPaise, paiseToRupeeString, rupeesToPaise } from "@crease/core";

/**
 * The total the player saw (`amount`, rupees, when the web sent it) must be the total the server
 * charges now: an owner's price change between the page and the order answers 409 with the new
 * total, and nothing is held. One rule for a date's order and a weekly order.
 */
export function assertPriceUnchanged(amount: string | number | undefined, totalPaise: number): void {
  if (amount === undefined || rupeesToPaise(amount) === totalPaise) return;
  throw new AppError(
    "CONFLICT",
    {
      message: "The price has changed: the total for this booking is now {total}",
      values: { total: formatPaise(totalPaise) },
    },
    { amount: paiseToRupeeString(totalPaise) },
  );
}
