ALTER TABLE "venues" ADD COLUMN "advance_booking_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_advance_booking_days_check" CHECK ("venues"."advance_booking_days" between 1 and 180);--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('player_cancelled', 'owner_cancelled', 'admin_cancelled', 'late_payment', 'duplicate_payment'));
