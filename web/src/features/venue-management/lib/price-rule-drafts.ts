/**
 * The pricing section's rules while the owner edits them (strings as typed), and the rules core's
 * resolver and the PUT take. A rule that is not complete yet is left out of the preview, and
 * Save waits until every rule is complete: checked by core's own schema, which the server applies
 * to the PUT (WEB_RULES.priceRules).
 */
import { PRICE_RULE_MESSAGES, priceRuleInputSchema } from "@crease/core/contracts/price-rules";
import type { PriceRule } from "@crease/core/price-rules";

export interface RuleDraft {
  /** A stable key for the list while rules are added and removed. */
  key: number;
  courtId: number | null;
  weekdays: number[];
  /** "" for no time band. */
  from: string;
  to: string;
  dates: string[];
  price: string;
}

let nextKey = 1;

export function newDraft(overrides: Partial<RuleDraft> = {}): RuleDraft {
  return { key: nextKey++, courtId: null, weekdays: [], from: "", to: "", dates: [], price: "", ...overrides };
}

export function draftOf(rule: PriceRule): RuleDraft {
  return newDraft({
    courtId: rule.courtId ?? null,
    weekdays: rule.weekdays ?? [],
    from: rule.from ?? "",
    to: rule.to ?? "",
    dates: rule.dates ?? [],
    price: String(Number(rule.price)),
  });
}

/** What is wrong with a rule, or null: the price, the time band, or nothing narrowing it. */
export type DraftProblem = "price" | "band" | "empty";

export function draftProblem(draft: RuleDraft): DraftProblem | null {
  const result = priceRuleInputSchema.safeParse({ ...ruleOf({ ...draft, price: "1" }), price: draft.price.trim() });
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.message === PRICE_RULE_MESSAGES.empty) return "empty";
  const field = issue?.path[0];
  return field === "from" || field === "to" ? "band" : "price";
}

/** The rule as the wire and core's resolver take it: only what narrows it. */
export function ruleOf(draft: RuleDraft): PriceRule {
  const rule: PriceRule = { price: Number(draft.price.trim()).toFixed(2) };
  if (draft.courtId !== null) rule.courtId = draft.courtId;
  if (draft.weekdays.length > 0) rule.weekdays = [...draft.weekdays].sort();
  if (draft.from) rule.from = draft.from;
  if (draft.to) rule.to = draft.to;
  if (draft.dates.length > 0) rule.dates = [...draft.dates].sort();
  return rule;
}

/** The complete rules, in order: what the preview prices with. */
export function completeRules(drafts: readonly RuleDraft[]): PriceRule[] {
  return drafts.filter((d) => draftProblem(d) === null).map(ruleOf);
}

/** Band times on the hour: 00:00 … 24:00 ("24:00" only ends a band). */
export const BAND_TIMES = Array.from({ length: 25 }, (_, h) => `${String(h).padStart(2, "0")}:00`);
