ALTER TABLE "refunds" DROP CONSTRAINT "refunds_payment_id_unique";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_reason_check";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from_date" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from_slot" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "rescheduled_from_court_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reschedule_of" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_rescheduled_from_court_id_courts_id_fk" FOREIGN KEY ("rescheduled_from_court_id") REFERENCES "public"."courts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_reschedule_of_bookings_id_fk" FOREIGN KEY ("reschedule_of") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_reschedule_hold" ON "bookings" USING btree ("reschedule_of") WHERE "bookings"."status" = 'held';--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_payment_once" ON "refunds" USING btree ("payment_id",("reason" = 'rescheduled'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_reason_check" CHECK ("refunds"."reason" in ('player_cancelled', 'owner_cancelled', 'admin_cancelled', 'late_payment', 'duplicate_payment', 'rescheduled'));--> statement-breakpoint
-- The demo venues' policy texts promised a reschedule the product did not do (issue 26): they now
-- say what it does. Texts an owner wrote are left as written.
UPDATE "venues" SET "rescheduling_rules" = 'Reschedule once, with no fee, up to 24 hours before your slot starts, to any free slot or court at this venue within its booking window: a dearer slot costs only the difference, a cheaper one refunds it. Within 24 hours of the slot a booking can no longer be rescheduled; cancel it instead.'
WHERE "rescheduling_rules" = 'Reschedule free of charge up to 24 hours before your slot starts, to any open slot at this venue within 30 days. Within 24 hours of the slot a booking can no longer be rescheduled; cancel it instead.';--> statement-breakpoint
UPDATE "venues" SET "cancellation_rules" = replace("cancellation_rules", ' If rain stops play at this outdoor venue, you can reschedule for free or get a full refund.', ' If rain stops play at this outdoor venue, you get a full refund.')
WHERE "cancellation_rules" LIKE '%you can reschedule for free or get a full refund.%';
