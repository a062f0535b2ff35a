ALTER TABLE "credit_notes" ALTER COLUMN "refund_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "credit_bonus_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD COLUMN "money_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_entries" ADD COLUMN "money_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "credit_entry_id" bigint;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "bonus_discount_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Backfill: every entry but a bonus is money (spends before this change were invoiced and paid out as money, so
-- their bookings keep credit_bonus_paise = 0); a balance's money is the sum of its entries' money, within the balance.
UPDATE "credit_entries" SET "money_paise" = "amount_paise" WHERE "kind" <> 'bonus';--> statement-breakpoint
UPDATE "credit_balances" cb SET "money_paise" = least(cb."balance_paise", greatest(0, (select coalesce(sum(ce."money_paise"), 0)
  from "credit_entries" ce where ce."owner_id" = cb."owner_id" and ce."user_id" = cb."user_id")));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_credit_entry_id_credit_entries_id_fk" FOREIGN KEY ("credit_entry_id") REFERENCES "public"."credit_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_credit_entry_once" UNIQUE("credit_entry_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_credit_bonus_check" CHECK ("bookings"."credit_bonus_paise" >= 0 and "bookings"."credit_bonus_paise" <= "bookings"."paid_with_credit_paise");--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_money_check" CHECK ("credit_balances"."money_paise" >= 0 and "credit_balances"."money_paise" <= "credit_balances"."balance_paise");--> statement-breakpoint
ALTER TABLE "credit_entries" ADD CONSTRAINT "credit_entries_money_check" CHECK (("credit_entries"."amount_paise" > 0 and "credit_entries"."money_paise" between 0 and "credit_entries"."amount_paise") or ("credit_entries"."amount_paise" < 0 and "credit_entries"."money_paise" between "credit_entries"."amount_paise" and 0));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_refund_check" CHECK (("credit_notes"."refund_id" is null) <> ("credit_notes"."credit_entry_id" is null));