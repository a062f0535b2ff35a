import { rupeesToPaise } from "@crease/core/money";
import type { CreditPack } from "./credit-types";

/** A pack's bonus: what the player gets beyond what they pay, in paise and as a share of the price. */
export function packBonus(pack: CreditPack): { paise: number; percent: number } {
  const pay = rupeesToPaise(pack.pay);
  const paise = rupeesToPaise(pack.get) - pay;
  // Whole per cent, as a counter's board would say it ("10%"); a bonus under half a per cent reads 0%.
  const percent = pay > 0 ? Math.round((paise / pay) * 100) : 0;
  return { paise, percent };
}

/** Rupees typed by an owner: digits with at most two decimals, nothing else. */
const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

export type PackProblem = "pay" | "get-less" | null;

/**
 * What is wrong with a pack as typed, before the server is asked (it checks again): a price of
 * at least ₹1, and credit not below it (a pack gives at least what it costs).
 */
export function packProblem(pack: CreditPack): PackProblem {
  if (!RUPEES.test(pack.pay.trim()) || rupeesToPaise(pack.pay) < 100) return "pay";
  if (!RUPEES.test(pack.get.trim()) || rupeesToPaise(pack.get) < rupeesToPaise(pack.pay)) return "get-less";
  return null;
}
