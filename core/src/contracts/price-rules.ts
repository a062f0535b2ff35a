import { z } from "zod";
import { isId } from "../ids";
import { MAX_PRICE_RULES, MAX_RULE_DATES } from "../price-rules";
import { MAX_SERIES_DISCOUNT_PERCENT, SERIES_MESSAGES } from "../series";
import { isCalendarDate, isTimeOfDay, minutesOf } from "../slots";

/**
 * The price rules on the wire (docs/product/venues.md, "Prices and price rules"): each refused
 * field named (`rules.2.from`) with a sentence the owner can act on; the Hindi is in
 * server/src/i18n/hi.ts.
 */
export const PRICE_RULE_MESSAGES = {
  rules: "Send the price rules as a list of at most 50 rules",
  courtId: "Choose one of this venue's courts",
  weekdays: "Choose days of the week as numbers from 0 (Sunday) to 6 (Saturday)",
  from: "Enter the start of the time band as HH:MM, like 18:00",
  to: "Enter the end of the time band as HH:MM, like 22:00 (24:00 for midnight)",
  band: "The time band must end after it starts",
  bandPair: "Give both the start and the end of the time band",
  dates: "Enter each date as a real date, like 2026-11-08 (at most 60 dates in a rule)",
  price: "Enter the price in rupees: above ₹0 and at most ₹10,00,000, with at most two decimals",
  empty: "A rule needs days of the week, a time band, dates or a court",
  gridFrom: "Enter the first day of the grid as a real date, like 2026-01-05",
  gridCourt: "The court id must be a number",
} as const;

const M = PRICE_RULE_MESSAGES;
const END_OF_DAY = "24:00";
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

const price = z
  .union([z.string(), z.number()], { error: M.price })
  .transform((v) => String(v).trim())
  .refine((v) => PRICE.test(v) && Number(v) > 0 && Number(v) <= 1_000_000, M.price)
  .transform((v) => Number(v).toFixed(2));

/** One rule as an owner sends it; what is absent does not narrow the rule. */
export const priceRuleInputSchema = z
  .object(
    {
      courtId: z
        .number({ error: M.courtId })
        .int(M.courtId)
        .refine((n) => isId(n), M.courtId)
        .nullable()
        .optional(),
      weekdays: z
        .array(z.number({ error: M.weekdays }).int(M.weekdays).min(0, M.weekdays).max(6, M.weekdays), {
          error: M.weekdays,
        })
        .max(7, M.weekdays)
        .transform((days) => [...new Set(days)].sort())
        .optional(),
      from: z.string({ error: M.from }).refine(isTimeOfDay, M.from).optional(),
      to: z
        .string({ error: M.to })
        .refine((v) => isTimeOfDay(v) || v === END_OF_DAY, M.to)
        .optional(),
      dates: z
        .array(z.string({ error: M.dates }).refine(isCalendarDate, M.dates), { error: M.dates })
        .max(MAX_RULE_DATES, M.dates)
        .transform((dates) => [...new Set(dates)].sort())
        .optional(),
      price,
    },
    { error: M.empty },
  )
  .superRefine((rule, ctx) => {
    if ((rule.from === undefined) !== (rule.to === undefined)) {
      ctx.addIssue({ code: "custom", path: [rule.from === undefined ? "from" : "to"], message: M.bandPair });
    } else if (rule.from !== undefined && rule.to !== undefined && minutesOf(rule.from) >= minutesOf(rule.to)) {
      ctx.addIssue({ code: "custom", path: ["to"], message: M.band });
    }
    const narrows = rule.weekdays?.length || rule.dates?.length || rule.from !== undefined || rule.courtId != null;
    if (!narrows) ctx.addIssue({ code: "custom", path: ["price"], message: M.empty });
  });

const seriesDiscountPercent = z
  .number({ error: SERIES_MESSAGES.discount })
  .int(SERIES_MESSAGES.discount)
  .min(0, SERIES_MESSAGES.discount)
  .max(MAX_SERIES_DISCOUNT_PERCENT, SERIES_MESSAGES.discount);

/**
 * PUT /api/venues/{id}/price-rules: the venue's whole list, in order (later wins a tie), and the
 * weekly booking's bulk discount (docs/product/weekly-slots.md); left out, the discount stays.
 */
export const priceRulesInputSchema = z.object(
  {
    rules: z.array(priceRuleInputSchema, { error: M.rules }).max(MAX_PRICE_RULES, M.rules),
    seriesDiscountPercent: seriesDiscountPercent.optional(),
  },
  { error: M.rules },
);
export type PriceRulesInput = z.infer<typeof priceRulesInputSchema>;

/** A stored rule: only what narrows it is present; price "1500.00". */
export const priceRuleSchema = z.object({
  courtId: z.number().int().nullable().optional(),
  weekdays: z.array(z.number().int()).optional(),
  from: z.string().optional(),
  to: z.string().optional(),
  dates: z.array(z.string()).optional(),
  price: z.string(),
});

export const priceRulesSchema = z.object({
  rules: z.array(priceRuleSchema),
  /** Off each date of a weekly booking, before GST: 0 to 50. */
  seriesDiscountPercent: z.number().int(),
});
export type PriceRules = z.infer<typeof priceRulesSchema>;

/** GET /api/venues/{id}/price-grid: seven days from `from`, for one court when given. */
export const priceGridQuerySchema = z.object({
  from: z.string({ error: M.gridFrom }).refine(isCalendarDate, M.gridFrom),
  courtId: z.coerce.number({ error: M.gridCourt }).int(M.gridCourt).refine(isId, M.gridCourt).optional(),
});

export const priceGridSchema = z.object({
  days: z.array(z.object({ date: z.string(), slots: z.array(z.object({ slot: z.string(), price: z.string() })) })),
});
export type PriceGrid = z.infer<typeof priceGridSchema>;
