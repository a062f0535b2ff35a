ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid_check";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_with_credit_paise" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_items" ADD COLUMN "credit_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_items_charge_once" ON "payout_items" USING btree ("order_id") WHERE "payout_items"."booking_id" is null;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_check" CHECK ("invoices"."paid_online_paise" >= 0 and "invoices"."paid_with_credit_paise" >= 0
        and "invoices"."paid_online_paise" + "invoices"."paid_with_credit_paise" > 0 and "invoices"."paid_online_paise" + "invoices"."paid_with_credit_paise" <= "invoices"."total_paise");