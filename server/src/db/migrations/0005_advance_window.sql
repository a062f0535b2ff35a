ALTER TABLE "venues" ADD COLUMN "advance_booking_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_advance_booking_days_check" CHECK ("venues"."advance_booking_days" between 1 and 180);
