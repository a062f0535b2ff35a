import { formatPaise, type Message, type MessageValues } from "@crease/core";

/** What a move settled, for the player's notification (paise): back to credit, back to the payment, paid more. */
export interface MoveMoney {
  creditBackPaise: number;
  refundPaise: number;
  paidPaise: number;
}

/** The player's sentence for a move: what went back where, or what was paid more. */
export function movedMessage(values: MessageValues, money: MoveMoney): Message {
  const credit = formatPaise(money.creditBackPaise);
  const refund = formatPaise(money.refundPaise);
  if (money.creditBackPaise > 0 && money.refundPaise > 0) {
    return {
      message:
        "Your booking at {venue} moved from {from} to {to}. {credit} is back in your venue credit and {refund} is being refunded (5-7 business days).",
      values: { ...values, credit, refund },
    };
  }
  if (money.creditBackPaise > 0) {
    return {
      message: "Your booking at {venue} moved from {from} to {to}. {credit} is back in your venue credit.",
      values: { ...values, credit },
    };
  }
  if (money.refundPaise > 0) {
    return {
      message: "Your booking at {venue} moved from {from} to {to}. {refund} is being refunded (5-7 business days).",
      values: { ...values, refund },
    };
  }
  if (money.paidPaise > 0) {
    return {
      message: "Your booking at {venue} moved from {from} to {to}. Paid {amount} more.",
      values: { ...values, amount: formatPaise(money.paidPaise) },
    };
  }
  return { message: "Your booking at {venue} moved from {from} to {to}.", values };
}
